// Code blocks highlighted at build time with Shiki, in light and dark colours at once (CSS
// variables per token, the theme's stylesheet picks one). Blocks marked `twoslash` are
// type-checked and carry type popups (see twoslash.ts); their <pre> gets data-twoslash.
import { relative } from 'node:path';
import type { Element, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { DocsgenError } from '../errors.js';
import { highlight } from './highlighter.js';
import { parseCodeMeta } from './rehype-code-meta.js';
import { siteRootOf } from './site-root.js';
import { forEachNode } from './walk.js';
import { activeCodeCache, codeBlockKey, readCodeBlock, storeDependencyList, writeCodeBlock } from '../cache/code-cache.js';
import { addTwoslashDependencies, dependenciesOf } from '../cache/file-data.js';
import { TWOSLASH_LANGUAGES, TwoslashCodeError } from './twoslash-code.js';
import { typeCheckBlock } from './type-check-block.js';

interface Block {
  pre: Element;
  code: string;
  lang: string;
  meta: string;
  twoslash: boolean;
}

function blockOf(pre: Element): Block | undefined {
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  if (!code) return undefined;
  const className = (code.properties.className as string[] | undefined) ?? [];
  const lang = className.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text';
  const meta = (code.data as { meta?: string } | undefined)?.meta ?? '';
  const twoslash = parseCodeMeta(meta).flags.includes('twoslash') && TWOSLASH_LANGUAGES.has(lang.toLowerCase());
  return { pre, code: toString(code).replace(/\n$/, ''), lang, meta, twoslash };
}

async function highlightBlock(block: Block, file: VFile, root: string | undefined): Promise<void> {
  const { pre } = block;
  let shiki: Element;
  try {
    shiki = block.twoslash && root ? await highlightTwoslash(block, file, root) : await highlight({ code: block.code, lang: block.lang, meta: block.meta });
  } catch (error) {
    if (!(error instanceof TwoslashCodeError)) throw error;
    const fence = pre.position?.start.line;
    throw new DocsgenError('content', `twoslash: ${error.message}`, {
      location: {
        file: root ? relative(root, file.path).split('\\').join('/') : file.path,
        line: fence === undefined ? undefined : fence + 1 + (error.line ?? -1),
        column: error.column,
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
  pre.properties = { ...pre.properties, className: classes, ...(block.twoslash ? { dataTwoslash: '' } : {}) };
}

/**
 * A type-checked block: from the code block cache when its entry holds (cache/code-cache.ts),
 * else type-checked, then stored. Either way the page records what the result depends on.
 */
async function highlightTwoslash(block: Block, file: VFile, root: string): Promise<Element> {
  const cache = activeCodeCache();
  const key = cache ? codeBlockKey({ code: block.code, lang: block.lang, meta: block.meta, root }) : undefined;
  const found = cache && key ? readCodeBlock(cache, key) : undefined;
  if (found) {
    addTwoslashDependencies(file, found.deps);
    return found.pre;
  }
  // The dev server, whose files change while it runs, checks blocks in its own thread, with a
  // compiler that read no file since changed; a build in its type-checking thread, if it has one.
  const { pre: shiki, deps, unstable, scope } = await typeCheckBlock({ code: block.code, lang: block.lang, meta: block.meta, root }, cache?.filesChange ? cache.checker : undefined);
  if (unstable) {
    // A file changed while it was read: neither the block nor its page may be cached.
    dependenciesOf(file).unstable = true;
  } else if (cache && key) {
    const list = storeDependencyList(cache.store, scope, deps);
    addTwoslashDependencies(file, list);
    writeCodeBlock(cache, key, shiki, list);
  }
  return shiki;
}

export function rehypeShiki() {
  return async (tree: Root, file: VFile) => {
    const blocks: Block[] = [];
    forEachNode<Root | RootContent>(tree, (node) => {
      if (node.type !== 'element' || node.tagName !== 'pre') return;
      const block = blockOf(node);
      if (block) blocks.push(block);
    });
    if (blocks.length === 0) return;
    const root = blocks.some((b) => b.twoslash) ? siteRootOf(file.path, file.data.route as string) : undefined;
    for (const block of blocks) await highlightBlock(block, file, root);
  };
}
