// What a thread needs to compile the site's pages as the build does: the base path, the site's
// plugins and its frontmatter keys. Every compiling thread (build workers, the dev server's render
// and search workers, check-links' parser threads) builds these itself from the config bundle's
// path (see site-plugins.ts for why nothing else crosses a thread boundary).
import { configIssue, ConfigError } from '../../config/errors.js';
import type { ResolvedConfig } from '../../config/types.js';
import { loadResolvedConfig } from '../run/load-resolved-config.js';
import type { PageCompilerOptions } from './compile-page.js';
import { loadSitePlugins } from './site-plugins.js';
import type { DocumentedSymbol } from './api/documented.js';

/** Plain data: what a thread is told about the site. */
export interface SiteSource {
  basePath: string;
  /** The config bundle every thread imports; null for a site without a config file. */
  configModule: string | null;
  /** The site folder (plugin packages are resolved from it). */
  siteRoot: string;
  /** Where the site documents API symbols, found in the pages' text by the thread that lists them (mdx/api/documented.ts). */
  documented?: DocumentedSymbol[];
}

/** Throws a ConfigError (naming `configFile`) when a plugin cannot be loaded. */
export async function compileOptionsFor(source: SiteSource, config?: ResolvedConfig, configFile?: string | null): Promise<PageCompilerOptions> {
  const resolved = config ?? (await loadResolvedConfig(source.configModule));
  const site = await loadSitePlugins(resolved.markdown, { siteRoot: source.siteRoot, bundleFile: source.configModule, configFile });
  const codeThemes = resolved.markdown.code.themes;
  if (codeThemes) await checkCodeThemes(codeThemes, configFile ?? source.configModule);
  const bundle = Object.keys(resolved.bundle.alias).length + Object.keys(resolved.bundle.define).length > 0 ? { bundle: resolved.bundle } : {};
  const documented = source.documented ? { documented: source.documented } : {};
  return { basePath: source.basePath, site, extraKeys: resolved.frontmatter.extraKeys, twoslash: resolved.twoslash, ...(codeThemes ? { codeThemes } : {}), ...(resolved.markdown.code.autoFrames ? { autoFrames: true } : {}), ...bundle, ...documented };
}

/** A theme Shiki does not have is a config error, said once rather than on every page with code. */
async function checkCodeThemes(themes: { light: string; dark: string }, configFile: string | null): Promise<void> {
  const { bundledThemes } = await import('shiki');
  const unknown = (['light', 'dark'] as const).filter((scheme) => !(themes[scheme] in bundledThemes));
  if (unknown.length === 0) return;
  throw new ConfigError({
    file: configFile,
    issues: unknown.map((scheme) =>
      configIssue({ path: `markdown.code.themes.${scheme}`, expected: 'the name of a theme Shiki has', found: JSON.stringify(themes[scheme]), hint: 'see https://shiki.style/themes' }),
    ),
  });
}
