// Where the dev server's own endpoints live, as site paths (after the base path). All under
// /.docsgen/, which the build reserves for docsgen's files, so no page can shadow them.
export const DEV_PREFIX = '/.docsgen/dev';
export const CLIENT_SCRIPT_PATH = `${DEV_PREFIX}/client.js`;
export const SOCKET_PATH = `${DEV_PREFIX}/socket`;
/** A stable address for the search index, whose real file name changes with its content. */
export const SEARCH_INDEX_PATH = `${DEV_PREFIX}/search-index.json`;
export const ASSETS_PREFIX = '/.docsgen/';
