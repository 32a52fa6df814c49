// What a page costs a reader, measured on the built files: its HTML, its stylesheet, the
// JavaScript it downloads before any interaction, and all the JavaScript it has downloaded once
// every island on it has hydrated. Sizes are raw and gzip, each file compressed on its own as a
// server sends it; a file shared by several parts of a page counts once.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { DocsgenError } from '../errors/docsgen-error.js';

export interface Size {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  route: string;
  /** The page's source, relative to the site folder (for messages). */
  relativePath: string;
  html: Size;
  css: Size;
  /** Up-front scripts, inline scripts, and islands that hydrate without the reader doing anything. */
  jsBeforeInteraction: Size;
  /** Everything, once every island on the page has hydrated. */
  jsHydrated: Size;
  /** Scripts from other hosts (a site's head tags): not weighed, since the build is offline. */
  remoteScripts: string[];
}

export interface WeighOptions {
  /** Where the output's file `path` (relative to the output, '/') is on disk. */
  fileOf(path: string): string;
  basePath: string;
  /** The hydrate runtime's URL and the static imports of every script (from the client bundle). */
  hydrate: string;
  scriptImports: Record<string, string[]>;
}

/** Strategies that fire with no action from the reader (`visible` may, so it counts). */
const EAGER_STRATEGIES = /^(load|idle|visible|media:)/;

/** A page's islands, scripts and stylesheets, read from the HTML docsgen wrote. */
export interface PageAssets {
  stylesheets: string[];
  /** Scripts loaded from a URL: module or classic, async, deferred or not (all before interaction). */
  scripts: string[];
  /** The code of scripts written in the page (the theme's, and a site's head scripts). */
  inlineScripts: string[];
  islands: { src: string; strategy: string }[];
}

/** `type`s that make a <script> data, not code: JSON, import maps, speculation rules, templates. */
const SCRIPT_TYPES = /^(?:|module|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript)$/i;

export function pageAssets(html: string): PageAssets {
  const attribute = (tag: string, name: string) => decodeAttribute(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]);
  const tags = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[0]);
  const scripts: string[] = [];
  const inlineScripts: string[] = [];
  for (const [, attributes, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!SCRIPT_TYPES.test(attribute(attributes!, 'type') ?? '')) continue;
    const src = attribute(attributes!, 'src');
    if (src !== undefined) scripts.push(src);
    else inlineScripts.push(code!);
  }
  return {
    // The web-font stylesheet (media=print until loaded, on another host) is not the site's.
    stylesheets: tags(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)
      .filter((tag) => !/\smedia="print"/.test(tag))
      .map((tag) => attribute(tag, 'href')!)
      .filter(Boolean),
    scripts,
    inlineScripts,
    islands: tags(/<docsgen-island\b[^>]*>/g).map((tag) => ({ src: attribute(tag, 'data-src')!, strategy: attribute(tag, 'data-strategy') ?? 'load' })),
  };
}

/** Weighs pages of one build; file sizes are read and compressed once per build, not per page. */
export function createPageWeigher(options: WeighOptions): (route: string, relativePath: string, htmlFile: string) => PageWeight {
  const sizes = new Map<string, Size>();
  const missing = new WeakMap<Error, string>();
  const sizeOfUrl = (url: string): Size => {
    let size = sizes.get(url);
    if (!size) {
      try {
        size = sizeOf(readFileSync(localFile(options, url)));
      } catch (error) {
        if (error instanceof Error) missing.set(error, url);
        throw error;
      }
      sizes.set(url, size);
    }
    return size;
  };
  const isLocal = (url: string) => url.startsWith(`${options.basePath}/`) && !url.startsWith('//');
  // A script and every chunk it imports statically, each once.
  const withImports = (urls: string[], into = new Set<string>()): Set<string> => {
    for (const url of urls) {
      if (into.has(url)) continue;
      into.add(url);
      withImports(options.scriptImports[url] ?? [], into);
    }
    return into;
  };
  const total = (urls: Iterable<string>, extra: Size = { raw: 0, gzip: 0 }) => [...urls].map(sizeOfUrl).reduce(add, extra);

  return (route, relativePath, htmlFile) => {
    try {
      return weigh(route, relativePath, htmlFile);
    } catch (error) {
      // A head tag naming a script that is not in the output (missing from public/).
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      const url = missing.get(error as Error) ?? '';
      throw new DocsgenError('MissingAsset', `page ${route} loads ${url}, which is not in the built site`, {
        location: { file: relativePath },
        hint: 'a script or stylesheet of the site must be in public/ (public/x.js is served as /x.js), or use an absolute https:// URL',
      });
    }
  };

  function weigh(route: string, relativePath: string, htmlFile: string): PageWeight {
    const html = readFileSync(htmlFile);
    const assets = pageAssets(html.toString('utf8'));
    const inline = assets.inlineScripts.map((code) => sizeOf(Buffer.from(code))).reduce(add, { raw: 0, gzip: 0 });
    const eager = assets.islands.filter((island) => EAGER_STRATEGIES.test(island.strategy)).map((island) => island.src);
    const runtime = (islands: string[]) => (islands.length > 0 ? [options.hydrate, ...islands] : []);
    const upFront = withImports([...assets.scripts.filter(isLocal), ...runtime(eager)]);
    const everything = withImports(runtime(assets.islands.map((island) => island.src)), new Set(upFront));
    return {
      route,
      relativePath,
      html: sizeOf(html),
      css: total(assets.stylesheets.filter(isLocal)),
      jsBeforeInteraction: total(upFront, inline),
      jsHydrated: total(everything, inline),
      remoteScripts: assets.scripts.filter((url) => !isLocal(url)),
    };
  }
}

function localFile({ fileOf, basePath }: WeighOptions, url: string): string {
  return fileOf(decodeURIComponent(url.slice(basePath.length + 1).split(/[?#]/)[0]!));
}

function sizeOf(bytes: Buffer): Size {
  return { raw: bytes.length, gzip: gzipSync(bytes).length };
}

function add(a: Size, b: Size): Size {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip };
}

function decodeAttribute(value: string | undefined): string | undefined {
  return value?.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
