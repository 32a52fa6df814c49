// The types of corpus.mjs, for the tests that import it (the generator stays plain JavaScript:
// the benches run it with node, without a build). Keep in step with corpus.mjs.

/** A page as a translation in a locale's folder: where its links lead, and a sentence in its language. */
export interface CorpusLocale {
  /** The locale's route prefix, e.g. '/fr'. */
  prefix: string;
  /** A sentence in the locale's language, added after the page's first paragraph. */
  sentence: string;
}

/** Words the prose is made of (the search bench builds its queries from them). */
export const CORPUS_WORDS: string[];

/** The route of page `index`: `/` for page 0, `/section-<index % 10>/page-<index>` otherwise. */
export function corpusRoute(index: number): string;

/** The file of page `index`, relative to the pages folder. */
export function corpusFile(index: number, ext?: 'mdx' | 'md'): string;

/** The text of page `index` of a corpus of `count` pages. */
export function corpusPage(index: number, count: number, locale?: CorpusLocale): string;

/** Writes pages 0 … count-1 under `pagesDir`. */
export function writeCorpus(pagesDir: string, count: number, options?: { ext?: 'mdx' | 'md'; locale?: CorpusLocale }): void;
