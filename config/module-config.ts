/**
 * The site config a config bundle stands for. Every bundle carries where its config file is and
 * which dialect it is written in (CONFIG_BUNDLE_EXPORT, added by load.ts): a docsgen config is its
 * default export; a Vocs config's default export is mapped onto docsgen's (vocs/adapt.ts). Paths
 * the config gives relative to its folder (`bundle.alias` targets) are made absolute here. Every
 * thread that imports the bundle reads it through here, so they all see the same config; the
 * warnings matter to the main thread only.
 */
import { isAbsolute, resolve } from 'node:path';
import type { SiteConfig } from './types.js';
import { adaptVocsConfig, type VocsWarning } from './vocs/adapt.js';

/** The export every config bundle carries. */
export const CONFIG_BUNDLE_EXPORT = '__docsgenConfig';

export type ConfigDialect = 'docsgen' | 'vocs';

/** What the bundle says of its config. */
export interface ConfigBundleFacts {
  /** The folder of the config file. */
  dir: string;
  dialect: ConfigDialect;
}

/** The code that makes a bundle carry `facts`. */
export function configBundleFooter(facts: ConfigBundleFacts): string {
  return `export const ${CONFIG_BUNDLE_EXPORT} = ${JSON.stringify(facts)};`;
}

export interface ModuleConfig {
  /** The config as written (docsgen's shape), before validation. */
  config: unknown;
  /** Vocs fields docsgen does not honour (a Vocs config only). */
  warnings: VocsWarning[];
  dialect: ConfigDialect;
}

export async function configOfModule(module: Record<string, unknown>): Promise<ModuleConfig> {
  // A Vocs config may export a promise (vocs' own defineConfig is async).
  const written = await module['default'];
  const facts = module[CONFIG_BUNDLE_EXPORT] as ConfigBundleFacts | undefined;
  if (!facts) return { config: written, warnings: [], dialect: 'docsgen' };
  const adapted = facts.dialect === 'vocs' ? adaptVocsConfig(written, { configDir: facts.dir }) : { config: written as SiteConfig, warnings: [] };
  return { config: withAbsoluteAliases(adapted.config, facts.dir), warnings: adapted.warnings, dialect: facts.dialect };
}

/** `bundle.alias` targets that are paths ('./src', '../lib') from the config's folder, as absolute paths. */
function withAbsoluteAliases(config: SiteConfig, dir: string): SiteConfig {
  const alias = config?.bundle?.alias;
  if (!alias || typeof alias !== 'object') return config;
  const absolute = Object.fromEntries(
    Object.entries(alias).map(([key, target]) => [key, typeof target === 'string' && /^\.\.?(\/|$)/.test(target) && !isAbsolute(target) ? resolve(dir, target) : target]),
  );
  return { ...config, bundle: { ...config.bundle, alias: absolute } };
}
