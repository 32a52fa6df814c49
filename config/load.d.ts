import type { ResolvedConfig } from './types.js';
/** In order of preference. */
export declare const CONFIG_FILES: string[];
export interface LoadConfigOptions {
    /** Where bundles are kept; default `<root>/.docsgen-cache/config/`. */
    cacheDir?: string;
}
export interface LoadedConfig {
    config: ResolvedConfig;
    /** Absolute path of the config file, null when the site has none. */
    file: string | null;
    /** The bundle that was imported, null when the site has no config file. */
    bundleFile: string | null;
    /** Absolute paths of the site files the config was built from, for the dev server to watch. */
    dependencies: string[];
}
/** The site's config file, or null. Two of them is an error: which one wins would be a guess. */
export declare function findConfigFile(root: string): string | null;
export declare function loadConfig(root: string, options?: LoadConfigOptions): Promise<LoadedConfig>;
