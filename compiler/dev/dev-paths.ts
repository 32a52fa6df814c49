// Where the dev server's own endpoints live, as site paths (after the base path). All in the
// generated files' folder (config `assetsDir`), which the build reserves for docsgen's files, so no
// page can shadow them.
export interface DevPaths {
  /** The generated files' folder, '/docsgen/': built assets are served from here. */
  assets: string;
  /** The dev server's endpoints, '/docsgen/dev'. */
  dev: string;
  clientScript: string;
  socket: string;
  /** A stable address for the search index, whose real file name changes with its content. */
  searchIndex: string;
}

/** The stable address of another locale's search index ('/docsgen/dev/fr/search-index.json'), and back: the locale key of such an address. */
export const localeSearchIndex = {
  path: (paths: DevPaths, key: string) => `${paths.dev}/${key}/search-index.json`,
  keyOf(paths: DevPaths, sitePath: string): string | undefined {
    if (!sitePath.startsWith(`${paths.dev}/`) || !sitePath.endsWith('/search-index.json')) return undefined;
    const key = sitePath.slice(paths.dev.length + 1, -'/search-index.json'.length);
    // A locale ('fr'), a version ('v4', '1.x') or a locale of a version ('v4/fr').
    return /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9_-]*)?$/.test(key) ? key : undefined;
  },
};

export function devPaths(assetsDir: string): DevPaths {
  const dev = `/${assetsDir}/dev`;
  return { assets: `/${assetsDir}/`, dev, clientScript: `${dev}/client.js`, socket: `${dev}/socket`, searchIndex: `${dev}/search-index.json` };
}
