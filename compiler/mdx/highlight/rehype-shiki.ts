// Code blocks highlighted at build time with Shiki, in light and dark colours at once (CSS
// variables per token, the theme's stylesheet picks one), with the line decorations their code
// and meta ask for (syntax/code-transformers.ts). Blocks marked `twoslash` are type-checked and
// carry type popups (see twoslash.ts); their <pre> gets data-twoslash. Inline code that ends in
// `{:lang}` (`const a = 1{:ts}`, Vocs) is highlighted in that language.
import { relative } from 'node:path';
import type { Element, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { DocsgenError } from '../../errors/docsgen-error.js';
import { highlight, highlightInline, type CodeThemes } from './highlighter.js';
import { siteRootOf } from '../site-root.js';
import { parseCodeMeta } from '../syntax/code-meta.js';
import { codeTransformers } from '../syntax/code-transformers.js';
import { syntaxData } from '../syntax/remark-syntax.js';
import { forEachNode } from '../walk.js';
import { activeCodeCache, pageBlockKeys, plainBlock, readCodeBlock, storeDependencyList, writeCodeBlock } from './code-cache.js';
import { addTwoslashDependencies, dependenciesOf } from '../../store/file-data.js';
import { TWOSLASH_LANGUAGES, TwoslashCodeError } from '../twoslash/twoslash-code.js';
import { typeCheckBlocks } from '../twoslash/type-check-block.js';
import { DEFAULT_TWOSLASH, twoslashSiteKey, type TwoslashSettings, type TwoslashSite } from '../twoslash/twoslash-site.js';
import { apiCodesOf } from '../api/remark-api.js';
import type { PageVersion } from '../../pages/page-version.js';

interface Block {
  pre: Element;
  code: string;
  lang: string;
  meta: string;
  twoslash: boolean;
}

function blockOf(pre: Element, typeCheck: boolean): Block | undefined {
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  if (!code) return undefined;
  const className = (code.properties.className as string[] | undefined) ?? [];
  const lang = className.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text';
  // Kept in the attributes too (rehype-code-meta.ts): a Markdown page's HTML parse drops node data.
  const meta = (code.data as { meta?: string } | undefined)?.meta ?? (typeof pre.properties['dataMeta'] === 'string' ? pre.properties['dataMeta'] : '');
  // With config `twoslash: false`, a block marked twoslash is highlighted as any other.
  const twoslash = typeCheck && parseCodeMeta(meta).flags.includes('twoslash') && TWOSLASH_LANGUAGES.has(lang.toLowerCase());
  return { pre, code: toString(code).replace(/\n$/, ''), lang, meta, twoslash };
}

async function highlightBlock(block: Block, file: VFile, root: string | undefined, checked: Map<Block, Element | Error> | undefined, themes: CodeThemes | undefined): Promise<void> {
  const { pre } = block;
  let shiki: Element;
  try {
    const typeChecked = block.twoslash ? checked?.get(block) : undefined;
    if (typeChecked instanceof Error) throw typeChecked;
    shiki =
      typeChecked ??
      (await highlight({ code: block.code, lang: block.lang, meta: block.meta, transformers: codeTransformers(block.code, block.meta, block.lang), ...(themes ? { themes } : {}) }, plainBlock(activeCodeCache(), block, themes)));
  } catch (error) {
    if (!(error instanceof TwoslashCodeError)) throw error;
    const fence = pre.position?.start.line;
    // Lines of the code that were not written in the block (an include, a virtual file) point at the line that brought them.
    const origins = fence === undefined ? undefined : syntaxData(file).codeOrigins?.get(fence);
    const line = error.line === undefined ? undefined : origins ? origins[error.line] : error.line;
    const brought = origins && error.line !== undefined && (line === -1 || origins.filter((origin) => origin === line).length > 1);
    throw new DocsgenError('TwoslashError', `twoslash: ${error.message}${brought ? (line === -1 ? ' (in a block of the page this one imports)' : ' (in the code this line includes)') : ''}`, {
      location: {
        file: root ? relative(root, file.path).split('\\').join('/') : file.path,
        line: fence === undefined ? undefined : fence + 1 + (line ?? -1),
        column: brought ? undefined : error.column,
        source: String(file.value),
      },
      hint: 'fix the code, or declare an intended error with a `// @errors: <code>` line in the block',
      cause: error,
    });
  }
  // Shiki names its classes in `class`; MDX reads hast's `className`.
  const raw = shiki.properties.class ?? shiki.properties.className ?? 'shiki';
  const classes = (Array.isArray(raw) ? raw.map(String) : String(raw).split(/\s+/)).filter(Boolean);
  pre.children = shiki.children;
  const lineNumbers = shiki.properties['dataLineNumbers'] !== undefined ? { dataLineNumbers: '' } : {};
  pre.properties = { ...pre.properties, className: classes, ...lineNumbers, ...(block.twoslash ? { dataTwoslash: '' } : {}) };
}

/**
 * The type-checked blocks of a page, each highlighted with its popups or its error: from the code
 * block cache when every block's entry holds (mdx/highlight/code-cache.ts), else type-checked together
 * (what one block shows depends on all the page's blocks) and stored. Either way the page records
 * what the results depend on.
 */
async function typeCheckPage(blocks: Block[], file: VFile, site: TwoslashSite, themes: CodeThemes | undefined): Promise<Map<Block, Element | Error>> {
  const cache = activeCodeCache();
  const keys = cache ? pageBlockKeys(blocks, `${twoslashSiteKey(site)}\u0000${JSON.stringify(themes ?? null)}`) : undefined;
  const found = cache && keys ? keys.map((key) => readCodeBlock(cache, key)) : undefined;
  if (found?.every((entry) => entry !== undefined)) {
    for (const entry of found) addTwoslashDependencies(file, entry!.deps);
    return new Map(blocks.map((block, index) => [block, found[index]!.pre]));
  }
  // The dev server, whose files change while it runs, checks blocks in its own thread, with a
  // compiler that read no file since changed; a build in its type-checking thread, if it has one.
  const checked = await typeCheckBlocks(blocks, site, cache?.filesChange ? cache.checker : undefined, themes);
  const results = checked.blocks.map((block) => ('error' in block ? block.error : block.pre));
  if (checked.unstable) {
    // A file changed while it was read: neither the blocks nor their page may be cached.
    dependenciesOf(file).unstable = true;
  } else if (cache && keys && results.every((result) => !(result instanceof Error))) {
    const list = storeDependencyList(cache.store, checked.scope, checked.deps);
    addTwoslashDependencies(file, list);
    results.forEach((pre, index) => writeCodeBlock(cache, keys[index]!, pre as Element, list));
  }
  return new Map(blocks.map((block, index) => [block, results[index]!]));
}

/** Inline code ending in `{:lang}`: its text and language. */
const INLINE_LANGUAGE = /^([\s\S]*\S[\s\S]*)\{:([\w#+.-]+)\}$/;

/** `code{:ts}` highlighted as `ts`; left as written when Shiki has no such language. */
async function highlightInlineCode(node: Element, text: string, lang: string, themes: CodeThemes | undefined): Promise<void> {
  const tokens = await highlightInline(text, lang, themes);
  if (!tokens) return;
  node.children = tokens;
  node.properties = { ...node.properties, className: ['shiki', 'dg-code-inline'], dataLanguage: lang };
}

/** A signature of an API reference (mdx/api/remark-api.ts), drawn with its popups as a twoslash block is, in the site's code themes. */
async function drawApiCode(pre: Element, file: VFile, themes: CodeThemes | undefined): Promise<void> {
  const code = apiCodesOf(file)?.[Number(pre.properties.dataApiCode)];
  if (!code) throw new Error(`internal: API code block ${String(pre.properties.dataApiCode)} has no code`);
  const { renderApiCode } = await import('../api/render-code.js');
  const shiki = await renderApiCode(code, themes);
  const raw = shiki.properties.class ?? shiki.properties.className ?? 'shiki';
  const classes = (Array.isArray(raw) ? raw.map(String) : String(raw).split(/\s+/)).filter(Boolean);
  const { dataApiCode: _dataApiCode, ...properties } = pre.properties;
  pre.children = shiki.children;
  pre.properties = { ...properties, className: [...classes, 'dg-api__code'], dataTwoslash: '' };
}

export interface RehypeShikiOptions {
  /** How twoslash blocks are compiled (config `twoslash`); `false`: they are only highlighted. */
  twoslash?: TwoslashSettings | false;
  /** The site's code themes (config markdown.code.themes); docsgen's by default. */
  themes?: CodeThemes;
}

export function rehypeShiki({ twoslash = DEFAULT_TWOSLASH, themes }: RehypeShikiOptions = {}) {
  return async (tree: Root, file: VFile) => {
    const blocks: Block[] = [];
    const inline: { node: Element; text: string; lang: string }[] = [];
    const inBlocks = new Set<Element>();
    const apiBlocks: Element[] = [];
    forEachNode<Root | RootContent>(tree, (node) => {
      if (node.type !== 'element') return;
      if (node.tagName === 'pre') {
        for (const child of node.children) if (child.type === 'element') inBlocks.add(child);
        if (node.properties.dataApiCode !== undefined) return void apiBlocks.push(node);
        const block = blockOf(node, twoslash !== false);
        if (block) blocks.push(block);
      } else if (node.tagName === 'code' && !inBlocks.has(node) && node.children.length === 1 && node.children[0]!.type === 'text') {
        const match = INLINE_LANGUAGE.exec((node.children[0] as { value: string }).value);
        if (match) inline.push({ node, text: match[1]!, lang: match[2]! });
      }
    });
    for (const { node, text, lang } of inline) await highlightInlineCode(node, text, lang, themes);
    for (const pre of apiBlocks) await drawApiCode(pre, file, themes);
    if (blocks.length === 0) return;
    const typeChecked = blocks.filter((block) => block.twoslash);
    const root = typeChecked.length > 0 ? ((file.data.siteRoot as string | undefined) ?? siteRootOf(file.path, file.data.route as string)) : undefined;
    const version = file.data.version as PageVersion | undefined;
    const site: TwoslashSite | undefined = root && twoslash !== false ? { root, settings: twoslash, ...(version?.tsconfigFallback ? { tsconfigFallback: version.tsconfigFallback } : {}) } : undefined;
    const checked = site ? await typeCheckPage(typeChecked, file, site, themes) : undefined;
    // Errors name an earlier version's page from the site folder (versions/v4/pages/…), as link errors do.
    for (const block of blocks) await highlightBlock(block, file, version?.site ?? root, checked, themes);
  };
}
