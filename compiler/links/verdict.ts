// Whether a resolved link holds on the site, and if not, a message that says why and what was
// probably meant. Pure: the site is given as a SiteMap and the ids of each page.
import type { SiteMap } from './site-map.js';
import { closestId, closestRoute } from './suggest.js';
import type { Target } from './resolve-target.js';

export type BrokenReason = 'no-page' | 'no-anchor' | 'relative-config' | 'external';

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
    case 'same-page':
      return fromRoute === null ? null : anchorVerdict(target.hash, fromRoute, 'this page', context);
    case 'path': {
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
  // A relative link says where it landed: that is usually the surprise.
  const what = `${file ? 'no such file (files come from public/)' : 'no such page'}${target.relative ? `: resolves to ${path}` : ''}`;
  const broken = (hint?: string): Broken => ({ reason: 'no-page', message: hint ? `${what} (${hint})` : what });
  // A link written with the base path gets it twice: the build adds it to every root-relative link.
  if (basePath && (path === basePath || path.startsWith(`${basePath}/`))) {
    const without = path.slice(basePath.length) || '/';
    if (site.lookup(without)) return broken(`links are written without the base path ${basePath}: ${without}`);
  }
  // `[x](createStore)` on /core means /createStore: the page's URL has no trailing slash.
  if (fromFolder && site.lookup(fromFolder)) return broken(`did you mean ${fromFolder}?`);
  const guess = closestRoute(path, site.routes);
  if (!guess) return broken();
  return broken(`did you mean ${path.endsWith('.html') && guess !== '/' ? `${guess}.html` : guess}?`);
}
