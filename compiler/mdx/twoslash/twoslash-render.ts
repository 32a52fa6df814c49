// Rendering a twoslash block with Shiki, apart from type-checking it (twoslash.ts): a build
// type-checks in a thread of its own and renders in the page workers, so the type-checking
// thread, which every page waits for, does nothing but type-check. Nothing here loads TypeScript.
//
// Shiki's twoslash transformer calls twoslash from inside Shiki's pipeline, synchronously. So a
// block goes through it twice: once to learn the arguments the transformer gives twoslash (code
// with includes applied, language after aliases, options), stopping there; then, with twoslash's
// result for exactly those arguments, to render.
import { createTransformerFactory, rendererRich, type TwoslashRenderer } from '@shikijs/twoslash/core';
import type { Root } from 'hast';
import type { CodeToHastOptions, ShikiTransformer, ShikiTransformerContext } from 'shiki';
import type { TwoslashExecuteOptions, TwoslashReturn } from 'twoslash';
import type { Dependency } from '../../store/dependencies.js';
import { highlight, treeCache, type CodeThemes } from '../highlight/highlighter.js';
import { phrasingOnly } from '../highlight/shiki-phrasing.js';
import { codeTransformers } from '../syntax/code-transformers.js';

/**
 * Comment lines twoslash reads as a tag instead of a compiler option: `// @allowErrors` (Vocs: the
 * block's type errors are shown, not a failure; see twoslash.ts), drawn as nothing. Vocs'
 * annotations (`// @log: …`) are not given to twoslash: it drops all but the last of consecutive
 * ones and places each after the line that follows it. Left in the code as comments (an unknown
 * flag is), they are drawn where written, as in blocks that are not type-checked
 * (syntax/code-transformers.ts).
 */
export const TWOSLASH_TAGS = ['allowErrors'];

/** What Shiki's transformer would run twoslash with. */
export interface TwoslashCall {
  code: string;
  lang: string;
  options: TwoslashExecuteOptions;
}

/**
 * What was wrong with a block, as plain data (it crosses threads). `inCode`: an error in the
 * block (TwoslashCodeError: `line` 0-based within the block, `column` 1-based); otherwise a
 * failure of the type-checking itself.
 */
export interface BlockError {
  message: string;
  line?: number;
  column?: number;
  inCode: boolean;
}

/** Twoslash's result for one block, or what was wrong with it. */
export type TwoslashOutcome = { ok: true; twoslash: TwoslashReturn } | { ok: false; error: BlockError };

/** Twoslash's results for the blocks of a page, in order, and what they depend on. */
export interface TwoslashedPage {
  outcomes: TwoslashOutcome[];
  /** Everything the site's compiler has read so far (a superset of what the blocks used). */
  deps: Dependency[];
  /** A file changed while it was read: the results must not be cached. */
  unstable: boolean;
  /** The compiler instance the results come from (twoslash.ts `twoslashScope`). */
  scope: string;
}

class Called {
  constructor(readonly call: TwoslashCall) {}
}

/** The arguments the transformer gives twoslash for this block; undefined when it would not run it (a language it leaves alone). */
export async function twoslashCall(code: string, lang: string, meta: string, customTags: readonly string[] = []): Promise<TwoslashCall | undefined> {
  const asking = transformerWith((code, lang, options) => {
    throw new Called({ code, lang: lang ?? 'ts', options: options ?? {} });
  }, customTags);
  try {
    // It stops at its first step when twoslash runs (nothing cached then).
    await highlight({ code, lang, meta, transformers: [asking], scope: 'twoslash arguments' });
  } catch (thrown) {
    if (thrown instanceof Called) return thrown.call;
    throw thrown;
  }
  return undefined;
}

/** The block rendered with twoslash's result (undefined: the transformer does not run twoslash on it). */
export function renderTwoslashed(code: string, lang: string, meta: string, twoslashed: { twoslash: TwoslashReturn; scope: string } | undefined, customTags: readonly string[] = [], themes?: CodeThemes) {
  const transformers: ShikiTransformer[] = [
    transformerWith(() => {
      if (!twoslashed) throw new Error('internal: twoslash was asked for a block it was not run on');
      return twoslashed.twoslash;
    }, customTags),
    metaLinesAfterNewline,
    // Notations and meta lines after twoslash's own lines are in (it finds lines by index).
    ...codeTransformers(code, meta, lang),
    phrasingOnly,
  ];
  return highlight({ code, lang, meta, transformers, scope: twoslashed?.scope ?? '', ...(themes ? { themes } : {}) });
}

/** `customTags`: the site's own `// @tag` comments (config twoslash.customTags), besides Shiki's defaults. */
function transformerWith(twoslasher: (code: string, lang?: string, options?: TwoslashExecuteOptions) => TwoslashReturn, customTags: readonly string[]): ShikiTransformer {
  return createTransformerFactory(twoslasher, renderer)({
    // Errors must surface as ours, with the block's position; never rendered into the page.
    onTwoslashError: (error) => {
      throw error;
    },
    // docsgen's tags and the site's, in one key (a second twoslashOptions key replaced the first,
    // so the site's tags never reached twoslash); Shiki's default tags are left out on purpose
    // (see TWOSLASH_TAGS).
    twoslashOptions: { customTags: [...new Set([...TWOSLASH_TAGS, ...customTags])] },
  });
}

// Popups repeat the same types from block to block and page to page (`const connected: Wallet |
// undefined`, a hook's signature on every use): each is highlighted once per thread.
const popupCode = treeCache<Root>(5000);

/** The renderer, with the code it highlights (a popup's type) taken from this thread's cache; callers get a copy. */
function highlightingOnce(renderer: TwoslashRenderer): TwoslashRenderer {
  const codeToHast = (context: ShikiTransformerContext) => (code: string, options: CodeToHastOptions) => {
    if (options.transformers?.length) return context.codeToHast(code, options);
    const key = JSON.stringify([code, { ...options, meta: undefined, transformers: undefined }]);
    return popupCode.get(key) ?? popupCode.keep(key, context.codeToHast(code, options));
  };
  const wrapped: Record<string, unknown> = {};
  for (const [name, hook] of Object.entries(renderer)) {
    wrapped[name] =
      typeof hook === 'function'
        ? function (this: ShikiTransformerContext, ...args: unknown[]) {
            return (hook as (...a: unknown[]) => unknown).apply(Object.create(this, { codeToHast: { value: codeToHast(this) } }), args);
          }
        : hook;
  }
  return wrapped as unknown as TwoslashRenderer;
}

const rich = rendererRich({
  // A `^?` query shows its result on a line of its own under the queried line, always visible.
  queryRendering: 'line',
  // Tokens with type information take keyboard focus, so the popup opens on focus too.
  hast: { hoverToken: { properties: { tabindex: 0 } } },
});

// One renderer for every block of this thread.
const renderer = highlightingOnce({
  ...rich,
  // `// @allowErrors` says how the block is checked; it draws nothing.
  lineCustomTag(tag) {
    return tag.name === 'allowErrors' ? [] : rich.lineCustomTag!.call(this, tag);
  },
});

/**
 * Twoslash puts a query's result or an error under its line as a block of its own (a "meta
 * line"), in place of the newline that ended the line. Put the newline back before it: the code's
 * text (what the copy button copies, once meta lines are left out) keeps its lines, and a
 * preserved newline right before a block draws no empty line.
 */
const metaLinesAfterNewline: ShikiTransformer = {
  name: 'docsgen:meta-lines-after-newline',
  code(code) {
    const children = code.children;
    for (let i = children.length - 1; i > 0; i--) {
      const node = children[i]!;
      const before = children[i - 1]!;
      const classes = node.type === 'element' ? String(node.properties.class ?? '').split(/[\s,]+/) : [];
      const isMetaLine = classes.includes('twoslash-meta-line') || classes.includes('twoslash-tag-line');
      if (isMetaLine && before.type === 'element') children.splice(i, 0, { type: 'text', value: '\n' });
    }
  },
};
