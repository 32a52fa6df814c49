// A page's source as the parsers read it: custom heading ids taken out (custom-heading-ids.ts) and
// other tools' lines that micromark does not read rewritten (syntax/dialect-lines.ts). Both keep
// every line where it was written, so positions in the tree are positions in the file. The build,
// check-links' pipeline, partials and the Markdown outputs all read sources through here.
import { extractHeadingIds } from './custom-heading-ids.js';
import { rewriteDialectLines } from './syntax/dialect-lines.js';

export interface PageSource {
  source: string;
  /** 1-based line → the id written on that heading line. */
  customIds: ReadonlyMap<number, string>;
  /** 1-based line → a VitePress snippet line's text after `<<<`. */
  snippets: ReadonlyMap<number, string>;
}

export function preparePageSource(written: string): PageSource {
  const { source: withoutIds, ids } = extractHeadingIds(written);
  const { source, snippets } = rewriteDialectLines(withoutIds);
  return { source, customIds: ids, snippets };
}
