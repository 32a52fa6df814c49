// Theme component overrides (config `components: { Footer: './components/Footer.tsx' }`).
// The theme imports every overridable component from one module, theme/overrides/slots.ts; in the
// server bundle of a site with overrides, that module is replaced by one that exports the site's
// file under each overridden name (and the original under every other). An override imports the
// original from its own module or from `docsgen/theme`, which this never touches, so wrapping
// the original cannot import the override itself. An override named `*.island.tsx` is an island:
// the islands plugin wraps it like any other.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { configIssue, ConfigError, type ConfigIssue } from '../../config/errors.js';
import type { ComponentOverrides } from '../../config/types.js';
import { OVERRIDABLE, OVERRIDABLE_NAMES, type OverridableName } from '../../theme/overrides/registry.js';
import { THEME_DIR } from '../package-paths.js';

export type ResolvedOverrides = ReadonlyMap<OverridableName, string>;

export const SLOTS_MODULE = join(THEME_DIR, 'overrides', 'slots.ts');

/** A default export, as a module that exports a component to render by name would have. */
const DEFAULT_EXPORT = /\bexport\s+default\b|\bas\s+default\b/;

/**
 * Each overridden name → the absolute path of the site's file. Throws a ConfigError naming the
 * key of every override whose file is missing or has no default export.
 */
export function resolveOverrides(siteRoot: string, components: ComponentOverrides, configFile: string | null = null): ResolvedOverrides {
  const resolved = new Map<OverridableName, string>();
  const issues: ConfigIssue[] = [];
  // The dev server reloads the config when one of these appears or changes: that may be the fix.
  const watch: string[] = [];
  for (const name of OVERRIDABLE_NAMES) {
    const file = components[name];
    if (file === undefined) continue;
    const path = resolve(siteRoot, file);
    const problem = (found: string, hint: string) => {
      issues.push(configIssue({ path: `components.${name}`, expected: `a file whose default export replaces ${OVERRIDABLE[name].description}`, found, hint }));
      watch.push(path);
    };
    if (!existsSync(path)) {
      problem(`${JSON.stringify(file)}, which does not exist`, `paths are relative to the site folder (${siteRoot})`);
      continue;
    }
    if (!DEFAULT_EXPORT.test(readFileSync(path, 'utf8'))) {
      problem(`${JSON.stringify(file)}, without a default export`, `end it with: export default function ${name}(props) { … }`);
      continue;
    }
    resolved.set(name, path);
  }
  if (issues.length > 0) throw new ConfigError({ file: configFile, issues, dependencies: watch });
  return resolved;
}

/** The slots module for `overrides`: the site's file for each overridden name, else the original. */
export function slotsModule(overrides: ResolvedOverrides): string {
  return OVERRIDABLE_NAMES.map((name) => {
    const override = overrides.get(name);
    return override
      ? `export { default as ${name} } from ${JSON.stringify(override)};`
      : `export { ${name} } from ${JSON.stringify(join(THEME_DIR, OVERRIDABLE[name].module))};`;
  }).join('\n');
}

export function overridesPlugin(overrides: ResolvedOverrides): Plugin {
  return {
    name: 'docsgen-overrides',
    setup(build) {
      if (overrides.size === 0) return;
      build.onLoad({ filter: /[\\/]overrides[\\/]slots\.ts$/ }, (args) => {
        if (resolve(args.path) !== SLOTS_MODULE) return undefined;
        return { contents: slotsModule(overrides), loader: 'ts', resolveDir: join(THEME_DIR, 'overrides') };
      });
    },
  };
}
