/**
 * Modules a Vocs v1 site imports, and docsgen's stand-ins for them (files of the docsgen package
 * at `packageRoot`): its config helper and types (config/vocs/index.ts) and its components
 * (theme/vocs/components.ts). They are taken whether or not the vocs package is installed: Vocs'
 * own need its Vite app around them. Used by the config bundle (config/bundle.ts) and the site's
 * page and component bundles (compiler/bundle/esbuild-plugins.ts).
 */
import { join } from 'node:path';
import type { Plugin } from 'esbuild';

export const VOCS_SPECIFIER = /^vocs(\/components)?$/;

export function vocsModules(packageRoot: string): Readonly<Record<string, string>> {
  return {
    vocs: join(packageRoot, 'config', 'vocs', 'index.ts'),
    'vocs/components': join(packageRoot, 'theme', 'vocs', 'components.ts'),
  };
}

/** An esbuild plugin resolving `vocs` and `vocs/components` to docsgen's stand-ins. */
export function vocsModulesPlugin(packageRoot: string): Plugin {
  const modules = vocsModules(packageRoot);
  return {
    name: 'docsgen-vocs-modules',
    setup(build) {
      build.onResolve({ filter: VOCS_SPECIFIER }, (args) => ({ path: modules[args.path]! }));
    },
  };
}
