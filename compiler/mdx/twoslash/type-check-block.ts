// Type-checking the twoslash blocks of a page and highlighting them. Twoslash runs in the build's
// type-checking thread when there is one (builder/worker/type-check-worker.ts), else here, on all the
// page's blocks at once (one program for a page: twoslash-batch.ts); the blocks are rendered here
// either way (twoslash-render.ts).
import type { Element } from 'hast';
import type { Dependency, DependencyChecker } from '../../store/dependencies.js';
import { TwoslashCodeError } from './twoslash-code.js';
import { renderTwoslashed, twoslashCall, type BlockError, type TwoslashCall, type TwoslashedPage } from './twoslash-render.js';
import { twoslashElsewhere } from './type-check-remote.js';
import type { TwoslashSite } from './twoslash-site.js';
import type { CodeThemes } from '../highlight/highlighter.js';

/** A code block as written: its code, language and meta string. */
export interface TypeCheckRequest {
  code: string;
  lang: string;
  meta: string;
}

/** The highlighted blocks of a page, each with its type popups (Shiki's <pre>) or its error. */
export interface TypeCheckedPage {
  /** In the order asked: TwoslashCodeError for an error in the block's code. */
  blocks: ({ pre: Element } | { error: Error })[];
  /** Everything the site's compiler had read (a superset of what the blocks used). */
  deps: Dependency[];
  /** A file changed while it was read: the results must not be cached. */
  unstable: boolean;
  /** The compiler instance the results come from (twoslash.ts `twoslashScope`). */
  scope: string;
}

// TypeScript loads only for the first block type-checked in this thread.
let twoslashModule: Promise<typeof import('./twoslash.js')> | undefined;

/** Twoslash's results for a page's `calls`, computed in this thread. `stale`: see typeCheckBlocks. */
export async function twoslashHere(calls: readonly TwoslashCall[], site: TwoslashSite, stale?: DependencyChecker): Promise<TwoslashedPage> {
  const twoslash = await (twoslashModule ??= import('./twoslash.js'));
  if (stale) twoslash.dropStaleTwoslasher(site, stale);
  return twoslash.twoslashPageOf(calls, site);
}

/** The error a block's failure is reported as. */
function errorOfBlock(error: BlockError): Error {
  return error.inCode ? new TwoslashCodeError(error.message, error.line, error.column) : new Error(error.message);
}

/**
 * Type-checks and highlights the twoslash blocks of a page of `site`, together.
 * `stale` (when files may change, in the dev server): the blocks are checked in this thread, by a
 * compiler that read no file since changed.
 */
export async function typeCheckBlocks(requests: readonly TypeCheckRequest[], site: TwoslashSite, stale?: DependencyChecker, themes?: CodeThemes): Promise<TypeCheckedPage> {
  const customTags = site.settings.customTags;
  const calls = await Promise.all(requests.map(({ code, lang, meta }) => twoslashCall(code, lang, meta, customTags)));
  const asked = calls.filter((call): call is TwoslashCall => call !== undefined);
  const page = asked.length === 0 ? undefined : await ((stale ? undefined : twoslashElsewhere(asked, site)) ?? twoslashHere(asked, site, stale));
  const outcomes = page?.outcomes.values();
  const blocks = await Promise.all(
    requests.map(async ({ code, lang, meta }, index) => {
      // A block the transformer leaves alone (a language it does not check) is only highlighted.
      if (!calls[index]) return { pre: await renderTwoslashed(code, lang, meta, undefined, customTags, themes) };
      const outcome = outcomes!.next().value!;
      if (!outcome.ok) return { error: errorOfBlock(outcome.error) };
      return { pre: await renderTwoslashed(code, lang, meta, { twoslash: outcome.twoslash, scope: page!.scope }, customTags, themes) };
    }),
  );
  return { blocks, deps: page?.deps ?? [], unstable: page?.unstable ?? false, scope: page?.scope ?? '' };
}
