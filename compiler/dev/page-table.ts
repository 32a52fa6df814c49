// The pages of the site as the dev server knows them: route → file, and the page list every page
// renders with (titles, descriptions, frontmatter), read cheaply from each file's text with the
// same scan the build uses, so start-up never waits for pages to compile. On a site of several
// languages it holds the pages a locale shows from the root locale's too (locale-pages.ts), as
// the build does: one file may then be several routes.
import { readFileSync, statSync } from 'node:fs';
import type { PageSummary } from '../../theme/shared/page-types.js';
import type { CompileJob } from '../page/page-model.js';
import type { ResolvedConfig } from '../../config/types.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import type { PageFile } from '../pages/discover.js';
import { sitePages, type VersionTrees } from '../pages/site-pages.js';
import { pageSummary } from '../pages/page-summary.js';
import { scanPage, type PageScan } from '../mdx/scan-page.js';
import { documentedSymbols, type DocumentedSymbol } from '../mdx/api/documented.js';
import type { GeneratedPage } from '../mdx/api/reference-pages.js';

interface Entry {
  file: PageFile;
  scan: PageScan;
  /** The text the scan saw: a save that changes nothing is recognised and skipped. */
  source: string;
  mtime?: number;
}

export class PageTable {
  private entries = new Map<string, Entry>();
  /** File → its routes: the page's own, then those where a locale shows it untranslated. */
  private byFile = new Map<string, string[]>();
  private list: PageSummary[] | undefined;
  /** Reference pages generated from declarations (config `reference`), and the symbols they document. */
  private generated: { pages: readonly GeneratedPage[]; documented: readonly DocumentedSymbol[] } = { pages: [], documented: [] };
  private index: DocumentedSymbol[] | undefined;
  /** The git versions' copies, read once while the server runs (site-pages.ts). */
  private readonly trees: VersionTrees = new Map();

  /** `locales`: the config's (the locales, whether fallbacks are built, the versions), as of now. */
  constructor(
    private readonly root: string,
    private locales: () => Pick<ResolvedConfig, 'locales' | 'localeFallback' | 'versions'> = () => ({ locales: [], localeFallback: false }),
  ) {}

  /** The generated reference pages from now on (the next `refresh` lists them). */
  setGenerated(pages: readonly GeneratedPage[], documented: readonly DocumentedSymbol[]): void {
    this.generated = { pages, documented };
    this.index = undefined;
  }

  /** Where the pages document API symbols (mdx/api/documented.ts), for the links of API references. */
  documented(): DocumentedSymbol[] {
    this.index ??= documentedSymbols(
      [...this.entries.values()].flatMap(({ file, source }) => (file.source === undefined && !file.fallback && !file.version?.prefix ? [{ route: file.route, filePath: file.filePath, source }] : [])),
      this.generated.documented,
    );
    return this.index;
  }

  /**
   * Finds the pages again (after a page was added or removed, or the config's locales changed).
   * `changed`: routes still there whose page is another file, or another kind of page (a
   * translation that replaced the page a locale showed untranslated), or whose translations
   * changed. Throws the discovery error (two files claiming one route) and keeps the previous
   * table then.
   */
  refresh(): { added: string[]; removed: string[]; changed: string[] } {
    const found = sitePages(this.root, this.locales(), { trees: this.trees, generated: this.generated.pages });
    if (found.problems.length === 1) throw found.problems[0]!;
    if (found.problems.length > 1) throw new DocsgenError('RouteCollision', `${found.problems.length} route collisions:\n${found.problems.map((p) => `  ${p.message}`).join('\n')}`, { hint: found.problems[0]!.hint });
    const files = found.pages;
    const next = new Map<string, Entry>();
    const changed: string[] = [];
    // Each file's entry, for the routes where locales show it untranslated (listed after it).
    const ofFile = new Map<string, Entry>();
    for (const file of files) {
      const known = this.entries.get(file.route);
      let entry: Entry;
      if (known && known.file.filePath === file.filePath && known.file.source === file.source) {
        const same = known.file.fallback === file.fallback && (known.file.translations ?? []).join() === (file.translations ?? []).join() && (known.file.versions ?? []).join() === (file.versions ?? []).join();
        entry = same ? known : { ...known, file };
      } else {
        const shown = file.fallback ? ofFile.get(file.filePath) : undefined;
        entry = shown ? { ...shown, file } : read(file);
      }
      if (known && entry !== known) changed.push(file.route);
      if (!file.fallback) ofFile.set(file.filePath, entry);
      next.set(file.route, entry);
    }
    const added = [...next.keys()].filter((route) => !this.entries.has(route));
    const removed = [...this.entries.keys()].filter((route) => !next.has(route));
    this.entries = next;
    this.byFile = new Map();
    // A generated page has no file of its own.
    for (const file of files) if (file.source === undefined) this.byFile.set(file.filePath, [...(this.byFile.get(file.filePath) ?? []), file.route]);
    this.list = undefined;
    this.index = undefined;
    return { added, removed, changed };
  }

  /**
   * Forgets every page (the pages folder is gone: renamed or deleted while the server runs).
   * Returns the routes that were there; `refresh()` finds them again once the folder is back.
   */
  clear(): string[] {
    const removed = [...this.entries.keys()];
    this.entries = new Map();
    this.byFile = new Map();
    this.list = undefined;
    this.index = undefined;
    return removed;
  }

  /**
   * Reads a page again after it changed. Returns 'same' when its text did not change,
   * 'content' when only the body did, 'summary' when what other pages show of it changed too.
   */
  reread(route: string): 'same' | 'content' | 'summary' {
    const entry = this.entries.get(route);
    if (!entry) return 'same';
    const fresh = read(entry.file);
    if (fresh.source === entry.source) return 'same';
    this.entries.set(route, fresh);
    // The same file's other routes (where locales show it untranslated) read it too.
    for (const other of this.byFile.get(entry.file.filePath) ?? []) {
      const at = this.entries.get(other);
      if (other !== route && at) this.entries.set(other, { ...fresh, file: at.file });
    }
    this.list = undefined;
    this.index = undefined;
    // The time changes with every save; only a new title, description or frontmatter changes
    // what other pages may show of this one.
    const shown = (e: Entry) => JSON.stringify([e.scan.title, e.scan.description, e.scan.frontmatter]);
    return shown(fresh) === shown(entry) ? 'content' : 'summary';
  }

  /** The route of a page file (its own, not where locales show it untranslated). */
  routeOfFile(filePath: string): string | undefined {
    return this.byFile.get(filePath)?.[0];
  }

  /** Every route a page file is shown at: its own, and where locales show it untranslated. */
  routesOfFile(filePath: string): string[] {
    return this.byFile.get(filePath) ?? [];
  }

  has(route: string): boolean {
    return this.entries.has(route);
  }

  routes(): string[] {
    return [...this.entries.keys()];
  }

  job(route: string): CompileJob | undefined {
    const entry = this.entries.get(route);
    if (!entry) return undefined;
    const { file } = entry;
    return {
      filePath: file.filePath,
      relativePath: file.relativePath,
      route,
      lastUpdatedAt: entry.mtime,
      ...(file.translations ? { translations: file.translations } : {}),
      ...(file.fallback ? { fallback: true } : {}),
      ...(file.source !== undefined ? { source: file.source } : {}),
      ...(file.version ? { version: file.version } : {}),
      ...(file.versions ? { versions: file.versions } : {}),
    };
  }

  /** Every page file, in route order of discovery. */
  files(): PageFile[] {
    return [...this.entries.values()].map((entry) => entry.file);
  }

  jobs(): CompileJob[] {
    return this.routes().map((route) => this.job(route)!);
  }

  /** The page list in route order, as the build hands it to the theme (the site's own pages: none shown untranslated). */
  summaries(): PageSummary[] {
    this.list ??= [...this.entries.values()]
      .filter((entry) => !entry.file.fallback)
      .map(({ file, scan, mtime }) => pageSummary(file, scan, mtime))
      .sort((a, b) => a.path.localeCompare(b.path));
    return this.list;
  }
}

function read(file: PageFile): Entry {
  if (file.source !== undefined) return { file, scan: scanPage(file.source, false), source: file.source };
  let source = '';
  let mtime: number | undefined;
  try {
    source = readFileSync(file.filePath, 'utf8');
    // Outside a build, "last updated" is the file's own time: git history is not consulted, so
    // start-up does not wait for it, and a page being edited shows that it just changed.
    mtime = Math.floor(statSync(file.filePath).mtimeMs);
  } catch {
    // Deleted between discovery and reading: the watcher reports the removal next.
  }
  return { file, scan: scanPage(source, file.filePath.endsWith('.md')), source, mtime };
}
