// Which symbols the site documents, and where: every `::api` directive of every page (and every
// generated reference page) documents the symbol it names, so that a type name elsewhere can link
// to it. Found from the pages' text before any page compiles (no TypeScript here); each page's
// compile matches the entries to the symbols it shows (extract.ts).
import { hash } from 'node:crypto';
import { scanDirectives } from './directive.js';

/** A symbol documented on the site: by the module it is imported from and its export name. */
export interface DocumentedSymbol {
  /** The module specifier as written (`@starknet-io/get-starknet-core`, `../src/index.ts`). */
  from: string;
  /** The file it is resolved from: the page (or the config, for generated pages). */
  importer: string;
  /** The export name, dotted for a namespace's member (`Shapes.area`). */
  name: string;
  /** The page, without the base path. */
  route: string;
  /** The id on that page, when the directive gives one. */
  anchor?: string;
}

/** What a page links to for a documented symbol. */
export function documentedHref(entry: Pick<DocumentedSymbol, 'route' | 'anchor'>): string {
  return entry.anchor ? `${entry.route}#${entry.anchor}` : entry.route;
}

/** The key of the index in a compiled page's cache key: the links it gives depend on every entry. */
export function documentedKey(entries: readonly DocumentedSymbol[]): string {
  return hash('sha1', JSON.stringify(entries.map((entry) => [entry.from, entry.importer, entry.name, entry.route, entry.anchor ?? ''])));
}

/**
 * The symbols documented by the `::api` directives of `pages` and by `generated` reference pages,
 * the best place first for each: a page named after the symbol (`/core/createStore` for
 * `createStore`; one of the site's own before a generated one), then the others by route. Only
 * the first directive of a page for a symbol counts.
 */
export function documentedSymbols(pages: readonly { route: string; filePath: string; source: string }[], generated: readonly DocumentedSymbol[] = []): DocumentedSymbol[] {
  const entries: DocumentedSymbol[] = [...generated];
  for (const page of pages) {
    if (!page.source.includes('::api')) continue;
    const seen = new Set<string>();
    for (const directive of scanDirectives(page.source)) {
      const { from, name: names, id } = directive.attributes;
      if (directive.name !== 'api' || !from || !names) continue;
      for (const name of names.split(',').map((part) => part.trim()).filter(Boolean)) {
        const key = `${from}\0${name}`;
        if (seen.has(key)) continue;
        seen.add(key);
        entries.push({ from, importer: page.filePath, name, route: page.route, ...(id ? { anchor: id } : {}) });
      }
    }
  }
  // A page named after the symbol first (the site's own before a generated one), then the others.
  const fromGenerated = new Set(generated);
  const rank = (entry: DocumentedSymbol) => (entry.route.split('/').at(-1) === entry.name.split('.').at(-1) && !entry.anchor ? (fromGenerated.has(entry) ? 1 : 0) : 2);
  return entries.sort((a, b) => rank(a) - rank(b) || a.route.localeCompare(b.route) || a.name.localeCompare(b.name));
}

/** Whether a page's text may hold an API directive (its compiled result then depends on the index). */
export function mayUseApi(source: string): boolean {
  return source.includes('::api');
}
