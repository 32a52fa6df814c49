// A git version's section of the output record (compiler/builder/version-sections.ts): what its key
// is made of, when a section is recorded at all, which recorded pages it vouches for, and that the
// record keeps it as an entry of its own.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateConfig } from '../../../config/validate.js';
import { gitVersionPages, sectionHits, sectionsHeldByFiles, sectionsToRecord, type BuiltPage } from '../../../compiler/builder/version-sections.js';
import { readOutputRecord, saveOutputRecord, textHash, type PageRecord } from '../../../compiler/cache/output-record.js';
import { openStore } from '../../../compiler/store/store.js';
import type { PageFile } from '../../../compiler/pages/discover.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const ROOT = '/site';
const COPY = '/site/.docsgen-cache/versions/v1';
const VERSIONS = validateConfig({ versions: { current: { label: 'v2' }, v1: { git: 'v1.0' } } }).versions;
const COPIES = new Map([['v1', { root: COPY, tree: 'tree-a' }]]);

function page(route: string, versions: string[]): PageFile {
  const within = route.slice('/v1'.length) || '/';
  const file = within === '/' ? 'index.mdx' : `${within.slice(1)}.mdx`;
  return { filePath: `${COPY}/pages/${file}`, relativePath: `.docsgen-cache/versions/v1/pages/${file}`, route, version: { prefix: '/v1', prefixes: ['/v1'], siteRoot: COPY, site: ROOT }, versions };
}

const CURRENT: PageFile = { filePath: '/site/pages/index.mdx', relativePath: 'pages/index.mdx', route: '/', versions: ['current', 'v1'] };
const FILES = [CURRENT, page('/v1', ['current', 'v1']), page('/v1/old', ['v1'])];
const filesKey = (files: PageFile[], copies = COPIES, times = new Map<string, number>()) => gitVersionPages(ROOT, files, VERSIONS, copies, times).get('v1')?.filesKey;

const built = (file: PageFile): BuiltPage => ({ scan: { title: file.route, frontmatter: {} }, sourceHash: `source of ${file.route}`, compiledKey: `key of ${file.route}`, esm: false, twoslash: 0 });
const recorded = (files: PageFile[], deps: PageRecord['compiled']['files'] = []) =>
  Object.fromEntries(files.map((file) => [file.route, { compiled: { key: `key of ${file.route}`, files: deps }, compiledHash: 'h', info: { route: file.route, sections: [] } } as unknown as PageRecord]));

describe('a git version’s section key', () => {
  it('holds the version’s pages, and nothing of the current version’s', () => {
    const groups = gitVersionPages(ROOT, FILES, VERSIONS, COPIES, new Map());
    expect([...groups.keys()]).toEqual(['v1']);
    expect(groups.get('v1')!.files.map((file) => file.route)).toEqual(['/v1', '/v1/old']);
    // A page of the current version only (no v1 page at its route) changes nothing of v1's.
    expect(filesKey([...FILES, { ...CURRENT, route: '/new', filePath: '/site/pages/new.mdx', versions: ['current'] }])).toBe(filesKey(FILES));
  });

  it('changes with the tree, with a page of the version, with the versions at one of its routes, with a last-updated time', () => {
    const before = filesKey(FILES);
    expect(filesKey(FILES, new Map([['v1', { root: COPY, tree: 'tree-b' }]]))).not.toBe(before);
    expect(filesKey([...FILES, page('/v1/added', ['v1'])])).not.toBe(before);
    // A page added at /old in the current version: v1's /old shows it in its picker.
    expect(filesKey([CURRENT, page('/v1', ['current', 'v1']), page('/v1/old', ['current', 'v1'])])).not.toBe(before);
    expect(filesKey(FILES, COPIES, new Map([[`${COPY}/pages/old.mdx`, 1_700_000_000_000]]))).not.toBe(before);
  });

  it('is not made for a version without a tree hash (a folder version) or a site of one version', () => {
    expect(gitVersionPages(ROOT, FILES, VERSIONS, new Map([['v1', { root: COPY }]]), new Map()).size).toBe(0);
    expect(gitVersionPages(ROOT, FILES, undefined, COPIES, new Map()).size).toBe(0);
  });
});

describe('recording a section', () => {
  const groups = gitVersionPages(ROOT, FILES, VERSIONS, COPIES, new Map());

  it('keeps what reading each page gave, when every page of the version is recorded', () => {
    const sections = sectionsToRecord(groups, 'settings', recorded(FILES), built, undefined)!;
    expect(sections['v1']!.pages.map((p) => [p.route, p.compiledKey, p.scan?.title])).toEqual([
      ['/v1', 'key of /v1', '/v1'],
      ['/v1/old', 'key of /v1/old', '/v1/old'],
    ]);
    // Held by the same files, and the very object given back while files and settings are the same.
    expect(sectionsHeldByFiles(sections, groups).get('v1')).toBe(sections['v1']);
    expect(sectionsToRecord(groups, 'settings', recorded(FILES), built, sections)!['v1']).toBe(sections['v1']);
    expect(sectionsToRecord(groups, 'other settings', recorded(FILES), built, sections)!['v1']).not.toBe(sections['v1']);
  });

  it('is not made when a page is missing from the record, or its frontmatter would not come back from JSON as it is', () => {
    expect(sectionsToRecord(groups, 'settings', recorded(FILES.slice(0, 2)), built, undefined)).toBeUndefined();
    const infinite = (file: PageFile): BuiltPage => ({ ...built(file), scan: { title: 'x', frontmatter: { weight: Infinity } } });
    expect(sectionsToRecord(groups, 'settings', recorded(FILES), infinite, undefined)).toBeUndefined();
  });
});

describe('the pages a held section vouches for', () => {
  it('are the recorded ones whose dependencies outside the copy hold; the copy’s own files are the tree’s', () => {
    const dir = mkdtempSync(join(tmpdir(), 'version-sections-'));
    dirs.push(dir);
    const outside = join(dir, 'types.d.ts');
    writeFileSync(outside, 'export {};\n');
    const groups = gitVersionPages(ROOT, FILES, VERSIONS, COPIES, new Map());
    const section = sectionsToRecord(groups, 'settings', recorded(FILES), built, undefined)!['v1']!;
    const held = new Map([['v1', section]]);
    const store = openStore(join(dir, 'cache'));
    // A partial inside the copy (not there at all: never looked at) and a file outside it, unchanged.
    const deps = [
      { k: 'text' as const, p: `${COPY}/partials/note.mdx`, h: 'whatever' },
      { k: 'text' as const, p: outside, h: textHash('export {};\n') },
    ];
    const kept = sectionHits({ pages: recorded(FILES, deps) }, held, groups, store);
    expect([...kept.hits.keys()]).toEqual(['/v1', '/v1/old']);
    expect(kept.whole).toEqual(['v1']);
    writeFileSync(outside, 'export const changed = 1;\n');
    const changed = sectionHits({ pages: recorded(FILES, deps) }, held, groups, store);
    expect(changed.hits.size).toBe(0);
    expect(changed.whole).toEqual([]);
  });
});

describe('the output record', () => {
  it('keeps each section as an entry of its own, written only when it changed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'version-sections-'));
    dirs.push(dir);
    const outDir = join(dir, 'dist');
    mkdirSync(outDir);
    const store = openStore(join(dir, 'cache'));
    const groups = gitVersionPages(ROOT, FILES, VERSIONS, COPIES, new Map());
    const pages = recorded(FILES);
    const sections = sectionsToRecord(groups, 'settings', pages, built, undefined)!;
    const output = { written: new Map<string, string>(), reused: new Set<string>() };
    saveOutputRecord(store, { outDir, pages, sections }, output, undefined);
    const read = readOutputRecord(store, outDir)!;
    expect(read.sections?.['v1']).toEqual(sections['v1']);
    const writes = store.writes;
    // The same record with the same section: nothing written.
    saveOutputRecord(store, { outDir, pages: read.pages, sections: read.sections! }, output, read);
    expect(store.writes).toBe(writes);
    // Without it: the record is written again and names none.
    saveOutputRecord(store, { outDir, pages: read.pages }, output, read);
    expect(readOutputRecord(store, outDir)!.sections).toBeUndefined();
  });
});
