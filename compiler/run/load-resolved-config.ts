// In a worker: the site config, from the bundle the main thread already built and checked.
// (Config values may be React elements and functions, so they cannot be sent between threads;
// each thread imports the same bundle file.)
import { pathToFileURL } from 'node:url';
import { configOfModule } from '../../config/module-config.js';
import type { ResolvedConfig } from '../../config/types.js';
import { validateConfig } from '../../config/validate.js';

export async function loadResolvedConfig(bundleFile: string | null): Promise<ResolvedConfig> {
  if (!bundleFile) return validateConfig({});
  const module = (await import(pathToFileURL(bundleFile).href)) as Record<string, unknown>;
  return validateConfig((await configOfModule(module)).config ?? {});
}
