// `docsgen build` checks links: every internal link, #anchor and image of the pages and the config,
// from what the build compiled, judged like check-links; a broken one fails the build with exit 1
// at its file:line:column. And links come out as authors mean them: relative to the page's file,
// under the base path, encoded names kept encoded, images beside a page copied and hashed.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtSearchIndex } from '../support/site.js';
import { docsgen, makeTree, removeAll } from './hostile-site.js';
import { errorReference } from '../../compiler/errors/docsgen-error.js';

const temporary: string[] = [];
afterEach(() => removeAll(temporary));

async function site(files: Record<string, string | Buffer>): Promise<string> {
  const tree = await makeTree(Object.fromEntries(Object.entries(files).map(([path, content]) => [`site/${path}`, content])));
  temporary.push(tree);
  return join(tree, 'site');
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('docsgen build checks links', () => {
  it('fails on a broken link, anchor, image or config link, each at its place with a hint', async () => {
    const root = await site({
      'docsgen.config.ts': "export default { logoUrl: '/logo.svg', sidebar: [{ text: 'Core', link: '/core' }, { text: 'Gone', link: '/gone' }], topNav: [{ text: 'API', link: '/api/x' }] };\n",
      'pages/index.mdx': '# Home\n\n## Usage\n\n[typo](/core/createStor#usage)\n\n[anchor](/core/createStore#usag)\n\n[fine](#usage)\n',
      'pages/core/index.mdx': '# Core\n',
      'pages/core/createStore.mdx': '# createStore\n\n## Usage\n\n![missing](/missing.png)\n\n<img src="./nope.png" alt="" />\n\n<a href={"/nowhere"}>jsx</a>\n',
    });
    const result = await docsgen(['build', root]);
    expect(result.code, result.output).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toEqual([
      'docsgen.config.ts:sidebar[1].link  /gone  no such page',
      'docsgen.config.ts:topNav[0].link  /api/x  no such page',
      'docsgen.config.ts:logoUrl  /logo.svg  no such file (files come from public/)',
      'pages/core/createStore.mdx:5:1  /missing.png  no such file (files come from public/)',
      'pages/core/createStore.mdx:7:1  ./nope.png  no such file (files come from public/): resolves to /core/nope.png',
      'pages/core/createStore.mdx:9:1  /nowhere  no such page',
      'pages/index.mdx:5:1  /core/createStor#usage  no such page (did you mean /core/createStore?)',
      'pages/index.mdx:7:1  /core/createStore#usag  no #usag on /core/createStore (did you mean #usage?)',
      `${errorReference('BrokenLink')}`,
      '',
      'build failed: 8 broken links in 3 files; the previous output was left as it was',
    ]);
  });

  it('leaves alone the links config links.ignore and --ignore-link name', async () => {
    const root = await site({
      'docsgen.config.ts': "export default { links: { ignore: ['/api/**', /^\\/legacy\\//] } };\n",
      'pages/index.mdx': '# Home\n\n[a](/api/v1/thing) [b](/legacy/page) [c](/generated/x) [d](/typo)\n',
    });
    const once = await docsgen(['build', root]);
    expect(once.code, once.output).toBe(1);
    expect(once.stderr).toContain('pages/index.mdx:3:38  /generated/x  no such page');
    expect(once.stderr).toContain('pages/index.mdx:3:56  /typo  no such page');
    expect(once.stderr).not.toMatch(/\/api\/v1|\/legacy/);
    const relaxed = await docsgen(['build', root, '--ignore-link', '/generated/*', '--ignore-link', '/typo']);
    expect(relaxed.code, relaxed.output).toBe(0);
    const badConfig = await site({ 'docsgen.config.ts': 'export default { links: { ignore: [42] } };\n', 'pages/index.mdx': '# Home\n' });
    const refused = await docsgen(['build', badConfig]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('links.ignore[0]: expected a string or a regular expression, found the number 42');
  });

  it('resolves relative links against the page file, and writes hrefs that work in a browser', async () => {
    const root = await site({
      'pages/index.mdx': '# Home\n\n[start](./guide/start) [core](core/index.mdx)\n',
      'pages/guide/index.mdx': '# Guide\n\n[start](./start) [up](../) [sibling file](./start.mdx#steps)\n',
      'pages/guide/start.mdx': '# Start\n\n## Steps\n\n[next](./next) [guide](./) [home](../index.mdx)\n',
      'pages/guide/next.md': '# Next\n\n[start](start)\n',
      'pages/core/index.mdx': '# Core\n',
    });
    const result = await docsgen(['build', root, '--base', '/docs']);
    expect(result.code, result.output).toBe(0);
    const hrefs = async (file: string) => [...(await readFile(join(root, 'dist', file), 'utf8')).matchAll(/<a href="([^"]*)">(start|core|up|sibling file|next|guide|home)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`);
    expect(await hrefs('index.html')).toEqual(['start /docs/guide/start', 'core /docs/core']);
    expect(await hrefs('guide.html')).toEqual(['start /docs/guide/start', 'up /docs/', 'sibling file /docs/guide/start#steps']);
    expect(await hrefs('guide/start.html')).toEqual(['next /docs/guide/next', 'guide /docs/guide/', 'home /docs/']);
    expect(await hrefs('guide/next.html')).toEqual(['start /docs/guide/start']);
  });

  it('puts images under the base path, and copies images beside a page into the assets with a hash', async () => {
    const tree = await makeTree({ 'secret.png': PNG, 'site/pages/index.mdx': '# Home\n\n![outside](../../secret.png)\n' });
    temporary.push(tree);
    const result = await docsgen(['build', join(tree, 'site'), '--base', '/docs']);
    expect(result.code, result.output).toBe(1);
    // A file outside the site folder is never published, so that image is broken.
    expect(result.stderr.trim().split('\n')[0]).toBe('pages/index.mdx:3:1  ../../secret.png  no such file (files come from public/): resolves to /secret.png');
    expect(await readdir(tree)).not.toContain('dist');
    const fixed = await site({
      'pages/index.mdx': '# Home\n\n![diagram](/diagram.png)\n\n<img src="/diagram.png" alt="again" />\n',
      'pages/guide/index.mdx': '# Guide\n\n![shot](./shot.png)\n\n<img src={"shot.png"} alt="jsx" />\n',
      'pages/guide/shot.png': PNG,
      // A page that imports a component is compiled for the bundler: its images too.
      'pages/bundled.mdx': "import Note from './Note';\n\n# Bundled\n\n<Note />\n\n![shot](./guide/shot.png)\n",
      'pages/Note.tsx': 'export default function Note() { return <aside>note</aside>; }\n',
      'public/diagram.png': PNG,
    });
    const built = await docsgen(['build', fixed, '--base', '/docs']);
    expect(built.code, built.output).toBe(0);
    const home = await readFile(join(fixed, 'dist/index.html'), 'utf8');
    expect(home).toContain('<img src="/docs/diagram.png" alt="diagram"/>');
    expect(home).toContain('<img src="/docs/diagram.png" alt="again"/>');
    const guide = await readFile(join(fixed, 'dist/guide.html'), 'utf8');
    const sources = [...guide.matchAll(/<img src="([^"]+)" alt="(shot|jsx)"/g)].map((m) => m[1]);
    expect(sources).toHaveLength(2);
    expect(sources[0]).toMatch(/^\/docs\/docsgen\/shot-[a-f0-9]{12}\.png$/);
    expect(sources[1]).toBe(sources[0]);
    const copied = await readFile(join(fixed, 'dist', sources[0]!.slice('/docs/'.length)));
    expect(copied.equals(PNG)).toBe(true);
    expect(await readFile(join(fixed, 'dist/bundled.html'), 'utf8')).toContain(`<img src="${sources[0]}" alt="shot"/>`);
    // The copy is named by its content, so hosts may cache it for good, like the scripts beside it.
    expect(await readFile(join(fixed, 'dist/_headers'), 'utf8')).toContain('/docs/docsgen/*\n  Cache-Control: public, max-age=31536000, immutable');
  });

  it('keeps encoded names encoded: routes with # and % in their file names, footnote anchors', async () => {
    const root = await site({
      'pages/index.mdx': '# Home\n\n[hash](/has%23hash) [percent](/with%2520space) [note](#user-content-fn-1)\n\nA claim.[^1]\n\n[^1]: The source.\n',
      'pages/has#hash.mdx': '# Has hash\n\nThe page with a hash in its name.\n',
      'pages/with%20space.mdx': '# With percent\n',
    });
    const result = await docsgen(['build', root]);
    expect(result.code, result.output).toBe(0);
    const home = await readFile(join(root, 'dist/index.html'), 'utf8');
    expect(home).toContain('<a href="/has%23hash">hash</a>');
    expect(home).toContain('<a href="/with%2520space">percent</a>');
    expect(home).toContain('id="user-content-fn-1"');
    const files = await readdir(join(root, 'dist'), { recursive: true });
    expect(files).toEqual(expect.arrayContaining(['has#hash.html', 'with%20space.html']));
    const index = await builtSearchIndex(join(root, 'dist'));
    expect(JSON.stringify(index.parts)).toContain('"/has#hash"');
    // The dialog builds each result's href from the route: encoded (theme/shared/search/load-index.ts).
    const { storedDocuments } = await import('../../theme/shared/search/load-index.js');
    const docs = storedDocuments(index);
    expect(docs.find((doc) => doc.title === 'Has hash')?.href).toBe('/has%23hash');
  });
});
