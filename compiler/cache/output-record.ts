// What the last successful build with the cache wrote, kept in the cache so the next build can skip
// work whose result it already holds (see CONTRIBUTING "The build cache"):
//
// - `pages`: for each page, the keys of its compiled result and of its HTML, what those depend on,
//   and what the build needs of the page besides its HTML (CompiledInfo: title, links, ids, search
//   sections…). A build that finds every key and dependency still the same uses these without
//   reading the page's cache entries, and without starting a worker thread (warm-pages.ts).
// - `files`: each file of the output folder the build wrote, by the hash of its content and the
//   stamp of the very file (device, inode, size, modification time in nanoseconds) read right after
//   the output was swapped in. A file of the next build with the same path and content hash is
//   kept in place (or hard-linked from the previous output) instead of written, but only while the
//   file there still carries that stamp: a file edited, replaced or removed since is written afresh.
// - tokens of the results derived from every page (the search index, the link check): reused when
//   the token is the same.
//
// The record describes one output folder; it is read from the store under a key made of that
// folder's path and written again after each successful build (`--no-cache` builds neither read
// nor write it, and leave stamps that no longer match). Its pages and files are stored in shards
// (record-shards.ts), of which a build writes only those it changed.
import { linkSync, lstatSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { CompiledInfo } from '../page/page-model.js';
import { readShards, writeShards, type ReadShards, type ShardList } from '../store/record-shards.js';
import type { PartRecord } from '../search/search-parts.js';
import type { PageAsset } from '../mdx/remark/remark-page-data.js';
import type { CompiledPage } from '../mdx/compile-page.js';
import type { Frontmatter } from '../../theme/shared/page-types.js';
import { textHash } from '../store/dependencies.js';
import { storedPageOf, type StoredPage } from './page-cache.js';
import { cacheKey, type CacheStore } from '../store/store.js';

/** Which file a path held: the build that wrote it, untouched since. */
export interface FileStamp {
  /** SHA-1 of the content. */
  h: string;
  dev: string;
  ino: string;
  size: string;
  /** Modification time, nanoseconds. */
  mt: string;
}

/** What a page's render recorded about its HTML (page-processor.ts fills it in). */
export interface HtmlNote {
  htmlKey: string;
  compiledHash: string;
  fields?: string[];
  pagesHash?: string;
  islands?: string[];
  /** SHA-1 of the HTML as written. */
  written?: string;
}

export interface PageRecord {
  compiled: StoredPage;
  compiledHash: string;
  htmlKey: string;
  /** The page list's fields the render read, and their hash (html-cache.ts). */
  fields: string[];
  pagesHash: string;
  islands: string[];
  /** SHA-1 of the HTML written. */
  written: string;
  bytes: number;
  /** Output files (relative to the output folder); the first written, the others linked to it. */
  outputs: string[];
  assets: PageAsset[];
  info: CompiledInfo;
  /** The pages this page's links lead to, once a link check judged them (check-built.ts). */
  linksTo?: string[];
}

export interface OutputRecord {
  v: 1;
  outDir: string;
  files: Record<string, FileStamp>;
  pages: Record<string, PageRecord>;
  /** The built-in not-found page: the key of what it rendered with (the page list's fields it read among it), and its output's hash. */
  notFound?: { key: string; fields: string[]; written: string; bytes: number };
  /** The search index: the key of what it was made of, its file and its content hash. */
  search?: { key: string; file: string; written: string };
  /** The site key (warm-pages.ts `linkSiteKey`) of a link check that found nothing broken. */
  links?: string;
  /** The key of the llms files written (write-llms.ts `llmsFilesKey`): the same key, the same files. */
  llms?: string;
  /**
   * The pages of llms-full.txt as written, in order, with the length in bytes of each one's
   * Markdown: a build that writes the file again takes the unchanged pages' Markdown from there.
   */
  llmsFull?: [route: string, bytes: number][];
  /**
   * The search index's parts as stored (search-parts.ts): the next build that makes the index again
   * takes each part whose pages did not change, and the unchanged pages of the others, from these.
   */
  searchParts?: PartRecord[];
  /** The search index of each locale but the root (compiler/builder/site-files/site-search.ts), by locale key: as `search` and `searchParts`. */
  localeSearch?: Record<string, { search?: { key: string; file: string; written: string }; searchParts?: PartRecord[] }>;
  /** Each version from git the next build may take whole, by version key. */
  sections?: Record<string, VersionSection>;
}

/**
 * A version from git, taken whole while what its pages are made of is the same (builder/version-sections.ts):
 * the key of its pages' files, that of its compile settings, and what the build learns of each page
 * by reading it.
 */
export interface VersionSection {
  files: string;
  settings: string;
  pages: SectionPage[];
}

export interface SectionPage {
  route: string;
  /** SHA-1 of the page's source. */
  sourceHash: string;
  /** The key of the page's own compiled result (compiledKeysOf): the llms files' key names it. */
  compiledKey: string;
  /** What the page list shows of it (scan.ts); none for a page shown untranslated (a fallback). */
  scan?: { title: string; description?: string; frontmatter: Frontmatter };
  /** It imports components (bundled with the theme). */
  esm?: true;
  /** Its type-checked blocks. */
  twoslash?: number;
}

/** The record as stored: its pages and files in shards (record-shards.ts), its versions' sections each an entry of its own, the rest whole. */
interface StoredRecord extends Omit<OutputRecord, 'files' | 'pages' | 'sections'> {
  pageShards: ShardList;
  fileShards: ShardList;
  /** The store key of each version's section, by version key. */
  sectionEntries?: Record<string, string>;
}

// Output files are compared by the same hash as the files pages depend on.
export { textHash };

// The version changes with the record's shape (2: a page's twoslash dependency lists are many;
// 4: the search pack holds counted documents, not sections; 5: pages, files and the pack in shards;
// 6: the search index's parts instead of the pack; 7: each part's file named by its content).
const recordKey = (outDir: string) => cacheKey('output record', 7, outDir);

/** A version's section is an entry of its own, named by what it is (its keys): written once, not with every edit elsewhere. */
const sectionEntryKey = (outDir: string, version: string, section: VersionSection) => cacheKey('version section', 1, outDir, version, section.files, section.settings);

/** The shards a record was read from: a build that changes few entries writes only theirs again. */
const readFrom = new WeakMap<OutputRecord, { pages: ReadShards<PageRecord>; files: ReadShards<FileStamp> }>();

/** The record of the output folder `outDir`, if the store has it and every shard of its pages and files. */
export function readOutputRecord(store: CacheStore, outDir: string): OutputRecord | undefined {
  const stored = store.get<StoredRecord>(recordKey(outDir));
  if (!stored || stored.v !== 1 || stored.outDir !== outDir || typeof stored.pageShards !== 'object' || typeof stored.fileShards !== 'object') return undefined;
  const pages = readShards<PageRecord>(store, stored.pageShards);
  const files = pages && readShards<FileStamp>(store, stored.fileShards);
  if (!pages || !files) return undefined;
  const { pageShards: _pageShards, fileShards: _fileShards, sectionEntries, ...rest } = stored;
  const record: OutputRecord = { ...rest, pages: pages.entries, files: files.entries };
  const sections = readSections(store, sectionEntries);
  if (sections) record.sections = sections;
  if (rest.searchParts !== undefined && !Array.isArray(rest.searchParts)) delete record.searchParts;
  readFrom.set(record, { pages, files });
  return record;
}

/**
 * Stamps every file of `written` (path → content hash) as it is now in `outDir`, and stores the
 * record (the search index's parts are stored by the build that made them). Nothing is written
 * when the record would be the same as `previous` (a build that changed nothing), and of a record
 * that changed, only the shards that did. The parts `previous` named and this record does not are
 * deleted.
 */
export function saveOutputRecord(
  store: CacheStore,
  record: Omit<OutputRecord, 'files' | 'v'>,
  /** Each file of the output by content hash; those taken from the previous output as they were. */
  output: { written: ReadonlyMap<string, string>; reused: ReadonlySet<string> },
  previous: OutputRecord | undefined,
): void {
  const { written } = output;
  const pages: Record<string, PageRecord> = {};
  for (const [route, page] of Object.entries(record.pages)) {
    pages[route] = page.info.sections.length === 0 ? page : { ...page, info: { ...page.info, sections: [] } };
  }
  const next = { v: 1 as const, ...record, pages };
  if (previous && output.reused.size === written.size && sameRecord(previous, next, written)) return;
  const files: Record<string, FileStamp> = {};
  for (const [file, h] of written) {
    // A file taken as it was is the very file recorded: its stamp is known without asking the disk.
    const stamp = output.reused.has(file) ? previous?.files[file] : stampOf(join(record.outDir, file), h);
    if (stamp) files[file] = stamp;
  }
  const shards = previous && readFrom.get(previous);
  const pageShards = writeShards(store, record.outDir, pages, shards?.pages);
  const fileShards = writeShards(store, record.outDir, files, shards?.files);
  const { pages: _pages, sections, ...rest } = next;
  const sectionEntries: Record<string, string> = {};
  for (const [version, section] of Object.entries(sections ?? {})) {
    const key = sectionEntryKey(record.outDir, version, section);
    // A section named by the same key holds the same: written when it is new.
    if (!previous?.sections?.[version] || sectionEntryKey(record.outDir, version, previous.sections[version]) !== key) store.set(key, section);
    sectionEntries[version] = key;
  }
  store.set(recordKey(record.outDir), { ...rest, pageShards: pageShards.list, fileShards: fileShards.list, ...(sections ? { sectionEntries } : {}) } satisfies StoredRecord);
  const sectionsNow = new Set(Object.values(sectionEntries));
  const sectionsBefore = Object.entries(previous?.sections ?? {}).map(([version, section]) => sectionEntryKey(record.outDir, version, section)).filter((key) => !sectionsNow.has(key));
  for (const key of sectionsBefore) store.delete(key);
  // Replaced: no record names them now (another output folder of the same pages would store its own parts again).
  const partsNow = new Set(recordedParts(record).map((part) => part.key));
  const partsBefore = (previous ? recordedParts(previous) : []).map((part) => part.key).filter((key) => !partsNow.has(key));
  for (const key of [...pageShards.replaced, ...fileShards.replaced, ...partsBefore]) store.delete(key);
}

/** The parts of every search index a record names (each locale's). */
function recordedParts(record: Pick<OutputRecord, 'searchParts' | 'localeSearch'>): PartRecord[] {
  const parts = Array.isArray(record.searchParts) ? [...record.searchParts] : [];
  for (const index of Object.values(record.localeSearch ?? {})) if (Array.isArray(index?.searchParts)) parts.push(...index.searchParts);
  return parts;
}

/** Every file taken from the previous output (so its stamp is the same) and every other part equal. */
function sameRecord(previous: OutputRecord, next: Omit<OutputRecord, 'files'>, written: ReadonlyMap<string, string>): boolean {
  if (Object.keys(previous.files).length !== written.size) return false;
  for (const [file, h] of written) if (previous.files[file]?.h !== h) return false;
  // Pages written from the record carry its very objects: only the others are compared by content.
  const routes = Object.keys(next.pages);
  if (Object.keys(previous.pages).length !== routes.length) return false;
  for (const route of routes) {
    const before = previous.pages[route];
    const after = next.pages[route];
    if (before !== after && JSON.stringify(before) !== JSON.stringify(after)) return false;
  }
  // Sections by their keys: what they hold follows from those.
  const sectionKeys = (sections: OutputRecord['sections']) => JSON.stringify(Object.entries(sections ?? {}).map(([version, section]) => [version, section.files, section.settings]));
  if (sectionKeys(previous.sections) !== sectionKeys(next.sections)) return false;
  const { files: _files, pages: _pages, sections: _sections, ...rest } = previous;
  const { pages: _nextPages, sections: _nextSections, ...nextRest } = next;
  return JSON.stringify(rest) === JSON.stringify(nextRest);
}

/** The versions' sections a stored record names, those the store still has whole; a section lost is a version on the per-page path, not a lost record. */
function readSections(store: CacheStore, entries: unknown): Record<string, VersionSection> | undefined {
  if (!entries || typeof entries !== 'object') return undefined;
  const sections: Record<string, VersionSection> = {};
  for (const [version, key] of Object.entries(entries as Record<string, unknown>)) {
    if (typeof key !== 'string') continue;
    const section = store.get<VersionSection>(key);
    if (section && typeof section.files === 'string' && typeof section.settings === 'string' && Array.isArray(section.pages)) sections[version] = section;
  }
  return Object.keys(sections).length > 0 ? sections : undefined;
}

function stampOf(path: string, h: string): FileStamp | undefined {
  const stat = lstatSync(path, { bigint: true, throwIfNoEntry: false });
  if (!stat?.isFile()) return undefined;
  return { h, dev: String(stat.dev), ino: String(stat.ino), size: String(stat.size), mt: String(stat.mtimeNs) };
}

/**
 * The previous output's files, reusable by hard link: `link` puts the file at `file` of the
 * previous output at `target` when it is the very file recorded with content hash `h`. The link is
 * made first and its stamp checked after, so a file replaced in between is never taken for the
 * recorded one.
 */
export class PreviousOutput {
  constructor(
    private readonly outDir: string,
    private readonly files: Readonly<Record<string, FileStamp>> = {},
  ) {}

  has(file: string, h: string): boolean {
    return this.files[file]?.h === h;
  }

  /** The content hash recorded for the output's file `file`. */
  hashOf(file: string): string | undefined {
    return this.files[file]?.h;
  }

  link(file: string, h: string, target: string): boolean {
    const stamp = this.files[file];
    if (stamp?.h !== h) return false;
    try {
      linkSync(join(this.outDir, file), target);
    } catch {
      return false;
    }
    if (sameFile(stampOf(target, h), stamp)) return true;
    unlinkSync(target);
    return false;
  }

  /** The bytes of the output's file `file` when it is still the very file recorded (checked after reading it). */
  read(file: string): Buffer | undefined {
    const stamp = this.files[file];
    if (!stamp) return undefined;
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(this.outDir, file));
    } catch {
      return undefined;
    }
    return sameFile(stampOf(join(this.outDir, file), stamp.h), stamp) ? bytes : undefined;
  }

  /** True when the output's file `file` is still the very file recorded with content hash `h` (it can stay). */
  unchanged(file: string, h: string): boolean {
    const stamp = this.files[file];
    return stamp?.h === h && sameFile(stampOf(join(this.outDir, file), h), stamp);
  }
}

function sameFile(now: FileStamp | undefined, recorded: FileStamp): boolean {
  return now !== undefined && now.dev === recorded.dev && now.ino === recorded.ino && now.size === recorded.size && now.mt === recorded.mt;
}

/** A page's record, once its HTML was written through the cache; undefined when a part is unknown (not cacheable). */
export function pageRecordOf(
  page: CompiledPage,
  note: HtmlNote,
  written: { info: CompiledInfo; bytes: number; outputs: string[] },
): PageRecord | undefined {
  const compiled = storedPageOf(page);
  const { htmlKey, compiledHash, fields, pagesHash, islands } = note;
  if (!compiled || fields === undefined || pagesHash === undefined || islands === undefined || note.written === undefined) return undefined;
  return {
    compiled,
    compiledHash,
    htmlKey,
    fields,
    pagesHash,
    islands,
    written: note.written,
    bytes: written.bytes,
    outputs: written.outputs,
    assets: page.assets,
    info: written.info,
  };
}
