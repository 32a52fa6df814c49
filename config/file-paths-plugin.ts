/**
 * A config and the local files it imports are bundled into one module kept in the cache folder, so
 * `import.meta.url` would name the bundle, and `__dirname` would not exist (an ES module has none).
 * Configs use them to point at their own folder (Vite's `resolve.alias` of a Vocs config:
 * `path.resolve(__dirname, 'src')`); Vite's config loader gives them the config file's values, and
 * so does this plugin, file by file, for the site's own files (not installed packages).
 */
import { readFileSync } from 'node:fs';
import { dirname, extname, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Loader, Plugin } from 'esbuild';

const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx' };
const MENTIONS = /\b__dirname\b|\b__filename\b|\bimport\.meta\.(?:url|dirname|filename)\b/;

/** `source` of `file` with its own paths written in: import.meta.url/dirname/filename, __dirname and __filename. */
export function withFilePaths(source: string, file: string): string {
  if (!MENTIONS.test(source)) return source;
  const replaced = source
    .replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(file).href))
    .replace(/\bimport\.meta\.dirname\b/g, JSON.stringify(dirname(file)))
    .replace(/\bimport\.meta\.filename\b/g, JSON.stringify(file));
  // A file that defines them itself (the usual `const __dirname = dirname(fileURLToPath(…))`) keeps its own.
  const declares = (name: string) => new RegExp(`\\b(?:const|let|var|function)\\s+${name}\\b`).test(source);
  const header = [
    ...(/\b__dirname\b/.test(source) && !declares('__dirname') ? [`var __dirname = ${JSON.stringify(dirname(file))};`] : []),
    ...(/\b__filename\b/.test(source) && !declares('__filename') ? [`var __filename = ${JSON.stringify(file)};`] : []),
  ];
  return header.length > 0 ? `${header.join(' ')}\n${replaced}` : replaced;
}

export function filePathsPlugin(): Plugin {
  return {
    name: 'docsgen-config-file-paths',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (args.namespace !== 'file' || args.path.split(sep).includes('node_modules')) return undefined;
        const loader = LOADERS[extname(args.path)];
        if (!loader) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!MENTIONS.test(source)) return undefined;
        return { contents: withFilePaths(source, args.path), loader, resolveDir: dirname(args.path) };
      });
    },
  };
}
