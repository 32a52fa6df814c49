// A version from git taken whole: its pages' compiled results come from the output record without
// reading, scanning, keying or checking each page, while nothing they are made of has changed.
//
// Why this is safe: a git version's pages are read from its copy (pages/git-version.ts), which is
// written from the ref's tree and named by that tree's hash; while the hash is the same, every file
// of the copy is too (the copy is docsgen's, under .docsgen-cache/, like the cache's entries). A
// page's compiled result is a function of its source and of what it read (files inside the copy,
// covered by the hash, and outside it, which are checked: twoslash's packages, say), its file,
// route and version (the version's page list, with every page's `versions`, is in the key: a page
// added or removed in ANY version changes the picker of the pages at its route), its last-updated
// time (in the key), and the compile settings (compile options, site plugins, the documented API
// symbols, docsgen itself). The section's key is all of that; when it is the one recorded, the
// recorded compiled results are this build's, and the section gives what the build would have
// learnt from reading each page (its summary for the page list, its source's hash, its own
// compiled key, whether it imports components, its type-checked blocks).
//
// Only the compile is taken whole: each page's HTML is still checked against its key (the render
// context, the page list's fields it read) and its output files against their stamps, in
// warm-pages.ts, as for any page. A folder version (versions/<key>/pages) has no such hash: it stays
// on the per-page path, as does the current version (the working tree).
import { sep } from 'node:path';
import type { ResolvedVersion } from '../../config/types.js';
import { dependencyListHolds } from '../mdx/highlight/code-cache.js';
import { DependencyChecker } from '../store/dependencies.js';
import { docsgenFingerprint } from '../store/docsgen-fingerprint.js';
import type { PageRecord, VersionSection, SectionPage } from '../cache/output-record.js';
import { cacheKey, type CacheStore } from '../store/store.js';
import type { PageFile } from '../pages/discover.js';

export type { VersionSection, SectionPage };

/** A git version's pages as this build found them, with its copy's folder and tree hash. */
export interface GitVersionPages {
  version: ResolvedVersion;
  /** The version's site folder: the copy of the ref's tree. */
  root: string;
  /** The tree's hash (the copy's marker). */
  tree: string;
  files: PageFile[];
  /**
   * What the version's pages are made of besides the compile settings: docsgen, the tree, every
   * page's file, route, version, the versions having a page at its route, its last-updated time.
   */
  filesKey: string;
}

// The section's format: a section of another format is never read.
const FORMAT = 1;

/** Each git version's pages (by version key), in the order of `files`, with the key of what they are made of. */
export function gitVersionPages(root: string, files: readonly PageFile[], versions: readonly ResolvedVersion[] | undefined, trees: ReadonlyMap<string, { root: string; tree?: string }>, times: ReadonlyMap<string, number>): Map<string, GitVersionPages> {
  const groups = new Map<string, GitVersionPages>();
  if (!versions || versions.length < 2) return groups;
  const byPrefix = new Map<string, { version: ResolvedVersion; root: string; tree: string; files: PageFile[] }>();
  for (const version of versions) {
    const copy = trees.get(version.key);
    if (version.source.kind === 'git' && copy?.tree && version.prefix) byPrefix.set(version.prefix, { version, root: copy.root, tree: copy.tree, files: [] });
  }
  for (const file of files) {
    const group = file.version && byPrefix.get(file.version.prefix);
    if (group) group.files.push(file);
  }
  for (const { version, root: copy, tree, files: own } of byPrefix.values()) {
    if (own.length === 0) continue;
    const listed = own.map((f) => [f.route, f.relativePath, f.filePath, f.fallback ?? false, f.translations ?? null, f.versions ?? null, f.version ?? null, f.source === undefined ? null : 'generated', times.get(f.filePath) ?? null]);
    const filesKey = cacheKey('version section', FORMAT, docsgenFingerprint(), root, version.key, version.prefix, copy, tree, JSON.stringify(listed));
    groups.set(version.key, { version, root: copy, tree, files: own, filesKey });
  }
  return groups;
}

/**
 * The key of the compile settings every page of a version is compiled with: the compile options
 * (compileOptionsKey), the site plugins' identity, the index of documented API symbols.
 */
export function sectionSettingsKey(optionsKey: string, sitePlugins: string, apiIndex: string): string {
  return cacheKey('version section settings', optionsKey, sitePlugins, apiIndex);
}

/**
 * The recorded sections whose pages are the same files as this build's (`filesKey`), by route:
 * each page's section entry. Their compile settings are checked once they are known
 * (`sectionSettingsKey`), before any of it is used.
 */
export function sectionsHeldByFiles(recorded: Readonly<Record<string, VersionSection>> | undefined, groups: ReadonlyMap<string, GitVersionPages>): Map<string, VersionSection> {
  const held = new Map<string, VersionSection>();
  for (const [key, group] of groups) {
    const section = recorded?.[key];
    if (section && section.files === group.filesKey && Array.isArray(section.pages) && section.pages.length === group.files.length) held.set(key, section);
  }
  return held;
}

/** Every page of the sections, by route. */
export function sectionPages(sections: ReadonlyMap<string, VersionSection>): Map<string, SectionPage> {
  const pages = new Map<string, SectionPage>();
  for (const section of sections.values()) for (const page of section.pages) pages.set(page.route, page);
  return pages;
}

/**
 * The recorded pages of the held sections whose compiled result is this build's: each page the
 * record holds whose dependencies outside its version's copy (the copy's are the tree's) and
 * type-checked blocks' dependency lists still hold. By route; and the versions all of whose pages
 * are there.
 */
export function sectionHits(record: { pages: Readonly<Record<string, PageRecord>> } | undefined, held: ReadonlyMap<string, VersionSection>, groups: ReadonlyMap<string, GitVersionPages>, store: CacheStore): { hits: Map<string, PageRecord>; whole: string[] } {
  const hits = new Map<string, PageRecord>();
  const whole: string[] = [];
  if (!record) return { hits, whole };
  const checker = new DependencyChecker();
  for (const [key, section] of held) {
    const inCopy = groups.get(key)!.root + sep;
    let all = true;
    for (const { route } of section.pages) {
      const page = record.pages[route];
      const outside = page && Array.isArray(page.compiled?.files) ? page.compiled.files.filter((dep) => !(typeof dep?.p === 'string' && dep.p.startsWith(inCopy))) : undefined;
      const lists = page?.compiled.twoslash ?? [];
      if (outside && Array.isArray(lists) && checker.holds(outside) && lists.every((list) => typeof list === 'string' && dependencyListHolds(store, checker, list))) hits.set(route, page!);
      else all = false;
    }
    if (all) whole.push(key);
  }
  return { hits, whole };
}

/** What the build knows of a page once it is built, for its version's next section. */
export interface BuiltPage {
  /** What the page list shows of it (PageSummary's fields from its source); none for a fallback page. */
  scan?: SectionPage['scan'];
  sourceHash?: string;
  compiledKey?: string;
  esm: boolean;
  twoslash: number;
}

/**
 * Each git version's section for the next build: only for a version every page of which was built
 * and recorded (a page left out of the record, say one whose compile could not be cached, leaves
 * its version on the per-page path). A section the same as the one read is that very object, so
 * saving the record finds it unchanged.
 */
export function sectionsToRecord(groups: ReadonlyMap<string, GitVersionPages>, settings: string, pages: Readonly<Record<string, PageRecord>>, built: (file: PageFile) => BuiltPage, previous: Readonly<Record<string, VersionSection>> | undefined): Record<string, VersionSection> | undefined {
  const sections: Record<string, VersionSection> = {};
  for (const [key, group] of groups) {
    const before = previous?.[key];
    if (before && before.files === group.filesKey && before.settings === settings && group.files.every((file) => pages[file.route] !== undefined)) {
      sections[key] = before;
      continue;
    }
    const list: SectionPage[] = [];
    for (const file of group.files) {
      const page = built(file);
      // A frontmatter value JSON would not give back as it is (`.inf`) is read from the page each time.
      if (!pages[file.route] || page.sourceHash === undefined || page.compiledKey === undefined || (!file.fallback && !(page.scan && jsonSafe(page.scan)))) break;
      list.push({
        route: file.route,
        sourceHash: page.sourceHash,
        compiledKey: page.compiledKey,
        ...(page.scan ? { scan: page.scan } : {}),
        ...(page.esm ? { esm: true as const } : {}),
        ...(page.twoslash > 0 ? { twoslash: page.twoslash } : {}),
      });
    }
    if (list.length === group.files.length) sections[key] = { files: group.filesKey, settings, pages: list };
  }
  return Object.keys(sections).length > 0 ? sections : undefined;
}

/** Whether JSON gives `value` back as it is: strings, finite numbers, booleans, null, arrays and plain objects of them, nothing undefined. */
function jsonSafe(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(jsonSafe);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(jsonSafe);
}
