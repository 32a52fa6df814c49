/**
 * What `import … from 'vocs'` gives a Vocs v1 site built by docsgen: the config helper and the
 * config's types. docsgen resolves 'vocs' here in the config bundle and in the site's pages and
 * components (config/vocs/bundle-aliases.ts, compiler/bundle/esbuild-plugins.ts), whether or not
 * the vocs package is installed, so a site moves without touching a file.
 *
 * Vocs' own `defineConfig` resolves defaults and returns a promise; here it returns the config as
 * written, which docsgen maps onto its own (config/vocs/adapt.ts).
 */
import type { Config } from './types.js';

export type {
  ColorScheme,
  Config,
  EditLink,
  Font,
  IconUrl,
  LogoUrl,
  Sidebar,
  SidebarItem,
  SocialItem,
  Socials,
  SocialType,
  Theme,
  TopNav,
  TopNavItem,
} from './types.js';

/** Identity function, as docsgen's own: it types the config against Vocs' fields. */
export function defineConfig(config: Config): Config {
  return config;
}

function replaced(name: string, command: string): never {
  throw new Error(`vocs' ${name}() is not available under docsgen: run \`docsgen ${command}\` instead`);
}

/** Vocs' programmatic API: docsgen's commands take its place. */
export const build = (): never => replaced('build', 'build');
export const createDevServer = (): never => replaced('createDevServer', 'dev');
export const preview = (): never => replaced('preview', 'preview');
