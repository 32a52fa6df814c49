export interface CachedBundle {
    bundleFile: string;
    /** Absolute paths of every file the bundle was built from. */
    inputs: string[];
}
/** Content hash of a file, or 'absent': a deleted input must invalidate the bundle too. */
export declare function hashFile(file: string): string;
/** The cached bundle of `entry` if all its inputs and shared imports are unchanged. */
export declare function readCachedBundle(cacheDir: string, entry: string): CachedBundle | undefined;
/** Stores a fresh bundle and its manifest, and removes the bundle it replaces. */
export declare function writeCachedBundle(cacheDir: string, entry: string, code: Uint8Array, inputs: readonly string[], externals: ReadonlyMap<string, string>): CachedBundle;
