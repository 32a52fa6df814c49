// Hostile sites, an island component saved while the site builds: the HTML is rendered from the
// server bundle and the island's JavaScript comes from the browser bundle, two esbuild runs that
// each read the component. A save between or during them must not publish HTML of one version
// beside JavaScript of another (that build fails, naming the file, the previous output kept), and
// must never leave the old JavaScript in the cache for later builds (the issue saw 7 of 15 tries
// do that). "Served" here is what the preview server would send: the file the HTML's island names
// in the output folder.
import { mkdirSync, watch } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { docsgen, fingerprint, makeTree, removeAll } from './hostile-site.js';

const temporary: string[] = [];
afterEach(() => removeAll(temporary));

const HANG_MS = 60_000;
const MESSAGE = "components/Counter.island.tsx  the file changed while the site's components were being bundled: the pages' HTML and their islands' JavaScript could be of different versions\nhint: build again once it is saved";

const island = (version: number) =>
  `import { words } from './words';\n\nexport default function Counter() {\n  return <button type="button" title={String(words.length)}>version-${version}</button>;\n}\n`;

/** The version in the page's HTML and in the island JavaScript its HTML names, as the output holds them. */
async function published(site: string): Promise<{ html: string | undefined; script: string | undefined }> {
  const html = await readFile(join(site, 'dist/index.html'), 'utf8');
  const src = html.match(/data-island="Counter" data-src="\/([^"]+)"/)?.[1];
  expect(src, 'the page names its island').toBeDefined();
  const script = await readFile(join(site, 'dist', src!), 'utf8');
  return { html: html.match(/>version-(\d+)<\/button>/)?.[1], script: script.match(/version-(\d+)/)?.[1] };
}

/** A site whose home page holds the Counter island; `config`: its docsgen.config.mjs. */
async function islandSite(config = "export default { title: 'Race' };\n"): Promise<{ tree: string; site: string }> {
  // A module large enough that bundling it takes a moment: the saves below land inside the bundling.
  const words = Array.from({ length: 20_000 }, (_, i) => `w${i.toString(36)}`);
  const tree = await makeTree({
    'site/docsgen.config.mjs': config,
    'site/pages/index.mdx': "import Counter from '../components/Counter.island';\n\n# Home\n\n<Counter />\n",
    'site/pages/other.mdx': '# Other\n',
    'site/parts/part.mdx': 'A part.\n',
    'site/components/Counter.island.tsx': island(1),
    'site/components/words.ts': `export const words: string[] = ${JSON.stringify(words)};\n`,
    'outside/keep.txt': 'not to be touched',
  });
  temporary.push(tree);
  return { tree, site: join(tree, 'site') };
}

describe('an island component saved while the site builds', () => {
  it('while the server bundle reads it: the build fails naming the file, keeps the previous output; the next build is of one version', async () => {
    // The plugin runs on the partial in the main thread only while esbuild bundles the page (the
    // page's worker compiles it first, before the bundling): it saves the island there, once.
    const save = [
      "import { readFileSync, writeFileSync } from 'node:fs';",
      "import { isMainThread } from 'node:worker_threads';",
      'function remarkSaveIsland() {',
      '  return (tree, file) => {',
      "    if (!isMainThread || !String(file.path).endsWith('parts/part.mdx')) return;",
      "    const path = String(file.path).replace('parts/part.mdx', 'components/Counter.island.tsx');",
      "    const text = readFileSync(path, 'utf8');",
      "    if (text.includes('version-1<')) writeFileSync(path, text.replace('version-1<', 'version-2<'));",
      '  };',
      '}',
      "export default { title: 'Race', markdown: { remarkPlugins: [remarkSaveIsland] } };",
      '',
    ].join('\n');
    const { tree, site } = await islandSite(save);
    const first = await docsgen(['build', site], { timeoutMs: HANG_MS });
    expect(first.code, first.output).toBe(0);
    expect(await published(site)).toEqual({ html: '1', script: '1' });
    // Now the page imports the partial: the next build's bundling runs the plugin.
    await writeFile(join(site, 'pages/index.mdx'), "import Counter from '../components/Counter.island';\nimport Part from '../parts/part.mdx';\n\n# Home\n\n<Counter />\n\n<Part />\n");

    const output = await fingerprint(join(site, 'dist'));
    const around = await fingerprint(tree, ['site/dist', 'site/.docsgen-cache', 'site/components', 'site/pages']);
    const racy = await docsgen(['build', site], { timeoutMs: HANG_MS });
    expect(racy.code, racy.output).toBe(1);
    expect(racy.stderr).toContain(MESSAGE);
    expect(racy.stderr).toMatch(/build failed: 1 file with errors; the previous output was left as it was\n$/);
    expect(racy.output).not.toMatch(/internal error|\n\s+at /);
    expect(await fingerprint(join(site, 'dist'))).toEqual(output);
    expect(await fingerprint(tree, ['site/dist', 'site/.docsgen-cache', 'site/components', 'site/pages'])).toEqual(around);
    expect(await readFile(join(site, 'components/Counter.island.tsx'), 'utf8')).toContain('version-2<');

    const next = await docsgen(['build', site], { timeoutMs: HANG_MS });
    expect(next.code, next.output).toBe(0);
    expect(await published(site)).toEqual({ html: '2', script: '2' });
  });

  it('at 15 moments of the bundling: each build publishes one version or fails naming the file, and the next build serves the saved one', async () => {
    const { site } = await islandSite();
    const first = await docsgen(['build', site], { timeoutMs: HANG_MS });
    expect(first.code, first.output).toBe(0);
    // Each build bundles in a fresh folder under .docsgen-cache/server: its appearance starts the clock.
    const serverFolders = join(site, '.docsgen-cache/server');
    mkdirSync(serverFolders, { recursive: true });
    const outcomes: string[] = [];
    for (let attempt = 1; attempt <= 15; attempt += 1) {
      const version = 100 + attempt;
      const before = await published(site);
      const output = await fingerprint(join(site, 'dist'));
      let saving: Promise<void> | undefined;
      const watcher = watch(serverFolders, () => {
        saving ??= new Promise((resolve) => setTimeout(resolve, attempt * 60)).then(() => writeFile(join(site, 'components/Counter.island.tsx'), island(version)));
      });
      const racy = await docsgen(['build', site], { timeoutMs: HANG_MS });
      watcher.close();
      await (saving ?? writeFile(join(site, 'components/Counter.island.tsx'), island(version)));
      const after = await published(site);
      if (racy.code === 1) {
        expect(racy.stderr, `attempt ${attempt}`).toContain(MESSAGE);
        expect(await fingerprint(join(site, 'dist')), `attempt ${attempt}: the previous output`).toEqual(output);
        expect(after).toEqual(before);
      } else {
        expect(racy.code, `attempt ${attempt}: ${racy.output}`).toBe(0);
        expect(after.html, `attempt ${attempt}: the HTML and the island JavaScript it names`).toBe(after.script);
      }
      outcomes.push(racy.code === 1 ? 'refused' : after.html === String(version) ? 'new' : 'old');
      // Whatever happened, the next build (nothing changed since) serves the saved version throughout.
      const next = await docsgen(['build', site], { timeoutMs: HANG_MS });
      expect(next.code, `attempt ${attempt}: ${next.output}`).toBe(0);
      expect(await published(site), `attempt ${attempt} (${outcomes.join(', ')})`).toEqual({ html: String(version), script: String(version) });
    }
  }, 900_000);
});
