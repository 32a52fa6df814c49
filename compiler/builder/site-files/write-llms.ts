// Files for language models (https://llmstxt.org): /llms.txt (the site's title and description,
// then a linked list of every page with its description), /llms-full.txt (every page as clean
// Markdown) and each page's Markdown at <route>.md, which "Copy page as Markdown" fetches.
// A site of several languages writes the two files for each locale, of its own pages, under its
// prefix (/fr/llms.txt, in its title and description); the root's lists the others' too.
// Pages shown untranslated are no locale's own: they are the root locale's.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ResolvedConfig, ResolvedLocale, ResolvedVersion } from '../../../config/types.js';
import { searchScopeOf } from '../../../theme/shared/versions.js';
import { languageName } from '../../../theme/shared/i18n/format.js';
import { encodeRoute, withBasePath } from '../../../theme/shared/links.js';
import { markdownPath } from '../../../theme/shared/markdown-path.js';
import type { PageSummary } from '../../../theme/shared/page-types.js';
import { NOT_FOUND_ROUTE } from '../../pages/routes.js';
import { pageMarkdown, type KeptMarkdown } from '../../page/page-markdown.js';
import { docsgenFingerprint } from '../../store/docsgen-fingerprint.js';
import { cacheKey, type CacheStore } from '../../store/store.js';

/** What the build knows of every page before rendering it (PageSummary): route, file, title, description. */
export type LlmsPage = Pick<PageSummary, 'path' | 'filePath' | 'title' | 'description'>;

export interface WriteLlmsOptions {
  root: string;
  outDir: string;
  basePath: string;
  config: Pick<ResolvedConfig, 'title' | 'description' | 'baseUrl'> & { locales?: readonly ResolvedLocale[]; versions?: readonly ResolvedVersion[] };
  pages: LlmsPage[];
  /**
   * Puts a file into the output (default: writes it); the build hard-links unchanged files from
   * the previous output. `kind`: a page's Markdown, or one of the site's two files.
   */
  place?: (file: string, text: string | Uint8Array, kind: 'page' | 'site') => void;
  /** Resolves when `place` has room for more files (it writes them in the background: OutputPlacer.room). */
  room?: () => Promise<void>;
  /** A page's source as the build read it (by route), so it is not read again. */
  sources?: { get(route: string): string | undefined };
  /** The files public/ put into the output (relative paths); default: whatever the output holds already. */
  publicFiles?: ReadonlySet<string>;
  /** The persistent cache: a page's Markdown made with the parser is kept there for the next build. */
  store?: CacheStore;
  /**
   * The text (or its UTF-8 bytes) of a page's Markdown file (`file`, relative to the output) when
   * the previous output holds this build's very file and keeps it; undefined to make it.
   */
  keptMarkdown?: (route: string, file: string) => string | Uint8Array | undefined;
}

/**
 * A page's Markdown kept in the persistent cache, under all it is made of: the page's text, title,
 * kind and file, and docsgen (only Markdown made from the page's text alone is kept).
 */
function keptIn(store: CacheStore, source: string, page: { title: string; isMarkdown: boolean; filePath: string }): KeptMarkdown {
  // Asked for only by pages that need the parser: plain pages never hash their text for it.
  let key: string | undefined;
  const keyOf = () => (key ??= cacheKey('page markdown', 1, docsgenFingerprint(), page.filePath, page.isMarkdown, page.title, source));
  return {
    get: () => {
      const text = store.get<string>(keyOf());
      return typeof text === 'string' ? text : undefined;
    },
    set: (markdown) => store.set(keyOf(), markdown),
  };
}

/** Where a page is read: absolute when the site says where it lives. */
function pageUrl(route: string, { basePath, config }: WriteLlmsOptions): string {
  return (config.baseUrl ?? '') + withBasePath(basePath, encodeRoute(route));
}

const escapeTitle = (title: string) => title.replace(/[[\]]/g, '\\$&');

/** `locale`: the locale the file is of (its title and description), when the site has several; `others`: the other locales' files, listed by the root's. */
export function llmsIndex(options: WriteLlmsOptions, pages: LlmsPage[], locale?: ResolvedLocale, others: readonly ResolvedLocale[] = []): string {
  const title = locale?.title ?? options.config.title;
  const description = locale?.description ?? options.config.description;
  const lines = [`# ${title}`, ''];
  if (description) lines.push(`> ${description}`, '');
  lines.push('## Pages', '');
  for (const page of pages) {
    const link = `- [${escapeTitle(page.title)}](${pageUrl(page.path, options)})`;
    lines.push(page.description ? `${link}: ${page.description}` : link);
  }
  if (others.length > 0) {
    lines.push('', '## Other languages', '');
    const inLang = locale?.lang ?? 'en';
    for (const other of others) lines.push(`- [${escapeTitle(other.label)}](${pageUrl(`${other.prefix}/llms.txt`, options)}): the pages in ${languageName(other.lang, inLang)}`);
  }
  return lines.join('\n') + '\n';
}

/** The pages the llms files cover, in their order. */
function llmsPages(options: WriteLlmsOptions): LlmsPage[] {
  return options.pages.filter((page) => page.path !== NOT_FOUND_ROUTE).sort((a, b) => a.path.localeCompare(b.path));
}

interface LlmsGroup {
  /** The locale, on a site of several languages. */
  locale?: ResolvedLocale;
  /** Where its files are: its version's prefix, then its locale's ('', '/fr', '/v4', '/v4/fr'). */
  prefix: string;
  pages: LlmsPage[];
}

/**
 * Each locale's pages in each version (the current version's root locale first), in their order;
 * one group of every page on a site of one language and one version.
 */
function localeGroups(options: WriteLlmsOptions): LlmsGroup[] {
  const pages = llmsPages(options);
  const locales = options.config.locales ?? [];
  const versions = options.config.versions ?? [];
  if (locales.length < 2 && versions.length < 2) return [{ prefix: '', pages }];
  const scopes = { locales, ...(versions.length > 1 ? { versions } : {}) };
  const groups: LlmsGroup[] = [];
  for (const version of scopes.versions ?? [{ prefix: '' }]) {
    for (const locale of locales.length > 0 ? locales : [undefined]) {
      const prefix = version.prefix + (locale?.prefix ?? '');
      const own = pages.filter((page) => searchScopeOf(scopes, page.path) === prefix);
      if (prefix === '' || own.length > 0) groups.push({ ...(locales.length > 1 ? { locale } : {}), prefix, pages: own });
    }
  }
  return groups;
}

/** A group's two files, relative to the output: `llms.txt`, `fr/llms.txt`, `v4/llms.txt`. */
function localeFile(prefix: string, name: 'llms.txt' | 'llms-full.txt'): string {
  return prefix ? `${prefix.slice(1)}/${name}` : name;
}

/** The files writeLlms writes (relative to the output): those the site's public/ folder provides left out. */
export function llmsFiles(options: WriteLlmsOptions): string[] {
  const files = [
    ...llmsPages(options).map((page) => markdownPath(page.path).replace(/^\//, '')),
    ...localeGroups(options).flatMap((group) => [localeFile(group.prefix, 'llms.txt'), localeFile(group.prefix, 'llms-full.txt')]),
  ];
  return options.publicFiles ? files.filter((file) => !options.publicFiles!.has(file)) : files;
}

/**
 * Everything the llms files are made of: docsgen, the site's title, description, base URL and base
 * path, which public files replace them, and each page's route, file, title, description and the
 * key of its compiled result (`compiledKeys`, by route: the page's source and paths). The partials
 * a page imports are not in it: a build that keeps the files by this key checks first that every
 * page's compiled result still holds (its recorded dependencies, partials included).
 */
export function llmsFilesKey(options: WriteLlmsOptions, compiledKeys: ReadonlyMap<string, string>): string {
  const pages = llmsPages(options).map((page) => [page.path, page.filePath, page.title, page.description ?? null, compiledKeys.get(page.path) ?? null]);
  const { title, description, baseUrl } = options.config;
  const locales = (options.config.locales ?? []).length < 2 ? [] : [JSON.stringify(options.config.locales!.map((locale) => [locale.key, locale.prefix, locale.lang, locale.label, locale.title ?? null, locale.description ?? null]))];
  return cacheKey('llms files', 1, docsgenFingerprint(), options.basePath, title, description ?? null, baseUrl ?? null, JSON.stringify(pages), JSON.stringify(options.publicFiles ? [...options.publicFiles].sort() : null), ...locales);
}

/** Pages converted between two yields to the event loop: the build's workers keep being served. */
const CHUNK = 32;

/** What separates two pages in llms-full.txt. */
const PAGE_SEPARATOR = Buffer.from('\n---\n\n');

/**
 * Writes the files into the build's output folder; a file the site's public/ folder provides wins.
 * It runs on the main thread while the workers render, so it gives the event loop a turn every
 * few pages (the workers' messages are handled there). Returns the pages of llms-full.txt with
 * the length in bytes of each one's Markdown (undefined when public/ provides the file).
 */
export async function writeLlms(options: WriteLlmsOptions): Promise<[route: string, bytes: number][] | undefined> {
  const groups = localeGroups(options);
  // The current version's root llms.txt lists its other languages.
  const locales = groups.flatMap((group) => (group.locale?.prefix && group.prefix === group.locale.prefix ? [group.locale] : []));
  const written: [route: string, bytes: number][] = [];
  let all = true;
  for (const group of groups) {
    const pages = await writeLocaleLlms(options, group.pages, group.locale, group.prefix, group.prefix === '' ? locales : []);
    if (pages) written.push(...pages);
    else all = false;
  }
  return all ? written : undefined;
}

/** One locale's llms files (the site's, on a site of one language); what writeLlms returns of them. */
async function writeLocaleLlms(options: WriteLlmsOptions, pages: LlmsPage[], locale: ResolvedLocale | undefined, prefix: string, others: readonly ResolvedLocale[]): Promise<[route: string, bytes: number][] | undefined> {
  /** Writes `file` unless the site provides it; false when it does. */
  const write = (file: string, text: string | Uint8Array, kind: 'page' | 'site' = 'site'): boolean => {
    const target = join(options.outDir, file);
    if (options.publicFiles ? options.publicFiles.has(file.replace(/^\//, '')) : existsSync(target)) return false;
    if (options.place) options.place(file.replace(/^\//, ''), text, kind);
    else {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
    return true;
  };
  const full: Uint8Array[] = [];
  for (const [index, page] of pages.entries()) {
    if (index > 0 && index % CHUNK === 0) await new Promise((resolve) => setImmediate(resolve));
    const file = markdownPath(page.path);
    const kept = options.publicFiles?.has(file.replace(/^\//, '')) ? undefined : options.keptMarkdown?.(page.path, file.replace(/^\//, ''));
    if (kept !== undefined) {
      full.push(typeof kept === 'string' ? Buffer.from(kept) : kept);
      continue;
    }
    const filePath = join(options.root, page.filePath);
    const source = options.sources?.get(page.path) ?? readFileSync(filePath, 'utf8');
    const kind = { title: page.title, isMarkdown: page.filePath.endsWith('.md'), filePath, siteRoot: options.root };
    const markdown = await pageMarkdown(source, kind, options.store && keptIn(options.store, source, kind));
    write(file, markdown, 'page');
    full.push(Buffer.from(markdown));
    await options.room?.();
  }
  write(localeFile(prefix, 'llms.txt'), llmsIndex(options, pages, locale, others));
  const written = write(localeFile(prefix, 'llms-full.txt'), Buffer.concat(full.flatMap((markdown, i) => (i === 0 ? [markdown] : [PAGE_SEPARATOR, markdown]))));
  return written ? pages.map((page, i) => [page.path, full[i]!.length]) : undefined;
}

/**
 * The pages of each llms-full.txt writeLlms wrote (its list, `written`), by file: one file on a
 * site of one language and one version, one per locale of each version otherwise.
 */
export function llmsFullFiles(written: readonly [route: string, bytes: number][], config: { locales?: readonly ResolvedLocale[]; versions?: readonly ResolvedVersion[] } = {}): Map<string, [route: string, bytes: number][]> {
  const files = new Map<string, [route: string, bytes: number][]>();
  const scopes = { locales: config.locales ?? [], ...((config.versions?.length ?? 0) > 1 ? { versions: config.versions } : {}) };
  for (const entry of written) {
    const prefix = typeof entry[0] !== 'string' ? '' : searchScopeOf(scopes, entry[0]);
    const file = localeFile(prefix, 'llms-full.txt');
    // Appended in place: a copy per page made this quadratic in a file's pages.
    const list = files.get(file);
    if (list) list.push(entry);
    else files.set(file, [entry]);
  }
  return files;
}

/**
 * Each page's Markdown in an llms-full.txt written with the pages `written` (route and length in
 * bytes, in order, as writeLlms returned them), by route; undefined when the file does not match.
 */
export function llmsFullPages(file: Buffer, written: readonly [route: string, bytes: number][]): Map<string, Buffer> | undefined {
  const pages = new Map<string, Buffer>();
  let at = 0;
  for (const [i, [route, bytes]] of written.entries()) {
    if (i > 0) at += PAGE_SEPARATOR.length;
    if (typeof route !== 'string' || !Number.isInteger(bytes) || bytes < 0 || at + bytes > file.length) return undefined;
    pages.set(route, file.subarray(at, at + bytes));
    at += bytes;
  }
  return at === file.length ? pages : undefined;
}

