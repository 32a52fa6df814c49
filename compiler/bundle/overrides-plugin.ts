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
import type { HydrationStrategy } from '../../theme/shared/island-strategies.js';
import { OVERRIDABLE, OVERRIDABLE_NAMES, type OverridableName } from '../../theme/shared/override-registry.js';
import { THEME_DIR } from '../package-paths.js';
import { OVERRIDE_ISLAND_PREFIX } from './esbuild-plugins.js';
import { usesClientCode } from './client-hooks.js';

/** An override as the bundler takes it: the file, the export, and the island strategy when it hydrates. */
export interface ResolvedOverride {
  path: string;
  /** 'default', or the name of the export. */
  exportName: string;
  /** Hydrated in the browser with this strategy (an island); absent: rendered on the server only. */
  hydrate?: HydrationStrategy;
}

export type ResolvedOverrides = ReadonlyMap<OverridableName, ResolvedOverride>;

export const SLOTS_MODULE = join(THEME_DIR, 'overrides', 'slots.ts');

/** A default export, as a module that exports a component to render by name would have. */
const DEFAULT_EXPORT = /\bexport\s+default\b|\bas\s+default\b/;

/** A named export of `name`: `export function name`, `export const name`, `export { x as name }`. */
function hasNamedExport(source: string, name: string): boolean {
  const escaped = name.replace(/\$/g, '\\$');
  return new RegExp(`\\bexport\\s+(?:async\\s+)?(?:function\\*?|const|let|var|class)\\s+${escaped}\\b`).test(source) || new RegExp(`\\bexport\\s*\\{[^}]*\\b${escaped}\\s*[,}]`).test(source);
}

/** What decides whether an override with `hydrate: 'auto'` is an island (client-hooks.ts). */
export type ClientCodeCheck = (file: string, exportName: string) => Promise<boolean>;

/**
 * Each overridden name → the site's file, its export and whether it hydrates. Paths are relative
 * to `configDir` (the config's folder). Throws a ConfigError naming the key of every override whose
 * file is missing or lacks the export. `hydrate: 'auto'` is decided by `clientCode`; a named export
 * found to need the browser is rendered on the server and named in `warn`.
 */
export async function resolveOverrides(
  configDir: string,
  components: ComponentOverrides,
  configFile: string | null = null,
  options: { clientCode?: ClientCodeCheck; warn?: (message: string) => void } = {},
): Promise<ResolvedOverrides> {
  const resolved = new Map<OverridableName, ResolvedOverride>();
  const issues: ConfigIssue[] = [];
  // The dev server reloads the config when one of these appears or changes: that may be the fix.
  const watch: string[] = [];
  for (const name of OVERRIDABLE_NAMES) {
    const given = components[name];
    if (given === undefined) continue;
    const { file, export: exportName = 'default', hydrate } = typeof given === 'string' ? { file: given } : given;
    const path = resolve(configDir, file);
    const key = typeof given === 'string' ? `components.${name}` : `components.${name}.file`;
    const problem = (found: string, hint: string) => {
      issues.push(configIssue({ path: key, expected: `a file whose ${exportName === 'default' ? 'default export' : `export ${exportName}`} replaces ${OVERRIDABLE[name].description}`, found, hint }));
      watch.push(path);
    };
    if (!existsSync(path)) {
      problem(`${JSON.stringify(file)}, which does not exist`, `paths are relative to the config's folder (${configDir})`);
      continue;
    }
    const source = readFileSync(path, 'utf8');
    if (exportName === 'default' ? !DEFAULT_EXPORT.test(source) : !hasNamedExport(source, exportName)) {
      problem(`${JSON.stringify(file)}, without ${exportName === 'default' ? 'a default export' : `an export named ${exportName}`}`, exportName === 'default' ? `end it with: export default function ${name}(props) { … }` : `export it: export function ${exportName}() { … }`);
      continue;
    }
    const override: ResolvedOverride = { path, exportName };
    if (hydrate !== undefined && hydrate !== 'auto') override.hydrate = hydrate as HydrationStrategy;
    if (hydrate === 'auto' && options.clientCode && (await options.clientCode(path, exportName))) {
      if (exportName === 'default') override.hydrate = 'load';
      else options.warn?.(`components.${name}: the export ${exportName} of ${file} uses React's client hooks or event handlers, and renders on the server only: an island is the default export of a file of its own`);
    }
    resolved.set(name, override);
  }
  if (issues.length > 0) throw new ConfigError({ code: 'OverrideInvalid', file: configFile, issues, dependencies: watch });
  return resolved;
}

/** The check for `hydrate: 'auto'`, its answers kept in the site's cache folder. */
export function clientCodeCheck(root: string): ClientCodeCheck {
  return (file, exportName) => usesClientCode(file, exportName, join(root, '.docsgen-cache', 'overrides'));
}

/** The slots module for `overrides`: the site's file for each overridden name, else the original. */
export function slotsModule(overrides: ResolvedOverrides): string {
  return OVERRIDABLE_NAMES.map((name) => {
    const override = overrides.get(name);
    if (!override) return `export { ${name} } from ${JSON.stringify(join(THEME_DIR, OVERRIDABLE[name].module))};`;
    // An island: the islands plugin wraps the file (esbuild-plugins.ts serverIslandsPlugin).
    if (override.hydrate) return `export { default as ${name} } from ${JSON.stringify(`${OVERRIDE_ISLAND_PREFIX}${override.hydrate}:${override.path}`)};`;
    return `export { ${override.exportName} as ${name} } from ${JSON.stringify(override.path)};`;
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
