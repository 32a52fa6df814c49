// One Shiki highlighter per process (each build worker has its own), loading only the languages
// pages use, with highlighted blocks cached by (language, meta, code): a site repeats the same
// install snippet on many pages, and the dev server recompiles pages whose code did not change.
// The build cache keeps plain blocks beyond the process (`KeptBlocks`): a build that compiles a few
// edited pages starts a worker whose Shiki would load and compile each language's grammar again
// for blocks that did not change (0.1–0.2 s of the worker per language).
import { readFile } from 'node:fs/promises';
import type { Element, ElementContent } from 'hast';
import { bundledLanguages, bundledThemes, createHighlighter, createOnigurumaEngine, type HighlighterGeneric, type ShikiTransformer } from 'shiki';
import { resolveFromPackage } from '../../package-paths.js';

/** The Shiki themes of the light and the dark scheme. */
export interface CodeThemes {
  light: string;
  dark: string;
}

/**
 * Light and dark colours in one pass: each token gets --shiki-light and --shiki-dark. These by
 * default; config markdown.code.themes names others.
 */
export const CODE_THEMES: CodeThemes = { light: 'github-light-default', dark: 'github-dark-default' };

/** The light theme's comment colour (#6e7781) is 4.2:1 on the code background, under WCAG AA's
 * 4.5:1: comments take GitHub's current muted text colour instead (5.7:1). */
const COLOR_REPLACEMENTS: Record<string, Record<string, string>> = { [CODE_THEMES.light]: { '#6e7781': '#59636e' } };

/**
 * Output must not depend on how busy the machine is. Shiki's default time limit per line (500 ms,
 * meant to keep an editor responsive) leaves the rest of a slow line as one token in the colour of
 * the token before it, and on a loaded machine the first line a process tokenizes (its regular
 * expressions compile then) can take longer: the same page came out in other colours from one
 * build to the next. So no time limit; instead, lines longer than this are not coloured at all
 * (minified code: tokenizing grows faster than the line, seconds for a few thousand characters).
 */
export const TOKENIZE_LIMITS = { tokenizeTimeLimit: 0, tokenizeMaxLineLength: 2000 } as const;

const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', '']);
const CACHE_LIMIT = 5000;

type Highlighter = HighlighterGeneric<string, string>;

let highlighter: Promise<Highlighter> | undefined;
const languages = new Map<string, Promise<string>>();
const themesLoaded = new Map<string, Promise<void>>();

/** Trees made once per key, at most `limit` of them (the oldest dropped first); each caller gets a copy. */
export function treeCache<T>(limit: number) {
  const trees = new Map<string, T>();
  return {
    get: (key: string): T | undefined => {
      const tree = trees.get(key);
      return tree === undefined ? undefined : copyOf(tree);
    },
    /** Keeps `tree` and returns a copy of it. */
    keep: (key: string, tree: T): T => {
      if (trees.size >= limit) trees.delete(trees.keys().next().value!);
      trees.set(key, tree);
      return copyOf(tree);
    },
  };
}

const blocks = treeCache<Element>(CACHE_LIMIT);

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [CODE_THEMES.light, CODE_THEMES.dark], langs: [], engine: createOnigurumaEngine({ instantiator: instantiateOniguruma }) }) as Promise<Highlighter>;
  return highlighter;
}

/**
 * Shiki's regular-expression engine, from the WebAssembly file Shiki ships. Its default loader
 * unzips a copy inlined in JavaScript through fetch's Response, which loads Node's whole fetch
 * implementation first: a tenth of a second at the start of every build worker.
 */
async function instantiateOniguruma(imports: unknown): Promise<never> {
  return WebAssembly.instantiate(await readFile(resolveFromPackage('shiki/onig.wasm')), imports) as Promise<never>;
}

// The compiler is typed without the DOM and WebAssembly libraries; this is the one call it makes.
declare const WebAssembly: { instantiate(bytes: Uint8Array, imports: unknown): Promise<unknown> };

/** Loads the themes a site names (config markdown.code.themes) into the highlighter, once each. */
function loadThemes(themes: CodeThemes): Promise<unknown> {
  return Promise.all(
    [themes.light, themes.dark].map((name) => {
      if (name === CODE_THEMES.light || name === CODE_THEMES.dark) return undefined;
      let loading = themesLoaded.get(name);
      if (!loading) {
        if (!(name in bundledThemes)) {
          loading = Promise.reject(new Error(`config markdown.code.themes: Shiki has no theme "${name}" (see https://shiki.style/themes)`));
        } else loading = getHighlighter().then((h) => h.loadTheme(name as never));
        themesLoaded.set(name, loading);
      }
      return loading;
    }),
  );
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

/** True when Shiki has a grammar for `lang` (or it is plain text). */
export function isKnownLanguage(lang: string): boolean {
  const id = lang.toLowerCase();
  return PLAIN.has(id) || id in bundledLanguages;
}

/** Inline code in `lang` (`code{:ts}`): the tokens of its one line, or undefined for a language Shiki does not know. */
export async function highlightInline(code: string, lang: string, themes?: CodeThemes): Promise<ElementContent[] | undefined> {
  if (!isKnownLanguage(lang)) return undefined;
  const pre = await highlight({ code, lang, meta: '', ...(themes ? { themes } : {}) });
  const codeElement = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  const line = codeElement?.children.find((child): child is Element => child.type === 'element');
  return line?.children;
}

export interface HighlightInput {
  code: string;
  lang: string;
  meta: string;
  transformers?: ShikiTransformer[];
  /** Extra cache key parts (the site root for twoslash blocks, whose types depend on it). */
  scope?: string;
  /** Default CODE_THEMES. */
  themes?: CodeThemes;
}

/** A place that keeps highlighted blocks beyond this process (the build cache, mdx/highlight/code-cache.ts). */
export interface KeptBlocks {
  get(): Element | undefined;
  set(pre: Element): void;
}

/**
 * The highlighted <pre> element (a copy: callers may change it). `kept`: where this block may have
 * been kept by an earlier process, and is kept once highlighted here.
 */
export async function highlight({ code, lang, meta, transformers = [], scope = '', themes = CODE_THEMES }: HighlightInput, kept?: KeptBlocks): Promise<Element> {
  const key = `${scope}\u0000${themes.light}\u0000${themes.dark}\u0000${lang}\u0000${meta}\u0000${code}`;
  const cached = blocks.get(key);
  if (cached) return cached;
  const found = kept?.get();
  if (found) return blocks.keep(key, found);
  const pre = await highlightNow({ code, lang, meta, transformers, themes });
  kept?.set(pre);
  return blocks.keep(key, pre);
}

async function highlightNow({ code, lang, meta, transformers, themes }: Required<Omit<HighlightInput, 'scope'>>): Promise<Element> {
  const [h, language] = await Promise.all([getHighlighter(), loadLanguage(lang), loadThemes(themes)]);
  const root = h.codeToHast(code, {
    lang: language,
    themes: { light: themes.light, dark: themes.dark },
    colorReplacements: COLOR_REPLACEMENTS,
    defaultColor: false,
    ...TOKENIZE_LIMITS,
    transformers,
    meta: { __raw: meta },
  });
  const pre = root.children.find((child): child is Element => child.type === 'element' && child.tagName === 'pre');
  if (!pre) throw new Error('internal: shiki returned no <pre>');
  return pre;
}

/**
 * A deep copy of plain data (a hast tree: objects, arrays, strings, numbers, booleans). The same
 * as structuredClone for such data, at a tenth of its cost: it runs for every code block of
 * every page.
 */
function copyOf<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyOf) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const key in value) copy[key] = copyOf(value[key]);
  return copy as T;
}
