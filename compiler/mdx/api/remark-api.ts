// The `::api` and `::api-index` directives (directive.ts), replaced by the reference they ask for:
// read from the declarations with TypeScript (extract.ts), written as Markdown nodes (render.ts),
// so the rest of the pipeline treats it as the page's own text. TypeScript loads only for a page
// that has such a directive.
//
// A name that is not exported fails the page at the directive's line, with the closest export.
// What the reference used is recorded for the page's cache entry: the program's shared list (what
// module resolution read, each file by what it exports) and, per file, the declarations shown.
import { relative } from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { activeCodeCache, storeDependencyList } from '../highlight/code-cache.js';
import type { Dependency } from '../../store/dependencies.js';
import { addTwoslashDependencies, dependenciesOf } from '../../store/file-data.js';
import { DocsgenError } from '../../errors/docsgen-error.js';
import type { PageVersion } from '../../pages/page-version.js';
import { siteRootOf } from '../site-root.js';
import { resolveHref } from '../../../theme/shared/links.js';
import { ApiDirectiveError, readDirective, type ApiDirective, type ApiNote } from './directive.js';
import { mayUseApi, type DocumentedSymbol } from './documented.js';
import type { ApiCode } from './model.js';
import { renderIndex, renderSignatures, renderSymbol, type Notes } from './render.js';
import { noteErrors } from './notes.js';

export interface ApiOptions {
  basePath: string;
  /** Where the site documents symbols (documented.ts), for links. */
  documented?: readonly DocumentedSymbol[];
}

/**
 * What the API references of a page compiled without a cache store depend on (check-links keeps
 * it with the page's facts): the files each used, and the program's shared list.
 */
export function apiDependenciesOf(file: VFile): Dependency[] | undefined {
  const shared = (file.data as { apiShared?: Dependency[] }).apiShared;
  return shared ? [...dependenciesOf(file).list(), ...shared] : undefined;
}

/** The signatures' code of a page, by the number its <pre data-api-code> carries (rehype-shiki.ts draws them). */
export function apiCodesOf(file: VFile): ApiCode[] | undefined {
  return (file.data as { apiCodes?: ApiCode[] }).apiCodes;
}

type DirectiveNode = LeafDirective | ContainerDirective;

// TypeScript loads with the first page that needs it.
let service: Promise<typeof import('./service.js')> | undefined;

export function remarkApi(options: ApiOptions) {
  return async (tree: Root, file: VFile) => {
    const source = String(file.value);
    if (!mayUseApi(source)) return;
    // Each directive with the level of the last heading before it: what it adds goes one below.
    const found: { node: DirectiveNode; parent: { children: RootContent[] }; under: number }[] = [];
    let lastHeading = 1;
    const walk = (parent: { children?: RootContent[] }) => {
      for (const child of parent.children ?? []) {
        if (child.type === 'heading') lastHeading = child.depth;
        if ((child.type === 'leafDirective' || child.type === 'containerDirective') && (child.name === 'api' || child.name === 'api-index')) found.push({ node: child, parent: parent as { children: RootContent[] }, under: lastHeading });
        else if ('children' in child) walk(child as { children?: RootContent[] });
      }
    };
    walk(tree);
    if (found.length === 0) return;
    const route = file.data.route as string;
    const root = (file.data.siteRoot as string | undefined) ?? (file.path ? siteRootOf(file.path, route) : undefined) ?? file.cwd;
    const version = file.data.version as PageVersion | undefined;
    // An earlier version's page is named from the site folder (versions/v4/pages/…), as link errors name it.
    const where = file.path ? relative(version?.site ?? root, file.path).split('\\').join('/') : route;
    const problems: DocsgenError[] = [];
    const fail = (message: string, at: { line?: number; column?: number }, hint?: string) =>
      problems.push(new DocsgenError('ApiReferenceInvalid', message, { location: { file: where, line: at.line, column: at.column, source }, ...(hint ? { hint } : {}) }));
    const directives: { node: DirectiveNode; parent: { children: RootContent[] }; directive: ApiDirective; level: number }[] = [];
    for (const { node, parent, under } of found) {
      try {
        const directive = readDirective(node);
        directives.push({ node, parent, directive, level: directive.level ?? Math.min(6, Math.max(2, under + 1)) });
      } catch (error) {
        if (!(error instanceof ApiDirectiveError)) throw error;
        fail(error.message, error, error.hint);
      }
    }
    if (directives.length > 0) {
      const { extractPage } = await (service ??= import('./service.js'));
      const cache = activeCodeCache();
      const importer = file.path ?? `${root}/pages/index.mdx`;
      const page = extractPage({
        root,
        route,
        importer,
        documented: options.documented ?? [],
        directives: directives.map(({ directive }) => directive),
        stale: cache?.filesChange ? cache.checker : undefined,
        ...(version?.tsconfigFallback ? { tsconfigFallback: version.tsconfigFallback } : {}),
      });
      const codes: ApiCode[] = ((file.data as { apiCodes?: ApiCode[] }).apiCodes ??= []);
      const base = route;
      const slot = (code: ApiCode) => {
        // Links in code are drawn by rehype-shiki.ts, after the page's links got their base path.
        codes.push({ ...code, hovers: code.hovers.map((hover) => (hover.href ? { ...hover, href: resolveHref(hover.href, base, options.basePath).href } : hover)) });
        return codes.length - 1;
      };
      directives.forEach(({ node, parent, directive, level }, index) => {
        const result = page.results[index]!;
        if (!result.ok) {
          fail(result.message, directive, result.hint);
          return;
        }
        const replacement =
          result.index !== undefined
            ? renderIndex(result.index, { group: directive.group, level })
            : result.more
              ? renderSignatures([result.symbol!, ...result.more], { id: directive.id, codes: slot })
              : renderSymbol(result.symbol!, { parts: directive.show, level, id: directive.id, codes: slot }, notesFor(directive, result.paths ?? [], fail));
        const at = parent.children.indexOf(node);
        if (at !== -1) parent.children.splice(at, 1, ...replacement);
      });
      if (page.unstable) dependenciesOf(file).unstable = true;
      else {
        dependenciesOf(file).addAll(page.used);
        // The shared list is stored once for many pages; without a store (check-links), it stays on the file.
        if (cache) addTwoslashDependencies(file, storeDependencyList(cache.store, page.scope, page.shared));
        else ((file.data as { apiShared?: Dependency[] }).apiShared ??= []).push(...page.shared);
      }
    }
    if (problems.length > 0) throw DocsgenError.all(problems);
  };
}

/** The page's notes of a directive, checked against the members and parameters it can describe. */
function notesFor(directive: ApiDirective, paths: readonly string[], fail: (message: string, at: { line?: number; column?: number }, hint?: string) => void): Notes {
  const byPath = new Map<string, ApiNote>();
  for (const problem of noteErrors(directive, paths)) fail(problem.message, problem.at, problem.hint);
  for (const note of directive.notes) byPath.set(note.path, note);
  return { get: (path) => byPath.get(path) };
}
