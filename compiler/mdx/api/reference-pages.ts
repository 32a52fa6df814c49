// Reference pages generated from declarations (config `reference`): for each module, an index
// page at its route listing the exports by group, and a page per export at `<route>/<name>`,
// each a short page of its own (`::api-index`, `::api`) given to the pipeline as if it were a
// file under pages/ (which it is not: `source` holds its text). A page of the site's own at one
// of those routes wins: it replaces the generated one.
//
// Listing a module's exports needs TypeScript, on the build's main thread: the list is kept in the
// cache with what it read (program.ts, fingerprint.ts), so a build whose declarations did not
// change loads no TypeScript here.
import { dirname, join, relative, sep } from 'node:path';
import type { ResolvedConfig, ResolvedSidebarSection, SidebarItem } from '../../../config/types.js';
import { DependencyChecker, type Dependency } from '../../store/dependencies.js';
import { docsgenFingerprint } from '../../store/docsgen-fingerprint.js';
import { cacheKey, type CacheStore } from '../../store/store.js';
import { DocsgenError } from '../../errors/docsgen-error.js';
import type { PageFile } from '../../pages/discover.js';
import type { DocumentedSymbol } from './documented.js';
import type { ApiExportSummary } from './model.js';
import { groupExports } from './render.js';

/** A page with no file: its text is generated. */
export interface GeneratedPage extends PageFile {
  source: string;
}

export interface ReferenceSite {
  pages: GeneratedPage[];
  /** The symbols the generated pages document (for links from every page). */
  documented: DocumentedSymbol[];
  /** The site's sidebar with each reference's group in it (see `withReferenceSidebar`). */
  sidebar: Record<string, ResolvedSidebarSection>;
  /** A module that cannot be found, by the config key that names it. */
  problems: DocsgenError[];
}

export interface ListedExports {
  exports: ApiExportSummary[];
  /** What the list depends on; absent when it must not be kept (a file changed while read). */
  deps?: Dependency[];
}

/** Lists the exports of `from` (a module as the config names it) for the site at `root`. */
export type ExportLister = (root: string, from: string, importer: string) => Promise<ListedExports>;

/** The reference pages of `config`, and the sidebar with them. `taken`: routes of the site's own pages. */
export async function referencePages(
  root: string,
  config: Pick<ResolvedConfig, 'reference' | 'sidebar'>,
  options: { taken: ReadonlySet<string>; store?: CacheStore; configFile?: string | null; lister?: ExportLister },
): Promise<ReferenceSite> {
  const site: ReferenceSite = { pages: [], documented: [], sidebar: config.sidebar, problems: [] };
  if (config.reference.length === 0) return site;
  const importer = join(root, 'docsgen.config.ts');
  const groupsByRoute = new Map<string, SidebarItem[]>();
  for (const [index, section] of config.reference.entries()) {
    let listed: ListedExports;
    try {
      listed = await listExports(root, section.from, importer, options.store, options.lister ?? listWithTypeScript);
    } catch (error) {
      site.problems.push(
        new DocsgenError('ReferenceSourceNotFound', error instanceof Error ? error.message : String(error), {
          location: { file: options.configFile ? relative(root, options.configFile) || options.configFile : 'docsgen.config.ts', keyPath: `reference[${index}].from` },
          hint: 'name an installed package (or one of its subpaths), or a file relative to the site folder',
          cause: error,
        }),
      );
      continue;
    }
    const pageFile = (route: string, file: string) => ({ filePath: join(root, 'pages', ...route.split('/').filter(Boolean), file), relativePath: ['pages', ...route.split('/').filter(Boolean), file].join('/') });
    // A relative module is relative to the site folder in the config, to the page in a directive.
    const fromPage = (filePath: string) => (/^\.\.?\//.test(section.from) ? toPosix(relative(dirname(filePath), join(root, section.from))).replace(/^(?!\.)/, './') : section.from);
    if (!options.taken.has(section.route)) {
      const file = pageFile(section.route, 'index.mdx');
      site.pages.push({ ...file, route: section.route, source: indexSource(section.title, fromPage(file.filePath), section.groupBy) });
    }
    for (const exported of listed.exports) {
      const route = `${section.route}/${exported.name}`;
      const file = pageFile(section.route, `${exported.name}.mdx`);
      site.documented.push({ from: fromPage(file.filePath), importer: file.filePath, name: exported.name, route });
      if (options.taken.has(route)) continue;
      site.pages.push({ ...file, route, source: symbolSource(exported, fromPage(file.filePath)) });
    }
    groupsByRoute.set(
      section.route,
      [
        { text: section.title, link: section.route },
        ...groupExports(listed.exports, section.groupBy).map((group) => ({ text: group.title, items: group.exports.map((entry) => ({ text: entry.name, link: `${section.route}/${entry.name}` })) })),
      ],
    );
  }
  site.sidebar = withReferenceSidebar(config.sidebar, groupsByRoute);
  return site;
}

/**
 * The sidebar with the references in it: an item of the site's sidebar that links to a
 * reference's route and has no items of its own gets its groups; a reference whose route no
 * section of the sidebar covers gets a section of its own.
 */
export function withReferenceSidebar(sidebar: Record<string, ResolvedSidebarSection>, references: ReadonlyMap<string, SidebarItem[]>): Record<string, ResolvedSidebarSection> {
  const placed = new Set<string>();
  const fill = (items: readonly SidebarItem[]): SidebarItem[] =>
    items.map((item) => {
      const groups = item.link !== undefined && !item.items ? references.get(item.link.replace(/\/+$/, '')) : undefined;
      if (groups) {
        placed.add(item.link!.replace(/\/+$/, ''));
        return { ...item, items: groups.slice(1) };
      }
      return item.items ? { ...item, items: fill(item.items) } : item;
    });
  const result: Record<string, ResolvedSidebarSection> = {};
  for (const [key, section] of Object.entries(sidebar)) result[key] = { ...section, items: fill(section.items) };
  for (const [route, groups] of references) {
    if (placed.has(route) || result[route]) continue;
    result[route] = { backLink: false, items: [{ ...groups[0]!, items: groups.slice(1) }] };
  }
  return result;
}

/** The exports of `from`, from the cache while what they were listed from holds, else from TypeScript. */
async function listExports(root: string, from: string, importer: string, store: CacheStore | undefined, lister: ExportLister): Promise<ListedExports> {
  const key = cacheKey('reference exports', 1, docsgenFingerprint(), root, from);
  const kept = store?.get<ListedExports>(key);
  if (kept && Array.isArray(kept.exports) && Array.isArray(kept.deps) && new DependencyChecker().holds(kept.deps)) return kept;
  const listed = await lister(root, from, importer);
  if (store && listed.deps) store.set(key, listed);
  return listed;
}

const listWithTypeScript: ExportLister = async (root, from, importer) => {
  const { listModuleExports } = await import('./service.js');
  return listModuleExports(root, from, importer);
};

function indexSource(title: string, from: string, group: string): string {
  return `---\ntitle: ${yamlString(title)}\n---\n\n# ${markdownText(title)}\n\n::api-index{from=${attribute(from)} group=${attribute(group)}}\n`;
}

function symbolSource(exported: ApiExportSummary, from: string): string {
  const description = exported.summary ? `description: ${yamlString(plainText(exported.summary))}\n` : '';
  return `---\ntitle: ${yamlString(exported.name)}\n${description}---\n\n# ${exported.name}\n\n::api{from=${attribute(from)} name=${attribute(exported.name)}}\n`;
}

function yamlString(text: string): string {
  return JSON.stringify(text);
}

/** A directive attribute's value, quoted. */
function attribute(value: string): string {
  return value.includes('"') ? `'${value}'` : `"${value}"`;
}

/** Text for a heading: Markdown's own characters escaped. */
function markdownText(text: string): string {
  return text.replace(/([\\`*_[\]<>{}#|])/g, '\\$1');
}

/** A summary's Markdown as plain text, for the page's description. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .trim();
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}
