// The site's own import aliases (config `bundle.alias`, Vocs' `vite.resolve.alias`): an import of
// the alias itself, or of a path under it (`@` and `@/lib/x` for the alias `@`), is resolved as
// if it named the target instead, from the importing file. Targets are absolute paths (made so
// from the config's folder, config/module-config.ts) or package names.
import type { Plugin } from 'esbuild';

/** The specifier an import stands for under `alias`, or undefined when no alias applies (longest alias first). */
export function aliasedSpecifier(specifier: string, alias: Readonly<Record<string, string>>): string | undefined {
  let best: string | undefined;
  for (const key of Object.keys(alias)) {
    if (specifier !== key && !specifier.startsWith(key.endsWith('/') ? key : `${key}/`)) continue;
    if (best === undefined || key.length > best.length) best = key;
  }
  if (best === undefined) return undefined;
  const target = alias[best]!;
  const rest = specifier.slice(best.length);
  if (rest === '') return target;
  return target.endsWith('/') || rest.startsWith('/') ? `${target.replace(/\/$/, '')}/${rest.replace(/^\//, '')}` : `${target}/${rest}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export function siteImportsPlugin(alias: Readonly<Record<string, string>>): Plugin {
  const keys = Object.keys(alias);
  return {
    name: 'docsgen-site-imports',
    setup(build) {
      if (keys.length === 0) return;
      const filter = new RegExp(`^(?:${keys.map((key) => `${escape(key.replace(/\/$/, ''))}(?:/.*)?`).join('|')})$`);
      build.onResolve({ filter }, async (args) => {
        if (args.pluginData?.docsgenAliased) return undefined;
        const target = aliasedSpecifier(args.path, alias);
        if (target === undefined) return undefined;
        const resolved = await build.resolve(target, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { docsgenAliased: true } });
        if (resolved.errors.length > 0) {
          return { errors: resolved.errors.map((error) => ({ ...error, text: `${error.text} (the alias ${JSON.stringify(args.path)} → ${JSON.stringify(target)}, config bundle.alias)` })) };
        }
        return resolved;
      });
    },
  };
}
