// The persistent cache is never wrong: after every edit (page text, headings, titles, renames,
// deletions, config, components, partials, images beside a page, a file a twoslash block imports,
// a file a code block includes),
// a build that uses the cache writes exactly the bytes a build without it (`--no-cache`) writes,
// and fails exactly as it does. Edits are drawn from a seeded generator, so a failure replays.
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusFile, corpusRoute, writeCorpus } from '../../bench/corpus.mjs';
import { compareWithColdBuild, edit, type Compared, removeFolders, reused, seededRandom, workFolder as makeWorkFolder } from '../support/incremental.js';
import { builtSearchIndex } from '../support/site.js';
import { addFiles, docsgen } from './hostile-site.js';

const made: string[] = [];
afterAll(() => removeFolders(made));

const workFolder = () => makeWorkFolder(made);

describe('incremental builds of the generated corpus', () => {
  it('match a build without the cache after each of a random sequence of edits', async () => {
    const dir = await workFolder();
    const pagesDir = join(dir, 'site', 'pages');
    const count = 30;
    writeCorpus(pagesDir, count);
    writeFileSync(join(dir, 'site', 'docsgen.config.ts'), "export default { title: 'Corpus' };\n");
    const random = seededRandom(17);
    const alive = Array.from({ length: count - 1 }, (_, i) => i + 1);
    const pick = () => alive[Math.floor(random() * alive.length)]!;
    const files = new Map<number, string>(alive.map((i) => [i, join(pagesDir, corpusFile(i))]));

    const first = await compareWithColdBuild(dir, 'first build');
    expect(reused(first.warm).compiled).toBe(0);
    const again = await compareWithColdBuild(dir, 'nothing changed');
    expect(reused(again.warm)).toEqual({ compiled: count, rendered: count });

    /** Links to page i, anywhere in the corpus, rewritten. */
    const relink = (i: number, replace: (link: string) => string) => {
      const route = corpusRoute(i);
      for (const file of [join(pagesDir, corpusFile(0)), ...files.values()]) {
        edit(file, (text) => text.replace(new RegExp(`\\[page ${i}\\]\\(${route}(#[\\w-]+)\\)`, 'g'), (link) => replace(link)));
      }
    };

    // Each edit: its name, what it does, and what the build after it must show besides the cold
    // build's output (a text edit recompiles that page alone).
    type Step = [name: string, apply: () => void, check?: (warm: Compared['warm']) => void];
    const edits: Step[] = [
      ['page text', () => edit(files.get(pick())!, (text) => `${text}\nA paragraph added by the test.\n`), (warm) => expect(reused(warm).compiled).toBe(alive.length)],
      ['a heading added', () => edit(files.get(pick())!, (text) => `${text}\n## Added heading\n\nUnder it.\n`)],
      ['a frontmatter title', () => edit(files.get(pick())!, (text) => text.replace(/^title: .*$/m, 'title: A new title'))],
      [
        'a page renamed (links to it follow)',
        () => {
          const i = pick();
          const from = files.get(i)!;
          const to = join(dirname(from), `renamed-${i}.mdx`);
          renameSync(from, to);
          files.set(i, to);
          relink(i, (link) => link.replace(`/page-${i}#`, `/renamed-${i}#`));
        },
      ],
      [
        'a page deleted (links to it dropped)',
        () => {
          const i = pick();
          rmSync(files.get(i)!);
          files.delete(i);
          alive.splice(alive.indexOf(i), 1);
          relink(i, () => `page ${i}`);
        },
      ],
      ['the config', () => writeFileSync(join(dir, 'site', 'docsgen.config.ts'), "export default { title: 'Corpus, renamed', description: 'Changed.' };\n")],
    ];
    // Every kind once, in a seeded order, then one more drawn at random.
    const order = edits.map((e) => [random(), e] as const).sort((a, b) => a[0] - b[0]).map(([, e]) => e);
    order.push(edits[Math.floor(random() * 3)]!);
    for (const [name, apply, check] of order) {
      apply();
      const { warm } = await compareWithColdBuild(dir, name);
      check?.(warm);
    }

    // A heading renamed while another page links to it: both builds fail, with the same report.
    const target = alive.find((i) => i + 1 < count && alive.includes(i - 1) && i > 1)!;
    edit(files.get(target)!, (text) => text.replace('## Section 1', '## First section'));
    const broken = await compareWithColdBuild(dir, 'a linked heading renamed');
    expect(broken.warm.code).toBe(1);
  }, 900_000);

  it('rebuilds corrupt or truncated cache entries instead of failing', async () => {
    const dir = await workFolder();
    writeCorpus(join(dir, 'site', 'pages'), 12);
    await compareWithColdBuild(dir, 'first build');
    const cacheDir = join(dir, 'site', '.docsgen-cache', 'build');
    const entries = readdirSync(cacheDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && /^[0-9a-f]{64}$/.test(e.name));
    expect(entries.length).toBeGreaterThan(12);
    entries.forEach((entry, i) => {
      const file = join(entry.parentPath, entry.name);
      if (i % 2 === 0) truncateSync(file, 100);
      else writeFileSync(file, 'garbage');
    });
    const { warm } = await compareWithColdBuild(dir, 'after corrupting every entry');
    expect(reused(warm).compiled).toBe(0);
    const healed = await compareWithColdBuild(dir, 'after the rebuild');
    expect(reused(healed.warm)).toEqual({ compiled: 12, rendered: 12 });
  }, 300_000);
});

describe('a site whose record spans many shards', () => {
  /** The cache entries holding shards of the record's pages, and parts of the search index, by name. */
  function shardEntries(cacheDir: string): { pages: Set<string>; parts: Set<string> } {
    const pages = new Set<string>();
    const parts = new Set<string>();
    for (const entry of readdirSync(cacheDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/^[0-9a-f]{64}$/.test(entry.name)) continue;
      const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      const body = text.slice(text.indexOf('\n') + 1);
      if (body.startsWith('{"pages":[["/')) parts.add(entry.name);
      else if (body.startsWith('{"/') && body.includes('"compiledHash"')) pages.add(entry.name);
    }
    return { pages, parts };
  }
  const added = (before: Set<string>, after: Set<string>) => [...after].filter((name) => !before.has(name));

  it('an edit rewrites one shard and one search index part, and the output is a cold build’s; a lost part costs a recount', async () => {
    const dir = await workFolder();
    const pagesDir = join(dir, 'site', 'pages');
    writeCorpus(pagesDir, 230);
    const cacheDir = join(dir, 'site', '.docsgen-cache', 'build');
    await compareWithColdBuild(dir, 'first build');
    const first = shardEntries(cacheDir);
    // 230 pages: four shards of pages.
    expect(first.pages.size).toBe(4);
    expect(first.parts.size).toBeGreaterThan(0);
    // Each part of the index a file of its own, named by its content; the others stay as they are, in place.
    const out = join(dir, 'out-warm');
    const partFiles = async () => new Map((await builtSearchIndex(out)).partFiles.map((file) => [file, statSync(join(out, file)).ino]));
    const filesBefore = await partFiles();
    expect(filesBefore.size).toBe(4);
    for (const file of filesBefore.keys()) expect(file).toMatch(/^docsgen\/search-part\.[0-9a-f]{16}\.json$/);

    edit(join(pagesDir, corpusFile(5)), (text) => `${text}\nWords added by the test: quokka.\n`);
    const edited = await compareWithColdBuild(dir, 'one page edited');
    expect(reused(edited.warm).compiled).toBe(229);
    const after = shardEntries(cacheDir);
    expect([added(first.pages, after.pages).length, added(after.pages, first.pages).length]).toEqual([1, 1]);
    expect([added(first.parts, after.parts).length, added(after.parts, first.parts).length]).toEqual([1, 1]);
    const filesAfter = await partFiles();
    const kept = [...filesAfter].filter(([file, ino]) => filesBefore.get(file) === ino);
    expect(kept).toHaveLength(3);
    expect([...filesBefore.keys()].filter((file) => !filesAfter.has(file)).every((file) => !existsSync(join(out, file)))).toBe(true);

    rmSync(join(pagesDir, corpusFile(9)));
    edit(join(pagesDir, corpusFile(5)), (text) => text.replace(/\[page 9\]\([^)]*\)/g, 'page 9'));
    for (const i of [6, 7, 8]) edit(join(pagesDir, corpusFile(i)), (text) => text.replace(/\[page 9\]\([^)]*\)/g, 'page 9'));
    await compareWithColdBuild(dir, 'one page deleted');

    // A part lost: its pages go to the workers (their compiled results still cached) to be counted again.
    const partsBefore = shardEntries(cacheDir).parts;
    const [lost] = partsBefore;
    rmSync(join(cacheDir, lost!.slice(0, 2), lost!));
    edit(join(pagesDir, corpusFile(11)), (text) => `${text}\nAnd a wombat.\n`);
    const recounted = await compareWithColdBuild(dir, 'a search index part lost, then a page edited');
    expect(reused(recounted.warm).compiled).toBe(228);
    expect(shardEntries(cacheDir).parts.size).toBe(partsBefore.size);
  }, 600_000);
});

describe('--no-cache and --clean', () => {
  it('build without touching the cache, or from an emptied one', async () => {
    const dir = await workFolder();
    writeCorpus(join(dir, 'site', 'pages'), 3);
    const root = join(dir, 'site');
    const cacheDir = join(root, '.docsgen-cache', 'build');
    const uncached = await docsgen(['build', root, '--no-cache']);
    expect(uncached.code, uncached.output).toBe(0);
    expect(existsSync(cacheDir)).toBe(false);
    await docsgen(['build', root]);
    const warm = await docsgen(['build', root]);
    expect(reused(warm)).toEqual({ compiled: 3, rendered: 3 });
    const ignored = await docsgen(['build', root, '--no-cache']);
    expect(reused(ignored)).toEqual({ compiled: 0, rendered: 0 });
    // --clean moves the cache aside and deletes it once the build is done, in the background.
    const cacheRoot = join(root, '.docsgen-cache');
    const setAside = () => readdirSync(cacheRoot).filter((name) => name.startsWith('build.cleaned-'));
    const clean = await docsgen(['build', root, '--clean']);
    expect(clean.code, clean.output).toBe(0);
    expect(reused(clean)).toEqual({ compiled: 0, rendered: 0 });
    await expect.poll(setAside, { timeout: 20_000 }).toEqual([]);
    const after = await docsgen(['build', root]);
    expect(reused(after)).toEqual({ compiled: 3, rendered: 3 });
    // One left by a run that was killed first is deleted by the next build.
    const left = join(cacheRoot, 'build.cleaned-999999999-abc');
    mkdirSync(join(left, '00'), { recursive: true });
    writeFileSync(join(left, '00', 'entry'), 'old');
    expect(setAside()).toEqual(['build.cleaned-999999999-abc']);
    const next = await docsgen(['build', root]);
    expect(reused(next)).toEqual({ compiled: 3, rendered: 3 });
    await expect.poll(setAside, { timeout: 20_000 }).toEqual([]);
  }, 300_000);
});

describe('the previous output, reused by hard link', () => {
  it('links unchanged files from the previous output, and never a file changed there since', async () => {
    const dir = await workFolder();
    writeCorpus(join(dir, 'site', 'pages'), 6);
    const out = join(dir, 'out-warm');
    await compareWithColdBuild(dir, 'first build');
    await compareWithColdBuild(dir, 'the record written');
    const page = join(out, 'section-1', 'page-1.html');
    const before = statSync(page);
    const { warm } = await compareWithColdBuild(dir, 'nothing changed');
    expect(reused(warm)).toEqual({ compiled: 6, rendered: 6 });
    // The same file, linked into the new output rather than written again.
    expect(statSync(page).ino).toBe(before.ino);
    expect(statSync(join(out, 'section-2', 'page-2.md')).nlink).toBeGreaterThanOrEqual(1);

    // Edited by hand in the output (same size, so only the stamp tells): written afresh.
    const html = readFileSync(page, 'utf8');
    writeFileSync(page, html.replace('<html', '<HTML'));
    await compareWithColdBuild(dir, 'an output page edited by hand');
    expect(readFileSync(page, 'utf8')).toBe(html);
    writeFileSync(join(out, 'search-index.json'), '{}');
    rmSync(join(out, 'llms-full.txt'));
    await compareWithColdBuild(dir, 'the search index and llms files changed by hand');

    // Put there by hand: a file, a folder, and a page's folder moved away with a link to it in its
    // place (its files still carry their stamps, seen through the link). The build patches the
    // output: the file and folder are removed, the link too (never what it points to), the page
    // written afresh.
    const pageInode = statSync(page).ino;
    writeFileSync(join(out, 'notes.txt'), 'mine');
    mkdirSync(join(out, 'extra'));
    writeFileSync(join(out, 'extra', 'x.txt'), 'x');
    const sectionFiles = readdirSync(join(out, 'section-2')).sort();
    renameSync(join(out, 'section-2'), join(dir, 'moved'));
    symlinkSync(join(dir, 'moved'), join(out, 'section-2'));
    const patched = await compareWithColdBuild(dir, 'files, a folder and a link added to the output by hand');
    expect(reused(patched.warm)).toEqual({ compiled: 6, rendered: 6 });
    expect(lstatSync(join(out, 'section-2')).isDirectory()).toBe(true);
    expect(readdirSync(join(dir, 'moved')).sort()).toEqual(sectionFiles);
    expect(statSync(page).ino).toBe(pageInode);

    // Deleted (a CI job that restored only the cache), then a page edited: the pages still come
    // from the record, the search index from its parts' cache entries, and the built-in 404 page
    // from its entry.
    const cacheDir = join(dir, 'site', '.docsgen-cache', 'build');
    const partEntries = async () => (await builtSearchIndex(out)).parts.map((part) => entryHolding(cacheDir, JSON.stringify(part))!);
    const indexEntries = await partEntries();
    const notFoundEntry = entryHolding(cacheDir, readFileSync(join(out, '404.html'), 'utf8'))!;
    expect(indexEntries.length).toBeGreaterThan(0);
    expect(indexEntries.every(Boolean)).toBe(true);
    expect(notFoundEntry).toBeDefined();
    const touched = (file: string) => statSync(file).mtimeMs;
    const entriesBefore = { index: indexEntries.map(touched), notFound: touched(notFoundEntry) };
    await new Promise((resolve) => setTimeout(resolve, 20));
    rmSync(out, { recursive: true });
    await compareWithColdBuild(dir, 'the output deleted');
    // Read (so touched) rather than made again.
    indexEntries.forEach((entry, i) => expect(touched(entry)).toBeGreaterThan(entriesBefore.index[i]!));
    expect(touched(notFoundEntry)).toBeGreaterThan(entriesBefore.notFound);
    // The pages' HTML and Markdown linked back from the files the cache keeps of them (store/stored-files.ts), not written again.
    const cacheInodes = () => new Set(readdirSync(cacheDir, { recursive: true, withFileTypes: true }).flatMap((entry) => (entry.isFile() ? [statSync(join(entry.parentPath, entry.name)).ino] : [])));
    for (const file of ['section-1/page-1.html', 'section-1/page-1/index.html', 'section-2/page-2.md']) expect(cacheInodes().has(statSync(join(out, file)).ino)).toBe(true);
    // Edited in place in the output, and so in the cache (one file under two names), then the
    // output deleted: the altered copy is never linked back, and is gone from the cache. (Its
    // inode number says nothing: the file system may give it to the next file created.)
    const altered = readFileSync(page, 'utf8').replace('<html', '<HTML');
    writeFileSync(page, altered);
    const holdingAltered = () => readdirSync(cacheDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && readFileSync(join(entry.parentPath, entry.name), 'utf8') === altered);
    expect(holdingAltered()).toHaveLength(1);
    rmSync(out, { recursive: true });
    await compareWithColdBuild(dir, 'a page edited in place in the output, then the output deleted');
    expect(readFileSync(page, 'utf8')).toBe(html);
    expect(holdingAltered()).toEqual([]);
    edit(join(dir, 'site', 'pages', corpusFile(3)), (text) => `${text}\nOne more paragraph.\n`);
    const edited = await compareWithColdBuild(dir, 'a page edited');
    expect(reused(edited.warm)).toEqual({ compiled: 5, rendered: 5 });
    // The part of the edited page before the edit is of no use any more: its entry is gone, the new one kept.
    const entriesNow = await partEntries();
    expect(entriesNow.every(Boolean)).toBe(true);
    const replaced = indexEntries.filter((entry) => !entriesNow.includes(entry));
    expect(replaced).toHaveLength(1);
    expect(existsSync(replaced[0]!)).toBe(false);
  }, 300_000);

  it('leaves other pages alone when one page changes: every page names the search index at the same address', async () => {
    const dir = await workFolder();
    writeCorpus(join(dir, 'site', 'pages'), 6);
    const out = join(dir, 'out-warm');
    await compareWithColdBuild(dir, 'first build');
    const other = join(out, 'section-2', 'page-2.html');
    const before = statSync(other).ino;
    expect(readFileSync(other, 'utf8')).toContain('&quot;indexUrl&quot;:&quot;/search-index.json&quot;');
    edit(join(dir, 'site', 'pages', corpusFile(3)), (text) => `${text}\nA word only this page has: zeppelin.\n`);
    await compareWithColdBuild(dir, 'one page edited');
    // The same file as before, hard-linked from the previous output: its bytes did not change.
    expect(statSync(other).ino).toBe(before);
    expect(JSON.stringify((await builtSearchIndex(out)).parts)).toContain('zeppelin');
  }, 300_000);
});

/** The cache entry (a file under `cacheDir`) whose value is the string `text`, if any. */
/** The cache entry holding `text` (a string is stored as its very text, store.ts). */
function entryHolding(cacheDir: string, text: string): string | undefined {
  const body = text;
  for (const entry of readdirSync(cacheDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/^[0-9a-f]{64}$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const data = readFileSync(file, 'utf8');
    if (data.slice(data.indexOf('\n') + 1) === body) return file;
  }
  return undefined;
}

const PNG_A = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PNG_B = Buffer.from('89504e470d0a1a0a0000000d4948445200000002000000020806000000', 'hex');

describe('incremental builds of a site with components, partials and images', () => {
  it('follow every file a page depends on', async () => {
    const dir = await workFolder();
    const site = join(dir, 'site');
    await addFiles(site, {
      'docsgen.config.ts': "import { defineConfig } from 'docsgen/config';\n\nexport default defineConfig({ title: 'Cache Site' });\n",
      'components/Badge.tsx': "export function Badge({ label }: { label: string }) {\n  return <span className=\"badge\">{label}</span>;\n}\n",
      'components/Note.jsx': 'export const Note = () => <aside>jsx note</aside>;\n',
      'components/Counter.island.tsx':
        "import { useState } from 'react';\n\nexport default function Counter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>{n}</button>;\n}\n",
      'pages/index.mdx': "import { Badge } from '../components/Badge';\nimport Counter from '../components/Counter.island';\nimport Shared from './_shared.mdx';\n\n# Home\n\n<Badge label=\"new\" />\n\n<Counter />\n\n<Shared />\n\nSee [the guide](/guide#pictures).\n",
      'pages/_shared.mdx': '## Shared heading\n\nShared text.\n',
      'pages/guide.mdx': '---\ntitle: Guide\n---\n\n# Guide\n\n## Pictures\n\n![one](./pic.png)\n\n![later](./later.png)\n',
      'pages/pic.png': PNG_A,
      'public/later.png': PNG_A,
      'pages/plain.md': '# Plain\n\nJust Markdown, see [home](/#shared-heading).\n',
      'pages/about.mdx': "import { Note } from '../components/Note';\n\n# About\n\nAbout this site.\n\n<Note />\n",
      // The blog index lists its posts' titles, dates and descriptions (the page list's fields).
      'pages/blog/index.mdx': '# Blog\n\n<BlogPosts />\n',
      'pages/blog/first.mdx': '---\ntitle: First post\ndate: 2026-01-02\n---\n\nHello.\n',
      'pages/blog/second.mdx': '---\ntitle: Second post\ndate: 2026-02-03\ndescription: More.\n---\n\nAgain.\n',
    });
    await compareWithColdBuild(dir, 'first build');
    const again = await compareWithColdBuild(dir, 'nothing changed');
    expect(reused(again.warm)).toEqual({ compiled: 7, rendered: 7 });
    // An edit to a post's text re-renders that post only: no page shows another's text.
    edit(join(site, 'pages/blog/first.mdx'), (text) => `${text}\nMore words.\n`);
    const textEdit = await compareWithColdBuild(dir, "a post's text");
    expect(reused(textEdit.warm)).toEqual({ compiled: 6, rendered: 6 });
    // Its title is on the blog index: that page is rendered again too.
    edit(join(site, 'pages/blog/first.mdx'), (text) => text.replace('title: First post', 'title: The first post'));
    const titleEdit = await compareWithColdBuild(dir, "a post's title");
    expect(reused(titleEdit.warm)).toEqual({ compiled: 6, rendered: 5 });
    // A page that imports components has a bundled module of its own, which its text edit changes:
    // that page is rendered again, and no other (the others' keys hold only the shared bundles).
    edit(join(site, 'pages/about.mdx'), (text) => text.replace('About this site.', 'About this site, edited.'));
    const moduleEdit = await compareWithColdBuild(dir, "the text of a page that imports a component");
    expect(reused(moduleEdit.warm)).toEqual({ compiled: 6, rendered: 6 });

    // Each step: its name, what it does, and what the output must show besides the cold build's.
    const steps: [name: string, apply: () => void, check?: () => void][] = [
      ['the partial', () => writeFileSync(join(site, 'pages/_shared.mdx'), '## Shared heading\n\nOther shared text.\n\n## Second shared heading\n')],
      ['the component', () => edit(join(site, 'components/Badge.tsx'), (text) => text.replace('className="badge"', 'className="badge badge--new"'))],
      ['the island', () => edit(join(site, 'components/Counter.island.tsx'), (text) => text.replace('{n}</button>', 'clicked {n}</button>'))],
      ['an image beside a page', () => writeFileSync(join(site, 'pages/pic.png'), PNG_B)],
      ['an image appearing beside a page', () => writeFileSync(join(site, 'pages/later.png'), PNG_B)],
      ['a title the sidebar shows', () => edit(join(site, 'pages/guide.mdx'), (text) => text.replace('title: Guide', 'title: The guide'))],
      ['the config', () => edit(join(site, 'docsgen.config.ts'), (text) => text.replace("'Cache Site'", "'Cache Site 2'"))],
      ['the site stylesheet', () => writeFileSync(join(site, 'styles.css'), '.badge { color: rebeccapurple; }\n')],
      // esbuild resolves Note.tsx before Note.jsx: a kept bundle must notice the file appearing.
      [
        'a component appearing beside the one imported',
        () => writeFileSync(join(site, 'components/Note.tsx'), 'export const Note = () => <aside>tsx note</aside>;\n'),
        () => expect(readFileSync(join(dir, 'out-warm', 'about.html'), 'utf8')).toContain('tsx note'),
      ],
      ['a theme override added', () => {
        writeFileSync(join(site, 'components/Footer.tsx'), 'export default function Footer() {\n  return <footer>Overridden footer</footer>;\n}\n');
        edit(join(site, 'docsgen.config.ts'), (text) => text.replace("title: 'Cache Site 2'", "title: 'Cache Site 2', components: { Footer: './components/Footer.tsx' }"));
      }],
      [
        'the override edited',
        () => edit(join(site, 'components/Footer.tsx'), (text) => text.replace('Overridden footer', 'Edited footer')),
        () => expect(readFileSync(join(dir, 'out-warm', 'index.html'), 'utf8')).toContain('Edited footer'),
      ],
      ['a heading the plain page links to, removed from the partial', () => writeFileSync(join(site, 'pages/_shared.mdx'), 'No heading now.\n')],
      ['the partial fixed again', () => writeFileSync(join(site, 'pages/_shared.mdx'), '## Shared heading\n\nBack.\n')],
      ["a post's date (the blog's order)", () => edit(join(site, 'pages/blog/first.mdx'), (text) => text.replace('2026-01-02', '2026-03-04'))],
      ['a page deleted', () => rmSync(join(site, 'pages/about.mdx'))],
      ['a post deleted', () => rmSync(join(site, 'pages/blog/second.mdx'))],
    ];
    for (const [name, apply, check] of steps) {
      apply();
      await compareWithColdBuild(dir, name);
      check?.();
    }
  }, 600_000);

  it('follow a file a twoslash block imports', async () => {
    const dir = await workFolder();
    const site = join(dir, 'site');
    await addFiles(site, {
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', lib: ['ES2022'], types: [], module: 'ESNext', moduleResolution: 'Bundler', paths: { 'site/*': ['./lib/*'] } } }),
      'lib/answer.ts': 'export const answer = 42 as const;\n',
      'pages/index.mdx': "# Types\n\n```ts twoslash\nimport { answer } from 'site/answer';\nconst value = answer;\n//    ^?\n```\n",
    });
    await compareWithColdBuild(dir, 'first build');
    const html = () => readFileSync(join(dir, 'out-warm', 'index.html'), 'utf8');
    expect(html()).toContain('42');
    writeFileSync(join(site, 'lib/answer.ts'), "export const answer = 'forty-two' as const;\n");
    await compareWithColdBuild(dir, 'the imported module changed');
    expect(html()).toContain('forty-two');
    // A module that did not exist, now shadowing the old one (resolution changes).
    writeFileSync(join(site, 'lib/answer.tsx'), 'export const answer = 7 as const;\n');
    expect(existsSync(join(site, 'lib/answer.tsx'))).toBe(true);
    await compareWithColdBuild(dir, 'a module appearing');
    const { warm } = await compareWithColdBuild(dir, 'nothing changed');
    expect(reused(warm)).toEqual({ compiled: 1, rendered: 1 });
  }, 300_000);
});

describe('incremental builds of pages that include code', () => {
  it('follow the files code blocks include (Vocs `[!include]`, VitePress `<<<`)', async () => {
    const dir = await workFolder();
    const site = join(dir, 'site');
    await addFiles(site, {
      'snippets/client.ts': "// [!region setup]\nexport const client = 'first';\n// [!endregion setup]\n",
      'snippets/other.ts': 'export const other = 1;\n',
      'pages/index.mdx': '# Included\n\n```ts\n// [!include ~/snippets/client.ts:setup]\n```\n',
      'pages/snippet.md': '# Snippet\n\n<<< @/snippets/other.ts\n',
      'pages/plain.md': '# Plain\n\nNo code here.\n',
    });
    await compareWithColdBuild(dir, 'first build');
    const html = (page: string) => readFileSync(join(dir, 'out-warm', page), 'utf8');
    expect(html('index.html')).toContain('first');
    writeFileSync(join(site, 'snippets/client.ts'), "// [!region setup]\nexport const client = 'second';\n// [!endregion setup]\n");
    const included = await compareWithColdBuild(dir, 'the included file edited');
    expect(html('index.html')).toContain('second');
    // Only the page that includes it compiles again.
    expect(reused(included.warm).compiled).toBe(2);
    writeFileSync(join(site, 'snippets/other.ts'), 'export const other = 2;\n');
    const snippet = await compareWithColdBuild(dir, 'the snippet file edited');
    expect(html('snippet.html')).toMatch(/other<\/span>.*2<\/span>/s);
    expect(reused(snippet.warm).compiled).toBe(2);
    // A region renamed away fails the page in both builds, in the same words.
    writeFileSync(join(site, 'snippets/client.ts'), "// [!region renamed]\nexport const client = 'third';\n// [!endregion renamed]\n");
    const failed = await compareWithColdBuild(dir, 'the region gone');
    expect(failed.cold.code).toBe(1);
    expect(failed.cold.stderr).toContain('no region "setup" in the file');
    rmSync(join(site, 'snippets/other.ts'));
    await compareWithColdBuild(dir, 'the snippet file deleted');
  }, 300_000);
});
