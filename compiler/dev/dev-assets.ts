// The browser assets while developing: island modules, the loader and the stylesheet, built
// unminified into the dev server's folder and rebuilt only as far as a change needs (a CSS edit
// rebuilds the stylesheet alone). Old files stay in place, so a tab still showing an older page
// keeps working; the folder goes when the server stops.
import type { ResolvedLocale } from '../../config/types.js';
import { searchLanguages } from '../search/search-languages.js';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bundleScripts, bundleStylesheet, type ClientAssets } from '../bundle/client-bundles.js';
import type { SiteBundling } from '../mdx/compile-page.js';
import { islandId } from '../bundle/esbuild-plugins.js';
import { THEME_DIR } from '../package-paths.js';
import { Serial } from './serial.js';

const ISLAND_FILE = /\.island\.[cm]?[jt]sx?$/;

/** Until a broken stylesheet is fixed, pages link an empty one (and the overlay says why). */
export const EMPTY_STYLESHEET = 'data:text/css,';

export type AssetsRebuild = 'none' | 'scripts' | 'stylesheet';

type Scripts = Pick<ClientAssets, 'loader' | 'islands' | 'hydrate' | 'inputs'>;

export class DevAssets {
  private readonly islands = new Map<string, string>();
  private readonly css = new Set<string>();
  private readonly serial = new Serial();
  private scripts?: Scripts;
  private stylesheet = EMPTY_STYLESHEET;
  private styleInputs = new Set<string>();

  /** `searchLanguages`: the lunr-languages codes of the site's locales (site-search.ts searchLanguages). */
  constructor(private readonly options: { root: string; outDir: string; basePath: string; assetsDir: string; searchLanguages?: readonly string[]; bundle?: SiteBundling; configDir?: string }) {
    // The theme's islands are known from its files, so the first client build need not wait for
    // the theme's server bundle to list them.
    for (const file of listIslandFiles(THEME_DIR)) this.islands.set(islandId(file, options.root), file);
  }

  /** What pages link to right now. */
  get current(): Pick<ClientAssets, 'loader' | 'islands' | 'hydrate' | 'stylesheet'> {
    if (!this.scripts) throw new Error('internal: client assets used before the first build');
    return { loader: this.scripts.loader, islands: this.scripts.islands, hydrate: this.scripts.hydrate, stylesheet: this.stylesheet };
  }

  /** Where the assets are served from, the site's locales or its import aliases changed with the config: the next builds use them. */
  setLocation(basePath: string, assetsDir: string, locales: readonly Pick<ResolvedLocale, 'lang'>[] = [], bundle?: SiteBundling): void {
    this.options.basePath = basePath;
    this.options.assetsDir = assetsDir;
    this.options.searchLanguages = searchLanguages(locales);
    this.options.bundle = bundle;
  }

  rebuildScripts(): Promise<void> {
    return this.serial.run(async () => {
      const { bundle } = this.options;
      this.scripts = await bundleScripts({ siteRoot: this.options.root, outDir: this.options.outDir, basePath: this.options.basePath, assetsDir: this.options.assetsDir, islands: this.islands, minify: false, searchLanguages: this.options.searchLanguages, ...(bundle ? { bundle } : {}) });
    });
  }

  /** The stylesheet alone. Returns whether its URL changed (a changed file gets a new hash). */
  rebuildStylesheet(): Promise<boolean> {
    return this.serial.run(async () => {
      const { configDir } = this.options;
      const styles = await bundleStylesheet({ siteRoot: this.options.root, outDir: this.options.outDir, basePath: this.options.basePath, assetsDir: this.options.assetsDir, css: this.css, minify: false, ...(configDir ? { configDir } : {}) });
      const changed = styles.stylesheet !== this.stylesheet;
      this.stylesheet = styles.stylesheet;
      // The files Tailwind took classes from (or a PostCSS config read) count as the stylesheet's.
      this.styleInputs = new Set([...styles.inputs, ...styles.deps.filter((dep) => dep.k === 'text').map((dep) => dep.p)]);
      return changed;
    });
  }

  /**
   * Adds the islands and CSS a server bundle found, rebuilding what they need: a page that uses
   * an island nobody used before cannot render until that island has a client module.
   */
  async include(islands: ReadonlyMap<string, string>, css: ReadonlySet<string>): Promise<AssetsRebuild> {
    const newIslands = [...islands].filter(([id]) => !this.islands.has(id));
    const newCss = [...css].filter((file) => !this.css.has(file));
    for (const [id, file] of newIslands) this.islands.set(id, file);
    for (const file of newCss) this.css.add(file);
    if (newCss.length > 0) await this.rebuildStylesheet();
    if (newIslands.length > 0) await this.rebuildScripts();
    return newIslands.length > 0 ? 'scripts' : newCss.length > 0 ? 'stylesheet' : 'none';
  }

  /** Whether a file is read by the browser scripts (islands) or by the stylesheet. */
  uses(file: string): AssetsRebuild {
    if (this.styleInputs.has(file)) return 'stylesheet';
    if (this.scripts?.inputs.includes(file)) return 'scripts';
    return 'none';
  }
}

function listIslandFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) for (const file of listIslandFiles(path)) found.push(file);
    else if (ISLAND_FILE.test(entry.name)) found.push(path);
  }
  return found;
}
