/**
 * Vocs' `vite` (Vite's UserConfig, merged into Vocs' own) → docsgen's `bundle`. docsgen bundles a
 * site's pages and components with esbuild, not Vite: import aliases (`resolve.alias`) and
 * constants (`define`) mean the same there and are taken; Vite plugins and Vite's other options
 * are named in a warning.
 */
import type { BundleOptions } from '../types.js';
import type { ViteConfig } from './types.js';
import type { Warn } from './warnings.js';

export function vocsBundle(vite: ViteConfig, warn: Warn): BundleOptions | undefined {
  const out: BundleOptions = {};
  const { resolve, define, plugins, ...rest } = vite;
  if (resolve) {
    const { alias, ...otherResolve } = resolve;
    if (alias) out.alias = aliases(alias, warn);
    for (const key of Object.keys(otherResolve)) warn(`vite.resolve.${key}`, 'docsgen resolves imports as Node does (package exports, the site\'s node_modules); only resolve.alias is taken');
  }
  if (define) {
    // Vite's define: a string is the code put in place; any other value, that value as JSON.
    out.define = Object.fromEntries(Object.entries(define).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
  }
  const names = pluginNames(plugins ?? []);
  if (names.length > 0) warn('vite.plugins', `docsgen does not run Vite plugins (${names.join(', ')}): it bundles pages and components with esbuild`);
  for (const key of Object.keys(rest)) warn(`vite.${key}`, 'a Vite option: docsgen does not use Vite; only resolve.alias and define are taken');
  return out.alias || out.define ? out : undefined;
}

function aliases(alias: NonNullable<NonNullable<ViteConfig['resolve']>['alias']>, warn: Warn): Record<string, string> {
  if (!Array.isArray(alias)) return { ...alias };
  const out: Record<string, string> = {};
  alias.forEach(({ find, replacement }, index) => {
    if (typeof find === 'string') out[find] = replacement;
    else warn(`vite.resolve.alias[${index}]`, `the pattern ${String(find)}: docsgen's aliases are import specifiers (and what starts with them), not regular expressions`);
  });
  return out;
}

/** The names of Vite plugins as given (a plugin, a list of them, a promise, or nothing). */
function pluginNames(plugins: readonly unknown[]): string[] {
  return plugins.flatMap((plugin): string[] => {
    if (Array.isArray(plugin)) return pluginNames(plugin);
    if (plugin && typeof plugin === 'object' && 'name' in plugin) return [String((plugin as { name: unknown }).name)];
    if (plugin && typeof (plugin as Promise<unknown>).then === 'function') return ['(a plugin given as a promise)'];
    return [];
  });
}
