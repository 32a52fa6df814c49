// Bundles the Node side of docsgen (CLI + worker entry points) into .build/.
// Dependencies stay external: they are resolved from node_modules at run time.
import { build } from 'esbuild';

export const NODE_ENTRY_POINTS = {
  cli: 'bin/cli.ts',
  'page-worker': 'compiler/build/page-worker.ts',
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
    packages: 'external',
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'warning',
    // Files that are bundled at site-build time (theme/, runtime/) are read by path, never imported here.
    chunkNames: 'chunks/[name]-[hash]',
  });
}

