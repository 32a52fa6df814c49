// Bundles the Node side of docsgen (CLI + worker entry points) into .build/: on demand in a clone
// of the repository (bin/docsgen.mjs), and once for the published package (bin/build-package.mjs,
// npm's prepack).
// Small pure-JS dependencies (the unified/MDX ecosystem, yaml, commander…) are bundled in: Node's
// ESM loader costs about a millisecond per module, and MDX alone is hundreds of modules, which
// would make every command start slowly. Commands load their code with import(), so `--help` or a
// warm `check-links` never parse the compiler. Packages that must stay one instance (React), ship
// binaries or data files (esbuild, TypeScript, Shiki) or are big and rarely used stay external.
// The external packages are the published package's runtime `dependencies` (with React as a
// peer), together with what theme/ imports: the theme ships as sources that each site's bundle
// compiles, so its imports (remark-parse and unified for the banner's Markdown) must be installed.
// Everything else bundled here is a devDependency.
import { build } from 'esbuild';

const EXTERNAL = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'esbuild',
  'typescript',
  'shiki',
  'shiki/*',
  '@shikijs/*',
  'twoslash',
  'twoslash/*',
  'lunr',
  'lunr-languages',
  'lunr-languages/*',
  'chokidar',
  'ws',
  'puppeteer',
  'puppeteer-core',
  'lighthouse',
  'linkinator',
  '@starknet-io/*',
];

export const NODE_ENTRY_POINTS = {
  cli: 'bin/cli.ts',
  // `docsgen/config` for Node (package.json "exports"): a site's docsgen.config.ts imports it.
  config: 'config/index.ts',
  'page-worker': 'compiler/builder/worker/page-worker.ts',
  'type-check-worker': 'compiler/builder/worker/type-check-worker.ts',
  'dev-search-worker': 'compiler/dev/search/search-worker.ts',
  'dev-page-worker': 'compiler/dev/render/render-worker.ts',
};

/**
 * `forPackage`: the published build, without source maps (the sources they point at are not
 * published); the caller starts from an empty folder.
 */
export async function bundleCli(packageRoot, outDir, { forPackage = false } = {}) {
  await build({
    absWorkingDir: packageRoot,
    entryPoints: NODE_ENTRY_POINTS,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    // micromark's own EditMap makes a page with many lists parse in quadratic time: the same
    // interface, linear (see the module).
    alias: { 'micromark-util-edit-map': './compiler/mdx/micromark-edit-map.ts' },
    jsx: 'automatic',
    // Bundled CommonJS code may call require() for Node built-ins.
    banner: { js: "import { createRequire as __docsgenCreateRequire } from 'node:module'; const require = __docsgenCreateRequire(import.meta.url);" },
    sourcemap: forPackage ? false : 'linked',
    logLevel: 'warning',
    // Files that are bundled at site-build time (theme/, runtime/) are read by path, never imported here.
    chunkNames: 'chunks/[name]-[hash]',
  });
}

