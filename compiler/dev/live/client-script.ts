// The live-reload client (runtime/dev/), bundled once at start-up and served from memory under
// a URL that names its content, so a reloading tab takes it from its cache.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build } from 'esbuild';
import { RUNTIME_DIR } from '../../package-paths.js';

export interface DevClientScript {
  code: string;
  /** Content hash, put in the script's URL. */
  hash: string;
}

export async function bundleDevClient(): Promise<DevClientScript> {
  const result = await build({
    entryPoints: [join(RUNTIME_DIR, 'dev', 'client.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  return { code, hash: createHash('sha1').update(code).digest('base64url').slice(0, 12) };
}
