// The built-in 404 page, for a site without pages/404.mdx. It lists the site's pages, so it is
// rendered after them (by a worker: it runs the theme); the previous one is kept while the fields
// of the page list it read, and the bundles, config and assets it was rendered with, are the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { textHash, type OutputRecord } from '../../cache/output-record.js';
import { pagesProjections } from '../../cache/tracked-pages.js';
import type { BuildPlan, BuildRun } from '../build-plan.js';
import type { BuildOutput } from '../build-output.js';
import type { PageWorkers } from '../page-workers.js';
import type { PageResult } from '../worker/protocol.js';
import type { RenderSetup } from '../../page/page-model.js';
import { reuseOrMake } from './reuse-or-make.js';
import { derivedFileKey, notFoundKey, storedFile } from '../warm-pages.js';

/** Places the 404 page and adds its result to `results`; returns what the output record keeps of it. */
export async function placeBuiltInNotFound(run: BuildRun, plan: BuildPlan, workers: PageWorkers, { placer, staging }: BuildOutput, setup: RenderSetup, results: PageResult[]): Promise<OutputRecord['notFound'] | undefined> {
  const { root } = run;
  const { summaries, record, store } = plan;
  const projection = pagesProjections(summaries, root);
  const previous = record?.notFound;
  const page = reuseOrMake({
    // Rendered with the same bundles, config and assets, and the same values of the page list's fields it read last time.
    key: previous && Array.isArray(previous.fields) ? notFoundKey(setup, previous.fields, projection) : undefined,
    previous,
    keep: (kept) => placer.place('404.html', kept.written, () => storedFile(store!, derivedFileKey('not-found page', kept.key), kept.written)),
    make: async (): Promise<OutputRecord['notFound'] | undefined> => {
      const rendered = await workers.notFound(setup, summaries);
      results.push(rendered);
      const html = rendered.ok ? readFileSync(join(staging.path, '404.html'), 'utf8') : '';
      const written = textHash(html);
      placer.noteWritten('404.html', written);
      const key = rendered.ok && rendered.pagesRead ? notFoundKey(setup, rendered.pagesRead, projection) : undefined;
      if (key === undefined || !rendered.ok) return undefined;
      store!.set(derivedFileKey('not-found page', key), html);
      return { key, fields: rendered.pagesRead!, written, bytes: rendered.bytes };
    },
  });
  if (!('kept' in page)) return await page.made;
  // Its result as a render would give it: the page counts in the summary, and its links are checked.
  results.push({ ok: true, route: '/404', bytes: page.kept.bytes, islands: [], info: { route: '/404', relativePath: '', title: 'Page Not Found', frontmatter: {}, headings: [], ids: [], links: [], sections: [], format: 'function-body' } });
  return page.kept;
}
