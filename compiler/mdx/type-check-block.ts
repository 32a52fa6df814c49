// Type-checking one twoslash block and highlighting it, in whichever thread runs this: a build's
// type-checking thread (build/type-check-worker.ts) or, without one, the thread compiling the page.
import type { Element } from 'hast';
import type { Dependency, DependencyChecker } from '../cache/dependencies.js';
import { highlight } from './highlighter.js';

export interface TypeCheckRequest {
  code: string;
  lang: string;
  meta: string;
  /** The site's root: its tsconfig.json and node_modules are what the block is checked against. */
  root: string;
}

export interface TypeChecked {
  /** The highlighted block with its type popups: Shiki's <pre>. */
  pre: Element;
  /** Everything this thread's compiler for the site has read so far (a superset of what the block used). */
  deps: Dependency[];
  /** A file changed while it was read: the result must not be cached. */
  unstable: boolean;
  /** The compiler instance the result comes from (twoslash.ts `twoslashScope`). */
  scope: string;
}

// TypeScript loads only for the first block that is type-checked.
let twoslashModule: Promise<typeof import('./twoslash.js')> | undefined;

/**
 * Type-checks and highlights a block; throws TwoslashCodeError for an error in the code. `stale`
 * (when files may change, in the dev server): a compiler that read a file since changed is
 * replaced first.
 */
export async function typeCheckBlock(request: TypeCheckRequest, stale?: DependencyChecker): Promise<TypeChecked> {
  const { code, lang, meta, root } = request;
  const twoslash = await (twoslashModule ??= import('./twoslash.js'));
  if (stale) twoslash.dropStaleTwoslasher(root, stale);
  const pre = await highlight({ code, lang, meta, transformers: twoslash.twoslashTransformers(root), scope: twoslash.twoslashScope(root) });
  const { deps, unstable } = twoslash.twoslashDependencies(root);
  return { pre, deps, unstable, scope: twoslash.twoslashScope(root) };
}
