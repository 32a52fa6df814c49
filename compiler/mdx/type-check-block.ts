// Type-checking one twoslash block and highlighting it. Twoslash runs in the build's
// type-checking thread when there is one (build/type-check-worker.ts), else here; the block is
// rendered here either way (twoslash-render.ts).
import type { Element } from 'hast';
import type { Dependency, DependencyChecker } from '../cache/dependencies.js';
import { renderTwoslashed, twoslashCall, type TwoslashCall, type Twoslashed } from './twoslash-render.js';
import { twoslashElsewhere } from './type-check-remote.js';

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
  /** Everything the site's compiler had read (a superset of what the block used). */
  deps: Dependency[];
  /** A file changed while it was read: the result must not be cached. */
  unstable: boolean;
  /** The compiler instance the result comes from (twoslash.ts `twoslashScope`). */
  scope: string;
}

// TypeScript loads only for the first block type-checked in this thread.
let twoslashModule: Promise<typeof import('./twoslash.js')> | undefined;

/** Twoslash's result for `call`, computed in this thread. `stale`: see typeCheckBlock. */
export async function twoslashHere(call: TwoslashCall, root: string, stale?: DependencyChecker): Promise<Twoslashed> {
  const twoslash = await (twoslashModule ??= import('./twoslash.js'));
  if (stale) twoslash.dropStaleTwoslasher(root, stale);
  return twoslash.twoslashOf(call, root);
}

/**
 * Type-checks and highlights a block; throws TwoslashCodeError for an error in the code.
 * `stale` (when files may change, in the dev server): the block is checked in this thread, by a
 * compiler that read no file since changed.
 */
export async function typeCheckBlock(request: TypeCheckRequest, stale?: DependencyChecker): Promise<TypeChecked> {
  const { code, lang, meta, root } = request;
  const call = await twoslashCall(code, lang, meta);
  if (!call) return { pre: await renderTwoslashed(code, lang, meta, undefined), deps: [], unstable: false, scope: '' };
  const twoslashed = await ((stale ? undefined : twoslashElsewhere(call, root)) ?? twoslashHere(call, root, stale));
  const pre = await renderTwoslashed(code, lang, meta, twoslashed);
  return { pre, deps: twoslashed.deps, unstable: twoslashed.unstable, scope: twoslashed.scope };
}
