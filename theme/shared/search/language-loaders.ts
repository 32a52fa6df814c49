// How search loads each language's stop words and stemmer from lunr-languages: one import() per
// language, so a browser bundle splits each into a chunk of its own. A site's browser bundle gets
// a copy of this table with only the languages of its locales (compiler/bundle/esbuild-plugins.ts
// lunrLanguagesPlugin), so a site in English ships none; Node (the build) uses it whole.

export type Loader = () => Promise<unknown[]>;

// lunr-languages' codes by BCP 47 primary language subtag. Thai, Hindi, Kannada, Sanskrit, Tamil
// and Telugu are left out: their modules need lunr-languages' word cutter (a 100 KB dictionary)
// to load at all; their words are found whole (and Intl.Segmenter cuts Thai).
export const LANGUAGE_LOADERS: Record<string, Loader> = {
  ar: () => Promise.all([import('lunr-languages/lunr.ar.js')]),
  da: () => Promise.all([import('lunr-languages/lunr.da.js')]),
  de: () => Promise.all([import('lunr-languages/lunr.de.js')]),
  el: () => Promise.all([import('lunr-languages/lunr.el.js')]),
  es: () => Promise.all([import('lunr-languages/lunr.es.js')]),
  fi: () => Promise.all([import('lunr-languages/lunr.fi.js')]),
  fr: () => Promise.all([import('lunr-languages/lunr.fr.js')]),
  he: () => Promise.all([import('lunr-languages/lunr.he.js')]),
  hu: () => Promise.all([import('lunr-languages/lunr.hu.js')]),
  hy: () => Promise.all([import('lunr-languages/lunr.hy.js')]),
  it: () => Promise.all([import('lunr-languages/lunr.it.js')]),
  // lunr.ja needs its TinySegmenter registered first (words are cut by Intl.Segmenter here).
  ja: () => Promise.all([import('lunr-languages/tinyseg.js'), import('lunr-languages/lunr.ja.js')]),
  ko: () => Promise.all([import('lunr-languages/lunr.ko.js')]),
  nl: () => Promise.all([import('lunr-languages/lunr.nl.js')]),
  no: () => Promise.all([import('lunr-languages/lunr.no.js')]),
  pl: () => Promise.all([import('lunr-languages/lunr.pl.js')]),
  pt: () => Promise.all([import('lunr-languages/lunr.pt.js')]),
  ro: () => Promise.all([import('lunr-languages/lunr.ro.js')]),
  ru: () => Promise.all([import('lunr-languages/lunr.ru.js')]),
  sv: () => Promise.all([import('lunr-languages/lunr.sv.js')]),
  tr: () => Promise.all([import('lunr-languages/lunr.tr.js')]),
  vi: () => Promise.all([import('lunr-languages/lunr.vi.js')]),
  zh: () => Promise.all([import('lunr-languages/lunr.zh.js')]),
};


/** Every language of the table, by lunr-languages code. */
export const STEMMED_LANGUAGES: readonly string[] = Object.keys(LANGUAGE_LOADERS);
