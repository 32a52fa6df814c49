// Bundles the Node side of docsgen (CLI + worker entry points) into .build/.
// Small pure-JS dependencies (the unified/MDX ecosystem, yaml, commander…) are bundled in: Node's
// ESM loader costs about a millisecond per module, and MDX alone is hundreds of modules, which
// would make every command start slowly. Commands load their code with import(), so `--help` or a
// warm `check-links` never parse the compiler. Packages that must stay one instance (React), ship
// binaries or data files (esbuild, TypeScript, Shiki) or are big and rarely used stay external.
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
  'page-worker': 'compiler/build/page-worker.ts',
  'dev-search-worker': 'compiler/dev/search-worker.ts',
  'dev-page-worker': 'compiler/dev/render-worker.ts',
};

export async function bundleCli(packageRoot, outDir) {
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
    jsx: 'automatic',
    // Bundled CommonJS code may call require() for Node built-ins.
    banner: { js: "import { createRequire as __docsgenCreateRequire } from 'node:module'; const require = __docsgenCreateRequire(import.meta.url);" },
    sourcemap: 'linked',
    logLevel: 'warning',
    // Files that are bundled at site-build time (theme/, runtime/) are read by path, never imported here.
    chunkNames: 'chunks/[name]-[hash]',
  });
}

