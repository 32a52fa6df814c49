// The browser assets while developing: island modules, the loader and the stylesheet, built
// unminified into the dev server's folder and rebuilt only as far as a change needs (a CSS edit
// rebuilds the stylesheet alone). Old files stay in place, so a tab still showing an older page
// keeps working; the folder goes when the server stops.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bundleClient, bundleStylesheet, type ClientAssets } from '../bundle/client-bundles.js';
import { islandId } from '../bundle/esbuild-plugins.js';
import { THEME_DIR } from '../package-paths.js';
import { Serial } from './serial.js';

const ISLAND_FILE = /\.island\.[cm]?[jt]sx?$/;

export type AssetsRebuild = 'none' | 'scripts' | 'stylesheet';

export class DevAssets {
  private readonly islands = new Map<string, string>();
  private readonly css = new Set<string>();
  private scriptInputs = new Set<string>();
  private styleInputs = new Set<string>();
  private readonly serial = new Serial();
  private assets?: ClientAssets;

  constructor(private readonly options: { root: string; outDir: string; basePath: string }) {
    // The theme's islands are known from its files, so the first client build need not wait for
    // the theme's server bundle to list them.
    for (const file of listIslandFiles(THEME_DIR)) this.islands.set(islandId(file, options.root), file);
  }

  get current(): ClientAssets {
    if (!this.assets) throw new Error('internal: client assets used before the first build');
    return this.assets;
  }

  setBasePath(basePath: string): void {
    this.options.basePath = basePath;
  }

  /** Islands, loader and stylesheet. Throws a DocsgenError (and keeps the previous assets) on failure. */
  rebuild(): Promise<void> {
    return this.serial.run(async () => {
      const assets = await bundleClient({ siteRoot: this.options.root, outDir: this.options.outDir, basePath: this.options.basePath, islands: this.islands, css: this.css, minify: false });
      this.assets = assets;
      this.scriptInputs = new Set(assets.inputs);
      this.styleInputs = new Set(assets.inputs.filter((file) => file.endsWith('.css')));
    });
  }

  /** The stylesheet alone. Returns whether its URL changed (a changed file gets a new hash). */
  rebuildStylesheet(): Promise<boolean> {
    return this.serial.run(async () => {
      const styles = await bundleStylesheet({ siteRoot: this.options.root, outDir: this.options.outDir, basePath: this.options.basePath, css: this.css, minify: false });
      const previous = this.current.stylesheet;
      this.assets = { ...this.current, stylesheet: styles.stylesheet };
      this.styleInputs = new Set(styles.inputs);
      return styles.stylesheet !== previous;
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
    if (newIslands.length > 0) {
      await this.rebuild();
      return 'scripts';
    }
    if (newCss.length > 0) {
      await this.rebuildStylesheet();
      return 'stylesheet';
    }
    return 'none';
  }

  /** Whether a file is read by the browser scripts (islands) or by the stylesheet. */
  uses(file: string): AssetsRebuild {
    if (this.styleInputs.has(file)) return 'stylesheet';
    if (this.scriptInputs.has(file)) return 'scripts';
    return 'none';
  }
}

function listIslandFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...listIslandFiles(path));
    else if (ISLAND_FILE.test(entry.name)) found.push(path);
  }
  return found;
}
