// The analyzer of an index's language: English is lunr's own; the others take their stop words
// and stemmer from lunr-languages (https://github.com/MihaiValentin/lunr-languages), loaded when
// an index in that language is built or first searched. In the browser each language is a chunk
// of its own (dynamic imports), fetched only on a page of that language when its reader searches.
// A language lunr-languages does not know is analyzed without stop words or stemming (words are
// still found whole, and by prefix).
import lunr from 'lunr';
import { createAnalyzer, englishAnalyzer, type Analyzer, type TokenFilter } from './analyzer.js';
import { LANGUAGE_LOADERS as LOADERS, STEMMED_LANGUAGES } from './language-loaders.js';

// What a lunr-languages module exports: a function that registers the language on lunr.
// `any`: the modules declare lunr as an open record of their own.
type Plugin = (lunr: any) => void;

/** The lunr-languages codes search stems (language-loaders.ts has a loader for each). */
const STEMMED: Record<string, true> = Object.fromEntries(STEMMED_LANGUAGES.map((code) => [code, true]));

// Norwegian Bokmål and Nynorsk use lunr-languages' Norwegian.
const ALIASES: Record<string, string> = { nb: 'no', nn: 'no' };

/** lunr-languages' code for a language tag ('pt-BR' → 'pt'), or undefined for English and the languages it cannot stem. */
export function lunrLanguage(lang: string): string | undefined {
  const primary = lang.toLowerCase().split(/[-_]/)[0]!;
  const code = ALIASES[primary] ?? primary;
  return code in STEMMED ? code : undefined;
}

/** Whether search has stop words and a stemmer for the language. */
export function hasStemmer(lang: string): boolean {
  return lunrLanguage(lang) !== undefined || isEnglish(lang);
}

function isEnglish(lang: string): boolean {
  return /^en(?:[-_]|$)/i.test(lang);
}

let support: Promise<void> | undefined;
const analyzers = new Map<string, Promise<Analyzer>>();

/** The analyzer of `lang` (a BCP 47 tag; English when absent). */
export function loadAnalyzer(lang = 'en'): Promise<Analyzer> {
  if (isEnglish(lang)) return Promise.resolve(englishAnalyzer);
  let analyzer = analyzers.get(lang);
  if (!analyzer) {
    analyzer = makeAnalyzer(lang);
    // A failed load is not kept: the next search tries again.
    analyzer.catch(() => analyzers.delete(lang));
    analyzers.set(lang, analyzer);
  }
  return analyzer;
}

async function makeAnalyzer(lang: string): Promise<Analyzer> {
  const code = lunrLanguage(lang);
  if (code === undefined) return createAnalyzer(lang, []);
  support ??= import('lunr-languages/lunr.stemmer.support.js').then((module) => pluginOf(module)(lunr));
  await support;
  const registry = lunr as unknown as Record<string, (Plugin & { trimmer?: TokenFilter }) | undefined>;
  const load = LOADERS[code];
  if (!load) throw new Error(`search: the stemmer of "${lang}" is not in this site's bundle`);
  if (!registry[code]) for (const module of await load()) pluginOf(module)(lunr);
  const language = registry[code];
  if (!language) throw new Error(`search: lunr-languages did not register "${code}"`);
  return createAnalyzer(lang, indexPipeline(language));
}

/** A CommonJS module's function, however the bundler or Node hands it over. */
function pluginOf(module: unknown): Plugin {
  const value = (module as { default?: unknown }).default ?? module;
  return ((value as { default?: unknown }).default ?? value) as Plugin;
}

/**
 * The functions lunr-languages puts in an index's pipeline for the language (stop words, accent
 * folding, stemmer…), in order, by running its set-up against a stand-in builder. Its trimmer is
 * left out: tokenize.ts already gives whole words (the trimmer would also cut digits off).
 */
function indexPipeline(language: Plugin & { trimmer?: TokenFilter }): TokenFilter[] {
  const added: TokenFilter[] = [];
  const builder = { pipeline: { reset() {}, add: (...filters: TokenFilter[]) => added.push(...filters) }, tokenizer: undefined as unknown };
  (language as unknown as (this: typeof builder) => void).call(builder);
  return added.filter((filter) => filter !== language.trimmer);
}
