import type { Plugin } from 'esbuild';
export declare const SHARED_IMPORT: RegExp;
/**
 * The docsgen package folder. Found by walking up to its package.json rather than assumed to be
 * '..': this module also runs bundled into `.build/`.
 */
export declare function packageRoot(): string;
/**
 * The file URL `specifier` has when imported from this package, or undefined. Node's own resolution
 * comes first (import conditions, package "exports", including docsgen's self-reference); source
 * files are the fallback for `docsgen/*`.
 */
export declare function resolveSharedImport(specifier: string): string | undefined;
/** Marks shared imports external at their resolved URL, and records each in `resolved`. */
export declare function sharedImportsPlugin(resolved: Map<string, string>): Plugin;
