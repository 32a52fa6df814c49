// check-links on what sites add to Markdown: custom heading ids, .mdx partials (their ids count in
// the pages that import them, their links are checked where they are written, and a cached page
// is read again when a partial it uses changes), the site's plugins and frontmatter keys.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSiteLinks } from '../../compiler/links/check-site.js';
import { ARTIFACTS_DIR } from '../support/paths.js';

let root: string;
const write = async (file: string, text: string) => {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), text);
};

beforeAll(async () => {
  // Under the repository, so the config's imports resolve from its node_modules.
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  root = await mkdtemp(join(ARTIFACTS_DIR, 'links-extensions-'));
  await write('pages/index.md', '# Home {#start}\n\n[custom id](/guide#custom-anchor) · [from a partial](/guide#shared-setup) · [top](#start)\n');
  await write('pages/guide/index.mdx', "import Shared from './_shared.mdx'\n\n# Guide\n\n## Custom {#custom-anchor}\n\n<Shared />\n");
  await write('pages/guide/_shared.mdx', '## Shared setup {#shared-setup}\n\n[home](/) · [here](#shared-setup) · [nowhere](./nowhere)\n');
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('check-links and the Markdown extensions', () => {
  it('accepts custom ids and ids from partials; checks partial links in the partial', async () => {
    const result = await checkSiteLinks({ root });
    expect(result.unparsable).toEqual([]);
    expect(result.broken).toEqual([
      { file: 'pages/guide/_shared.mdx', line: 3, column: 37, href: './nowhere', reason: 'no-page', message: 'no such page: resolves to /guide/nowhere' },
    ]);
  });

  it('reads a cached page again when a partial it uses changed', async () => {
    await checkSiteLinks({ root });
    await write('pages/guide/_shared.mdx', '## Shared setup {#renamed}\n\n[home](/)\n');
    const result = await checkSiteLinks({ root });
    expect(result.broken.map((b) => [b.file, b.href, b.message])).toEqual([
      ['pages/index.md', '/guide#shared-setup', 'no #shared-setup on /guide'],
    ]);
  });

  it("runs the site's plugins and knows its frontmatter keys", async () => {
    await write(
      'docsgen.config.ts',
      [
        "import { defineConfig } from 'docsgen/config';",
        '// A plugin that adds a heading: only the full pipeline can know of its id.',
        'const addHeading = () => (tree: { children: unknown[] }) => {',
        "  tree.children.push({ type: 'heading', depth: 2, children: [{ type: 'text', value: 'Added by plugin' }] });",
        '};',
        "export default defineConfig({ markdown: { remarkPlugins: [addHeading] }, frontmatter: { extraKeys: { tags: 'string[]' } } });",
      ].join('\n'),
    );
    await write('pages/plugin.md', '---\ntags: [a]\n---\n# Plugin\n\n[added](#added-by-plugin)\n');
    const result = await checkSiteLinks({ root });
    expect(result.unparsable).toEqual([]);
    expect(result.broken.filter((b) => b.file === 'pages/plugin.md')).toEqual([]);
    await write('pages/plugin.md', '---\ntagz: [a]\n---\n# Plugin\n');
    const typo = await checkSiteLinks({ root });
    expect(typo.unparsable).toEqual([{ file: 'pages/plugin.md', line: 2, column: 1, message: 'frontmatter tagz: unknown key', hint: 'did you mean "tags"? (tags: …)' }]);
  });
});
