import { type CachedBundle } from './cache.js';
export declare function bundleConfig(entry: string, root: string, cacheDir: string): Promise<CachedBundle>;
/** The inputs worth watching: files of the site, not of installed packages. */
export declare function localDependencies(inputs: readonly string[]): string[];
