// One compile for the same page in every version (issue 33, "unchanged pages are built once").
//
// A page of a site with versions is compiled in a form that does not name its version: at its
// route within the version behind a placeholder prefix (VERSION_PLACEHOLDER, a URL segment no
// version key can be: keys never start with "_"), as a page of a version whose prefix is that
// placeholder. Every link the compile writes into the version then carries the placeholder where
// the version's prefix goes (a root-relative link through linkBasePath, a relative one through
// the route it resolves against), and nothing else in the result depends on the version. The
// version's own page is that result with the placeholder replaced by its prefix (`inVersion`), a
// walk over a few strings. The build always compiles such a page this way, with or without the
// cache, so the cache's shared entry (cache/page-cache.ts) is the very result any version's
// compile would make.
//
// Not compiled this way (compiled as before, for their version only): pages of a site whose
// Markdown plugins are its own (a plugin sees the page's file and route: it could write either
// into the page), pages that may show an API reference (its links and types come from the
// version's own declarations), and a page whose text holds the placeholder itself.
import type { CompiledPage, CompilePageInput } from './compile-page.js';
import type { PageVersion } from '../pages/page-version.js';
import { mayUseApi } from './api/documented.js';
import { routeWithinVersion, versionRoute } from '../../theme/shared/versions.js';

/** Stands for the version's prefix in a compile shared by every version. */
export const VERSION_PLACEHOLDER = '/_docsgen-version_';

export interface NeutralCompile {
  /** What is compiled: the page at its route within its version, behind the placeholder. */
  input: CompilePageInput & { version: PageVersion };
  /** The page's route within its version. */
  within: string;
}

/**
 * The version-independent compile of a page of a site with versions, or undefined when the page
 * is compiled for its version alone. `sitePlugins`: the site plugins' identity ('none' without any).
 */
export function neutralCompile(input: CompilePageInput, sitePlugins: string): NeutralCompile | undefined {
  const version = input.version;
  if (!version || sitePlugins !== 'none' || mayUseApi(input.source) || input.source.includes(VERSION_PLACEHOLDER)) return undefined;
  const within = routeWithinVersion(input.route, version);
  return {
    within,
    input: { ...input, route: versionRoute({ prefix: VERSION_PLACEHOLDER }, within), version: { ...version, prefix: VERSION_PLACEHOLDER } },
  };
}

/**
 * The page of `input`'s version from the shared compile `page`: the placeholder replaced by the
 * version's prefix everywhere (links in the tree or code, search sections, warnings), and its own
 * route and file. For the current version (prefix '') the placeholder goes, and a link to the
 * version's home that was only the placeholder becomes '/' (`/_docsgen-version_#x` → `/#x`), as
 * resolving it directly gives.
 */
export function inVersion(page: CompiledPage, input: Pick<CompilePageInput, 'route' | 'relativePath' | 'filePath'>, prefix: string, compiledAs: { filePath: string }): CompiledPage {
  const { dependencies, map, ...rest } = page;
  const replaced = replaceDeep(rest, prefix) as Omit<CompiledPage, 'dependencies' | 'map'>;
  replaced.route = input.route;
  replaced.relativePath = input.relativePath;
  if (replaced.format === 'program') replaced.code = withMapSources(replaced.code, compiledAs.filePath, input.filePath);
  const result: CompiledPage = replaced;
  if (map) result.map = { ...map, sources: map.sources.map((source) => (source === compiledAs.filePath ? input.filePath : source)) };
  if (dependencies) result.dependencies = dependencies;
  return result;
}

const PLACEHOLDER_AT_END = new RegExp(`${escapeRegExp(VERSION_PLACEHOLDER)}(?!/)`, 'g');
const PLACEHOLDER = new RegExp(escapeRegExp(VERSION_PLACEHOLDER), 'g');

function replaceText(text: string, prefix: string): string {
  if (!text.includes(VERSION_PLACEHOLDER)) return text;
  return prefix === '' ? text.replace(PLACEHOLDER_AT_END, '/').replace(PLACEHOLDER, '') : text.replace(PLACEHOLDER, prefix);
}

/** `value` with the placeholder replaced in every string; objects and arrays without one are the same objects. */
function replaceDeep(value: unknown, prefix: string): unknown {
  if (typeof value === 'string') return replaceText(value, prefix);
  if (Array.isArray(value)) {
    let changed: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const next = replaceDeep(value[index], prefix);
      if (next !== value[index]) (changed ??= value.slice())[index] = next;
    }
    return changed ?? value;
  }
  if (value !== null && typeof value === 'object') {
    let changed: Record<string, unknown> | undefined;
    for (const [key, item] of Object.entries(value)) {
      const next = replaceDeep(item, prefix);
      if (next !== item) (changed ??= { ...(value as Record<string, unknown>) })[key] = next;
    }
    return changed ?? value;
  }
  return value;
}

const INLINE_MAP = /\n\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\n$/;

/** A program's inline source map names the file it was compiled from: the version's own file instead. */
function withMapSources(code: string, from: string, to: string): string {
  if (from === to) return code;
  const found = INLINE_MAP.exec(code);
  if (!found) return code;
  const map = JSON.parse(Buffer.from(found[1]!, 'base64').toString('utf8')) as { sources?: string[] };
  map.sources = map.sources?.map((source) => (source === from ? to : source));
  return `${code.slice(0, found.index)}\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(map)).toString('base64')}\n`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
