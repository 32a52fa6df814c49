// Whether a resolved link holds on the site, and if not, a message that says why and what was
// probably meant. Pure: the site is given as a SiteMap and the ids of each page.
import type { SiteMap } from './site-map.js';
import { closestId, closestRoute } from './suggest.js';
import type { Target } from './resolve-target.js';
import type { ResolvedVersion } from '../../config/types.js';
import { versionOfRoute } from '../../theme/shared/versions.js';

export type BrokenReason = 'no-page' | 'no-anchor' | 'relative-config' | 'bad-current' | 'external';

export interface Broken {
  reason: BrokenReason;
  /** e.g. "no such page (did you mean /core/createStore?)". */
  message: string;
}

export interface VerdictContext {
  site: SiteMap;
  /** Ids of each page route; null for a page that does not parse (its anchors cannot be known). */
  idsOf(route: string): readonly string[] | null;
  basePath: string;
  /** The site's versions (their prefixes), for links written to the current version (`current:/x`): its pages are the routes under none of the others' prefixes. */
  versions?: readonly Pick<ResolvedVersion, 'key' | 'prefix'>[];
}

/** Broken, or null when the link holds (or cannot be judged offline: external links are separate). */
export function judge(target: Target, fromRoute: string | null, context: VerdictContext): Broken | null {
  switch (target.kind) {
    case 'other':
    case 'external':
      return null;
    case 'relative-config':
      return {
        reason: 'relative-config',
        message: 'relative link in the config: it would point somewhere else on every page (start it with /)',
      };
    case 'bad-current':
      return {
        reason: 'bad-current',
        message: 'a link to the current version is current: then the route from the site root (current:/guide)',
      };
    case 'same-page':
      return fromRoute === null ? null : anchorVerdict(target.hash, fromRoute, 'this page', context);
    case 'path': {
      const other = target.current ? otherVersionOf(target.path, context) : undefined;
      if (other) {
        return { reason: 'no-page', message: `not a page of the current version: ${target.path} is version "${other.key}"'s (link to it as ${target.path}, without current:)` };
      }
      const served = context.site.lookup(target.path);
      if (!served) return missingPath(target, context);
      if (served.kind === 'file') return null; // anchors in public files are not checked
      return anchorVerdict(target.hash, served.route, served.route, context);
    }
  }
}

function anchorVerdict(hash: string, route: string, where: string, context: VerdictContext): Broken | null {
  // '#' alone and '#top' scroll to the top of any page (HTML: "the top of the document").
  if (hash === '' || (hash.length === 3 && hash.toLowerCase() === 'top')) return null;
  const ids = context.idsOf(route);
  if (ids === null || ids.includes(hash)) return null;
  const guess = closestId(hash, ids);
  return { reason: 'no-anchor', message: `no #${hash} on ${where}${guess ? ` (did you mean #${guess}?)` : ''}` };
}

function missingPath(target: Extract<Target, { kind: 'path' }>, context: VerdictContext): Broken {
  const { path, fromFolder } = target;
  const { basePath, site } = context;
  const file = /\.[a-z][a-z0-9]{0,4}$/i.test(path) && !path.endsWith('.html');
  // A link to the current version is written `current:/x`: its hints are written so too.
  const written = target.current ? (route: string) => `current:${route}` : (route: string) => route;
  // A relative link says where it landed: that is usually the surprise.
  const what = `${file ? 'no such file (files come from public/)' : target.current ? 'no such page in the current version' : 'no such page'}${target.relative ? `: resolves to ${path}` : ''}`;
  const broken = (hint?: string): Broken => ({ reason: 'no-page', message: hint ? `${what} (${hint})` : what });
  // A link written with the base path gets it twice: the build adds it to every root-relative link.
  if (basePath && (path === basePath || path.startsWith(`${basePath}/`))) {
    const without = path.slice(basePath.length) || '/';
    if (site.lookup(without)) return broken(`links are written without the base path ${basePath}: ${written(without)}`);
  }
  // `[x](createStore)` on /core means /createStore: the page's URL has no trailing slash.
  if (fromFolder && site.lookup(fromFolder)) return broken(`did you mean ${fromFolder}?`);
  const guess = closestRoute(path, target.current ? site.routes.filter((route) => !otherVersionOf(route, context)) : site.routes);
  if (!guess) return broken();
  return broken(`did you mean ${written(path.endsWith('.html') && guess !== '/' ? `${guess}.html` : guess)}?`);
}

/** The earlier version whose prefix starts `path`, if any (resolved versions list the current one, prefix '', first). */
function otherVersionOf(path: string, context: VerdictContext): Pick<ResolvedVersion, 'key' | 'prefix'> | undefined {
  const version = versionOfRoute(context.versions, path);
  return version?.prefix ? version : undefined;
}
