// The pages of the site as the dev server knows them: route → file, and the page list every page
// renders with (titles, descriptions, frontmatter), read cheaply from each file's text with the
// same scan the build uses, so start-up never waits for pages to compile.
import { readFileSync, statSync } from 'node:fs';
import type { PageSummary } from '../../theme/lib/page-types.js';
import type { CompileJob } from '../build/protocol.js';
import { discoverPages, type PageFile } from '../pages/discover.js';
import { scanPage, type PageScan } from '../pages/scan.js';

interface Entry {
  file: PageFile;
  scan: PageScan;
  /** The text the scan saw: a save that changes nothing is recognised and skipped. */
  source: string;
  mtime?: number;
}

export class PageTable {
  private entries = new Map<string, Entry>();
  private byFile = new Map<string, string>();
  private list: PageSummary[] | undefined;

  constructor(private readonly root: string) {}

  /**
   * Finds the pages again (after a page was added or removed). Throws the discovery error (two
   * files claiming one route) and keeps the previous table then.
   */
  refresh(): { added: string[]; removed: string[] } {
    const files = discoverPages(this.root);
    const next = new Map<string, Entry>();
    for (const file of files) {
      const known = this.entries.get(file.route);
      next.set(file.route, known && known.file.filePath === file.filePath ? known : read(file));
    }
    const added = [...next.keys()].filter((route) => !this.entries.has(route));
    const removed = [...this.entries.keys()].filter((route) => !next.has(route));
    this.entries = next;
    this.byFile = new Map(files.map((file) => [file.filePath, file.route]));
    this.list = undefined;
    return { added, removed };
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
    this.list = undefined;
    // The time changes with every save; only a new title, description or frontmatter changes
    // what other pages may show of this one.
    const shown = (e: Entry) => JSON.stringify([e.scan.title, e.scan.description, e.scan.frontmatter]);
    return shown(fresh) === shown(entry) ? 'content' : 'summary';
  }

  routeOfFile(filePath: string): string | undefined {
    return this.byFile.get(filePath);
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
    return { filePath: entry.file.filePath, relativePath: entry.file.relativePath, route, lastUpdatedAt: entry.mtime };
  }

  /** Every page file, in route order of discovery. */
  files(): PageFile[] {
    return [...this.entries.values()].map((entry) => entry.file);
  }

  jobs(): CompileJob[] {
    return this.routes().map((route) => this.job(route)!);
  }

  /** The page list in route order, as the build hands it to the theme. */
  summaries(): PageSummary[] {
    this.list ??= [...this.entries.values()].map(summaryOf).sort((a, b) => a.path.localeCompare(b.path));
    return this.list;
  }
}

function read(file: PageFile): Entry {
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

function summaryOf({ file, scan, mtime }: Entry): PageSummary {
  return {
    path: file.route,
    type: 'mdx',
    filePath: file.relativePath,
    title: scan.title ?? file.route,
    description: scan.description,
    frontmatter: scan.frontmatter,
    lastUpdatedAt: mtime,
  };
}
