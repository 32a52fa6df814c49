// Whether a component does anything in the browser: for an override with `hydrate: 'auto'` (a Vocs
// site's layout.tsx), which becomes an island only then. The component is bundled for the browser
// with everything it imports (React left out) and the code is read for React's client hooks and
// for event handlers: a useEffect in a package it uses counts as much as one in its own file.
//
// Bundling costs about a tenth of a second, so the answer is kept with the content hashes of the
// files the bundle read (a manifest per component, as config bundles are kept: config/cache.ts)
// and reused while they all read the same.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { hashFile } from '../../config/cache.js';

/**
 * Calls of React hooks that only do something in a browser (state, effects, subscriptions): a
 * call, not a mention (an unused import stays in the bundle), written `useEffect(`,
 * `React.useEffect(` or, from CommonJS, `(0, import_react.useEffect)(`.
 */
const CLIENT_HOOKS = /\buse(?:Effect|LayoutEffect|InsertionEffect|State|Reducer|SyncExternalStore|Transition|ActionState|Optimistic|ImperativeHandle|EffectEvent)\s*\)?\s*\(/;
/** JSX event handler props, as the automatic runtime writes them (`onClick: …`). */
const EVENT_HANDLERS = /\bon(?:Click|DoubleClick|Change|Input|Submit|Key(?:Down|Up|Press)|Mouse(?:Down|Up|Enter|Leave|Move|Over|Out)|Pointer\w+|Touch\w+|Focus|Blur|Scroll|Wheel|Drag\w*|Drop|Toggle|Load|Error)\s*:/;

const VERSION = 2;

interface Manifest {
  version: number;
  key: string;
  inputs: { file: string; hash: string }[];
  client: boolean;
}

/** True when the code of `exportName` of `file` (everything it imports included) runs hooks or handles events in the browser. */
export async function usesClientCode(file: string, exportName: string, cacheDir: string): Promise<boolean> {
  const key = `${file}\u0000${exportName}`;
  const manifestFile = join(cacheDir, `client-code.${createHash('sha256').update(key).digest('hex').slice(0, 16)}.json`);
  const kept = readManifest(manifestFile, key);
  if (kept && kept.inputs.every(({ file: input, hash }) => hashFile(input) === hash)) return kept.client;

  const { build } = await import('esbuild');
  const result = await build({
    stdin: { contents: `export { ${exportName === 'default' ? 'default' : exportName} } from ${JSON.stringify(file)};`, resolveDir: dirname(file), loader: 'ts', sourcefile: 'docsgen-client-code.ts' },
    absWorkingDir: dirname(file),
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    metafile: true,
    logLevel: 'silent',
    // React's own code is full of hooks; what counts is whether the component calls them.
    external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    // Styles and assets say nothing about behaviour.
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.jpg': 'empty', '.webp': 'empty', '.woff2': 'empty' },
  });
  const code = result.outputFiles.map((output) => output.text).join('\n');
  const client = CLIENT_HOOKS.test(code) || EVENT_HANDLERS.test(code);
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.startsWith('<stdin>') && !input.includes(':'))
    .map((input) => resolve(dirname(file), input))
    .map((input) => ({ file: input, hash: hashFile(input) }));
  writeManifest(manifestFile, { version: VERSION, key, inputs, client });
  return client;
}

function readManifest(file: string, key: string): Manifest | undefined {
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    return manifest.version === VERSION && manifest.key === key ? manifest : undefined;
  } catch {
    return undefined;
  }
}

function writeManifest(file: string, manifest: Manifest): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(manifest));
    renameSync(temporary, file);
  } catch {
    // Only time is lost: the next build bundles the component again.
  }
}
