// Which site a twoslash block belongs to and how its blocks are compiled: plain data, so it can go
// to the build's type-checking thread, and light (no TypeScript), so cache keys can name it.

/** How a site's blocks are compiled (config `twoslash`, resolved). */
export interface TwoslashSettings {
  /** Start from ROOT/tsconfig.json's compilerOptions. */
  tsconfig: boolean;
  /** The config's own, as written in a tsconfig (`"moduleResolution": "bundler"`) or as TypeScript's values. */
  compilerOptions: Record<string, unknown>;
  customTags: string[];
}

export const DEFAULT_TWOSLASH: TwoslashSettings = { tsconfig: true, compilerOptions: {}, customTags: [] };

/** The site whose blocks are checked, and how. */
export interface TwoslashSite {
  /** Where blocks live: their imports resolve from here (a version's pages: the version's folder). */
  root: string;
  settings: TwoslashSettings;
  /** Whose tsconfig.json applies when ROOT has none (a folder version: the site's; PageVersion.tsconfigFallback). */
  tsconfigFallback?: string;
}

/** A site and its settings, as one string: a compiler instance's name, and part of its results' keys. */
export function twoslashSiteKey(site: TwoslashSite): string {
  return `${site.root}\u0000${JSON.stringify(site.settings)}${site.tsconfigFallback === undefined ? '' : `\u0000${site.tsconfigFallback}`}`;
}
