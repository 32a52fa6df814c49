// The links of a site with their targets, and the verdict on each: shared by `docsgen check-links`
// (links read from the sources) and `docsgen build` (links the compile recorded), so both judge
// by the same rules.
import { isIndexPageFile, linkBase } from '../../theme/shared/links.js';
import { linkBasePath, versionRoute } from '../../theme/shared/versions.js';
import type { PageVersion } from '../pages/page-version.js';
import { fileBesidePage } from '../mdx/page-assets.js';
import type { BrokenLink } from './check-site.js';
import type { LinkIgnore } from './ignore.js';
import type { ConfigLink } from './config-links.js';
import { configLinkTarget, pageLinkTarget, type Target } from './resolve-target.js';
import { judge, type BrokenReason, type VerdictContext } from './verdict.js';

export interface FoundLink {
  /** Relative to the site root, '/' separators. */
  file: string;
  line?: number;
  column?: number;
  keyPath?: string;
  href: string;
  target: Target;
  fromRoute: string | null;
}

export interface PageLinks {
  /** `version`: a page of an earlier version, whose absolute links lead into its version (theme/shared/versions.ts). */
  page: { filePath: string; relativePath: string; route: string; version?: Pick<PageVersion, 'prefix' | 'prefixes' | 'siteRoot'> };
  /** As written: href, line, column, and whether it is an image's source. */
  links: readonly { href: string; line: number; column: number; image?: boolean }[];
}

/** A page's links with their targets. An image that names a file beside the page holds: the build copies that file. */
export function pageFoundLinks({ page, links }: PageLinks, siteRoot: string): FoundLink[] {
  const base = linkBase(page.route, isIndexPageFile(page.relativePath));
  const found: FoundLink[] = [];
  const version = page.version;
  for (const { href, line, column, image } of links) {
    if (image && fileBesidePage(href, page.filePath, version?.siteRoot ?? siteRoot)) continue;
    found.push({ file: page.relativePath, line, column, href, target: image ? pageLinkTarget(href, page.route, base) : inVersion(pageLinkTarget(href, page.route, base), href, version), fromRoute: page.route });
  }
  return found;
}

/** A root-relative link of a page of an earlier version leads into that version, unless it names an earlier version's page itself or the current version's (`current:/x`), as the compile writes it: page-links.ts. */
function inVersion(target: Target, href: string, version: Pick<PageVersion, 'prefix' | 'prefixes'> | undefined): Target {
  if (!version || target.kind !== 'path' || target.relative || target.current) return target;
  if (linkBasePath('', version, version.prefixes.map((prefix) => ({ prefix })), href) === '') return target;
  const path = versionRoute(version, target.path);
  return { ...target, path };
}

export function configFoundLinks(links: readonly ConfigLink[], file: string): FoundLink[] {
  return links.map(({ href, keyPath }) => ({ file, keyPath, href, target: configLinkTarget(href), fromRoute: null }));
}

export interface Judged {
  broken: BrokenLink[];
  /** External links, for the network check (check-links --external). */
  external: FoundLink[];
  /** Links with other schemes (mailto:…): never checked. */
  other: number;
  /** Internal links the site says to leave alone. */
  ignored: number;
}

export function judgeLinks(found: readonly FoundLink[], context: VerdictContext, ignore: LinkIgnore): Judged {
  const judged: Judged = { broken: [], external: [], other: 0, ignored: 0 };
  for (const link of found) {
    if (link.target.kind === 'external') {
      if (ignore({ href: link.href })) judged.ignored++;
      else judged.external.push(link);
      continue;
    }
    if (link.target.kind === 'other') {
      judged.other++;
      continue;
    }
    const verdict = judge(link.target, link.fromRoute, context);
    if (!verdict) continue;
    const path = link.target.kind === 'path' ? link.target : undefined;
    if (ignore({ href: link.href, path: path?.path, hash: path?.hash })) {
      judged.ignored++;
      continue;
    }
    judged.broken.push(toBroken(link, verdict.reason, verdict.message));
  }
  return judged;
}

export function toBroken(link: FoundLink, reason: BrokenReason, message: string): BrokenLink {
  const broken: BrokenLink = { file: link.file, href: link.href, reason, message };
  if (link.line !== undefined) broken.line = link.line;
  if (link.column !== undefined) broken.column = link.column;
  if (link.keyPath !== undefined) broken.keyPath = link.keyPath;
  return broken;
}

/** By file, then line and column; stable, so config links keep their order in the config. */
export function sortByPlace<T extends { file: string; line?: number; column?: number }>(items: T[]): T[] {
  return items.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0)));
}
