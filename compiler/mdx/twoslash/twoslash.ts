// Type-checked code blocks (```ts twoslash): one twoslash instance per site and settings, compiled
// with the site's tsconfig.json compilerOptions when it has one and the config says so (paths,
// jsx, strict…), then the config's `twoslash.compilerOptions`. Options about emitting and linting a
// project never apply to a block (see BLOCK_IRRELEVANT). A type error that the block does not
// declare with `// @errors: <code>` fails the build at the MDX line it is on.
import { createRequire } from 'node:module';
import { threadId } from 'node:worker_threads';
import type { TwoslashExecuteOptions, TwoslashInstance, TwoslashReturn } from 'twoslash';
import { createTwoslasher } from 'twoslash/core';
import type TypeScript from 'typescript';
import type { Dependency, DependencyChecker } from '../../store/dependencies.js';
import { trackedSystem, type TrackedSystem } from '../../store/tracked-system.js';
import { PageBatches, planPage } from './twoslash-batch.js';
import { reusingTypeScript } from './twoslash-environment.js';
import { siteCompilerOptions as compilerOptionsOf } from '../site-compiler-options.js';
import type { BlockError, TwoslashCall, TwoslashedPage, TwoslashOutcome } from './twoslash-render.js';

// TypeScript is loaded with require(), and only the entry points of twoslash and its Shiki
// transformer that take it as an argument are imported: an ESM `import` of typescript.js (9 MB of
// CommonJS, in a package without a "type") makes Node scan it for ESM syntax and for its export
// names before running it, 2.0–2.2 s against 0.6–1.1 s for require(), in every worker thread that
// type-checks a block.
const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;

export { TWOSLASH_LANGUAGES, TwoslashCodeError } from './twoslash-code.js';
import { TwoslashCodeError } from './twoslash-code.js';
import { twoslashSiteKey, type TwoslashSite } from './twoslash-site.js';

export { DEFAULT_TWOSLASH, twoslashSiteKey, type TwoslashSettings, type TwoslashSite } from './twoslash-site.js';

/**
 * Options about a project's outputs and its lint rules: a block is one virtual file that nothing
 * emits, and a docs sample that declares a variable to show its type is not an unused local.
 * (Twoslash emits only for `// @showEmit`, which sets what it needs itself.)
 */
const BLOCK_IRRELEVANT = [
  'noEmit', 'emitDeclarationOnly', 'declaration', 'declarationMap', 'declarationDir', 'composite', 'incremental',
  'tsBuildInfoFile', 'outDir', 'outFile', 'rootDir', 'noEmitOnError', 'sourceMap', 'inlineSourceMap', 'inlineSources',
  'noUnusedLocals', 'noUnusedParameters', 'noFallthroughCasesInSwitch', 'noImplicitReturns', 'allowUnreachableCode',
  'allowUnusedLabels', 'noUncheckedSideEffectImports', 'erasableSyntaxOnly', 'verbatimModuleSyntax',
] as const;

/** `options` without what does not apply to a block, and still valid on its own (see above). */
export function blockCompilerOptions(options: TypeScript.CompilerOptions): TypeScript.CompilerOptions {
  const kept: TypeScript.CompilerOptions = { ...options };
  for (const name of BLOCK_IRRELEVANT) delete kept[name];
  // allowImportingTsExtensions is valid only where nothing is emitted (TS5096): a block that
  // imports './x.ts' keeps working, and stays unemitted.
  if (kept.allowImportingTsExtensions) kept.noEmit = true;
  return kept;
}

/** compilerOptions of ROOT/tsconfig.json (its `extends` followed), else FALLBACK's, or {} without one, as blocks take them. */
export function siteCompilerOptions(root: string, sys: TypeScript.System = ts.sys, fallback?: string): TypeScript.CompilerOptions {
  return blockCompilerOptions(compilerOptionsOf(ts, root, sys, fallback));
}

/**
 * The config's compiler options as TypeScript takes them: each written as in a tsconfig
 * ("bundler", ["dom"]) is converted; one already in TypeScript's form (an enum's number, as a
 * Vocs config passes them to twoslash) is kept.
 */
export function configCompilerOptions(given: Record<string, unknown>, root: string): TypeScript.CompilerOptions {
  const options: TypeScript.CompilerOptions = {};
  for (const [key, value] of Object.entries(given)) {
    const converted = ts.convertCompilerOptionsFromJson({ [key]: value }, root);
    options[key] = (converted.errors.length === 0 ? converted.options[key] : value) as TypeScript.CompilerOptionsValue;
  }
  return options;
}

/** What a block is compiled with: the tsconfig's options (when the settings say so), then the config's. */
export function twoslashCompilerOptions(site: TwoslashSite, sys: TypeScript.System = ts.sys): TypeScript.CompilerOptions {
  const base = site.settings.tsconfig ? siteCompilerOptions(site.root, sys, site.tsconfigFallback) : {};
  return blockCompilerOptions({ ...base, ...configCompilerOptions(site.settings.compilerOptions, site.root) });
}

// Each instance reads files through a recording file system: what it read is what its results
// depend on (see store/tracked-system.ts), for the persistent cache. An instance never reads a
// file twice (twoslash caches what it read): when files may change (the dev server), an instance
// that read a file since changed is replaced by a new one, of a new generation.
interface Instance {
  twoslasher: TwoslashInstance;
  files: TrackedSystem;
  /** The page whose blocks it is checking (one program per page: twoslash-batch.ts). */
  pages: PageBatches;
  generation: number;
}
const instances = new Map<string, Instance>();
let generations = 0;

function instanceFor(site: TwoslashSite): Instance {
  const key = twoslashSiteKey(site);
  let instance = instances.get(key);
  if (!instance) {
    const files = trackedSystem(ts);
    const pages = new PageBatches();
    const twoslasher = createTwoslasher({ tsModule: reusingTypeScript(files.tsModule, pages), vfsRoot: site.root, compilerOptions: twoslashCompilerOptions(site, files.sys) });
    instance = { twoslasher, files, pages, generation: ++generations };
    instances.set(key, instance);
  }
  return instance;
}

/** Drops the twoslash compiler of `site` if a file it read no longer reads the same. */
export function dropStaleTwoslasher(site: TwoslashSite, checker: DependencyChecker): void {
  const key = twoslashSiteKey(site);
  const instance = instances.get(key);
  if (instance && !checker.holds(instance.files.snapshot().deps)) instances.delete(key);
}

/**
 * What a block's result depends on besides its text: the site root, its settings and the compiler
 * instance (results of a replaced instance are not those of the new one).
 */
export function twoslashScope(site: TwoslashSite): string {
  const instance = instanceFor(site);
  // The thread too: a build's page worker may hold results of the type-checking thread's compiler
  // and of its own (should that thread stop), each numbered from 1.
  return `${twoslashSiteKey(site)}\u0000${threadId}\u0000${instance.generation}`;
}

/**
 * Everything the twoslash compiler of `site` has read so far in this thread (a superset of what
 * any of its results used), and whether a file changed while it was read.
 */
export function twoslashDependencies(site: TwoslashSite): { deps: Dependency[]; unstable: boolean } {
  const instance = instances.get(twoslashSiteKey(site));
  // TypeScript's own version is part of docsgen's fingerprint (store/docsgen-fingerprint.ts).
  return instance ? instance.files.snapshot() : { deps: [], unstable: false };
}

const ALLOW_ERRORS = /^\/\/\s?@allowErrors\s*$/m;

function unexpectedErrors(result: TwoslashReturn) {
  const { errors: expected, noErrors } = result.meta.handbookOptions;
  return result.errors.filter(
    (error) => error.level === 'error' && !expected.includes(error.code as number) && noErrors !== true && !(Array.isArray(noErrors) && noErrors.includes(error.code as number)),
  );
}

/** Runs twoslash and throws TwoslashCodeError for an undeclared type error, located in the block as written. */
export function checkedTwoslasher(base: TwoslashInstance) {
  return (code: string, lang?: string, options: TwoslashExecuteOptions = {}): TwoslashReturn => {
    const run = (keepNotations: boolean) =>
      base(code, lang, { ...options, handbookOptions: { ...options.handbookOptions, noErrorValidation: true, keepNotations } });
    let result: TwoslashReturn;
    try {
      result = run(false);
    } catch (error) {
      throw new TwoslashCodeError(error instanceof Error ? error.message.trim() : String(error), undefined, undefined);
    }
    // `// @allowErrors` (Vocs): every error of the block is meant, and shown.
    if (ALLOW_ERRORS.test(code)) return result;
    const errors = unexpectedErrors(result);
    if (errors.length === 0) return result;
    // Positions in the output skip removed notations (// @errors, ---cut---): run again keeping
    // them, so the line is the one in the Markdown file.
    const located = unexpectedErrors(run(true))[0] ?? errors[0]!;
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
    throw new TwoslashCodeError(`type error TS${located.code}: ${located.text}${more}`, located.line, located.character + 1);
  };
}

/**
 * Runs twoslash on the blocks of a page of `site`, with the arguments Shiki's
 * transformer gives it (twoslash-render.ts `twoslashCall`), in one program where they can share
 * one: each block's result or error (an undeclared type error is located in the block as
 * written), and what the site's compiler has read so far. Every block is checked, whichever
 * fails: what one block shows depends on all the page's blocks.
 */
export function twoslashPageOf(calls: readonly TwoslashCall[], site: TwoslashSite): TwoslashedPage {
  const instance = instanceFor(site);
  const check = checkedTwoslasher(instance.twoslasher);
  const outcomes = instance.pages.run(planPage(ts, calls), (index): TwoslashOutcome => {
    const { code, lang, options } = calls[index]!;
    try {
      return { ok: true, twoslash: check(code, lang, options) };
    } catch (error) {
      return { ok: false, error: blockError(error) };
    }
  });
  const { deps, unstable } = twoslashDependencies(site);
  return { outcomes, deps, unstable, scope: twoslashScope(site) };
}

function blockError(error: unknown): BlockError {
  if (error instanceof TwoslashCodeError) return { message: error.message, line: error.line, column: error.column, inCode: true };
  return { message: error instanceof Error ? (error.stack ?? error.message) : String(error), inCode: false };
}
