// One Shiki highlighter per process (each build worker has its own), loading only the languages
// pages use, with highlighted blocks cached by (language, meta, code): a site repeats the same
// install snippet on many pages, and the dev server recompiles pages whose code did not change.
import type { Element } from 'hast';
import { bundledLanguages, createHighlighter, type HighlighterGeneric, type ShikiTransformer } from 'shiki';

/** Light and dark colours in one pass: each token gets --shiki-light and --shiki-dark. */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', '']);
const CACHE_LIMIT = 5000;

type Highlighter = HighlighterGeneric<string, string>;

let highlighter: Promise<Highlighter> | undefined;
const languages = new Map<string, Promise<string>>();
const cache = new Map<string, Element>();

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [CODE_THEMES.light, CODE_THEMES.dark], langs: [] }) as Promise<Highlighter>;
  return highlighter;
}

/** The language Shiki will use: the one asked for once loaded, or plain text when it has none. */
function loadLanguage(lang: string): Promise<string> {
  const id = lang.toLowerCase();
  if (PLAIN.has(id) || !(id in bundledLanguages)) return Promise.resolve('text');
  let loading = languages.get(id);
  if (!loading) {
    loading = getHighlighter().then(async (h) => {
      await h.loadLanguage(id as never);
      return id;
    });
    languages.set(id, loading);
  }
  return loading;
}

export interface HighlightInput {
  code: string;
  lang: string;
  meta: string;
  transformers?: ShikiTransformer[];
  /** Extra cache key parts (the site root for twoslash blocks, whose types depend on it). */
  scope?: string;
}

/** The highlighted <pre> element (a copy: callers may change it). */
export async function highlight({ code, lang, meta, transformers = [], scope = '' }: HighlightInput): Promise<Element> {
  const key = `${scope}\u0000${lang}\u0000${meta}\u0000${code}`;
  let pre = cache.get(key);
  if (!pre) {
    const [h, language] = await Promise.all([getHighlighter(), loadLanguage(lang)]);
    const root = h.codeToHast(code, { lang: language, themes: CODE_THEMES, defaultColor: false, transformers, meta: { __raw: meta } });
    pre = root.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre');
    if (!pre) throw new Error('internal: shiki returned no <pre>');
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, pre);
  }
  return structuredClone(pre);
}
