// What a batch of file changes does to the site in memory: only what is affected is rebuilt.
// - a page: that page (and, when its title or frontmatter changed, every page's rendering);
// - a component: the pages whose bundles read it (from the esbuild metafile), and the island
//   scripts when the browser runs it too;
// - CSS: the stylesheet alone, swapped in open tabs without a reload;
// - the config or a file it imports: everything; a broken config keeps the last good one;
// - public/: nothing to build, open tabs reload;
// - pages added or removed: the page list, so sidebars, links and search follow.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DocsgenError } from '../../errors/docsgen-error.js';
import { changeKind } from './change-kind.js';
import { PAGES_FOLDER_MISSING, type DevSite } from '../dev-site.js';
import { reportConfigError, reportPageError } from '../live/overlay-error.js';
import type { FileChange } from './watch-site.js';

export interface ChangeEffects {
  /** Routes whose page may look different now: their tabs are checked. */
  routes: Set<string>;
  /** Every page may look different: all tabs are checked. */
  everything: boolean;
  /**
   * Beyond patching the tabs whose page changed: 'reload' reloads every tab (the config or public
   * files changed: patching cannot be right), 'islands' patches every tab with islands even when
   * its version is the same (island code changed, and versions leave asset URLs out).
   */
  force: 'none' | 'reload' | 'islands';
  /** A new stylesheet URL for every tab. */
  stylesheet?: string;
  /** Files that changed something, for the terminal. */
  files: string[];
  /** Pages the search index must take again or drop (sent once open tabs are up to date). */
  search: { changed: Set<string>; removed: Set<string> };
}

export async function applyChanges(site: DevSite, changes: FileChange[]): Promise<ChangeEffects> {
  const effects: ChangeEffects = { routes: new Set(), everything: false, force: 'none', files: [], search: { changed: new Set(), removed: new Set() } };
  const versions = site.config.loaded.config.versions ?? [];
  const versionRoots = versions.flatMap((version) => (version.source.kind === 'folder' ? [join(site.root, ...version.source.dir.split('/'))] : []));
  const layout = { root: site.root, configDir: site.config.configDir, configDependencies: site.config.dependencies(), versionRoots };
  const kinds = changes.map((change) => ({ ...change, kind: changeKind(change.path, layout) }));
  const has = (kind: string) => kinds.some((change) => change.kind === kind);
  const note = (path: string) => effects.files.includes(path) || effects.files.push(path);

  await site.builds.exclusive(async () => {
    if (has('config')) await reloadConfig(site, effects);
    // A page added or removed changes the page list (so does a change to a page not listed yet);
    // a page edited changes itself.
    const pages = kinds.filter((c) => c.kind === 'page');
    if (pages.some((c) => c.event !== 'change' || site.table.routeOfFile(c.path) === undefined)) refreshPageList(site, effects);
    for (const change of pages.filter((c) => c.event === 'change')) {
      if (changePage(site, change.path, effects)) note(change.path);
    }
    // A page file that appears (again) is read and compiled anew, even when its route was listed
    // all along: pages/ renamed away and back between two looks at it, a page asked for meanwhile
    // failed on a missing file, and that failure must not outlive the file's return.
    for (const change of pages.filter((c) => c.event === 'add')) pageAppeared(site, change.path, effects);
    // API references link to where the pages document each symbol: a change there recompiles them.
    if (pages.length > 0 && site.builds.followDocumented(site.basePath, site.config.loaded.bundleFile, site.assetsDir)) effects.everything = true;
    const sources = kinds.filter((c) => c.kind === 'source' || (c.kind === 'style' && c.event === 'add'));
    if (sources.length > 0) await changeSources(site, sources, effects);
    // A page or component whose classes a Tailwind stylesheet is made from changes it too.
    if (has('style') || kinds.some((c) => c.kind !== 'style' && site.assets.uses(c.path) === 'stylesheet')) await changeStylesheet(site, effects);
    if (has('public')) {
      effects.force = 'reload';
      site.links.publicChanged();
    }
  });
  // Edited pages were noted above, and only if their text changed.
  for (const change of kinds) if (change.kind !== 'page' || change.event !== 'change') note(change.path);
  return effects;
}

async function reloadConfig(site: DevSite, effects: ChangeEffects): Promise<void> {
  const outcome = await site.config.reload();
  if (outcome === 'failed') {
    const reported = reportConfigError(site.config.error!);
    site.problems.set('config', reported);
    site.terminal.problem('config', reported.text);
    return;
  }
  site.problems.delete('config');
  site.terminal.resolved('config', 'the config loads again');
  if (outcome === 'unchanged') return;
  // The reference pages it generates, and the page list with them.
  await site.refreshReference();
  refreshPageList(site, effects);
  // Everything depends on the config, the base path included.
  site.builds.reset(site.basePath, site.config.loaded.bundleFile, site.assetsDir);
  site.assets.setLocation(site.basePath, site.assetsDir, site.config.loaded.config.locales, site.config.compileOptions.bundle);
  // The locales may be others (or build fallbacks no more): the page list follows.
  refreshPageList(site, effects);
  // The config may name other component overrides.
  await site.rebuildTheme();
  await rebuildAssets(site, () => site.assets.rebuildScripts(), 'scripts');
  await rebuildAssets(site, () => site.assets.rebuildStylesheet(), 'stylesheet');
  site.indexAll();
  site.links.siteChanged();
  effects.everything = true;
  // The config shapes everything a page is (base path, head tags, theme): tabs load anew.
  effects.force = 'reload';
}

function refreshPageList(site: DevSite, effects: ChangeEffects): void {
  let change: { added: string[]; removed: string[]; changed: string[] };
  try {
    change = site.table.refresh();
    site.problems.delete('pages');
    site.terminal.resolved('pages', 'the page list');
    if (site.problems.delete(PAGES_FOLDER_MISSING)) site.terminal.resolved(PAGES_FOLDER_MISSING, 'the pages folder is back');
  } catch (error) {
    if (!existsSync(join(site.root, 'pages'))) return pagesFolderGone(site, effects);
    // Two files claiming one route: the previous list stays until that is resolved.
    if (!(error instanceof DocsgenError)) throw error;
    const reported = reportPageError(error, 'Page list error');
    site.problems.set('pages', reported);
    site.terminal.problem('pages', reported.text);
    return;
  }
  for (const route of change.removed) site.builds.forget(route, 'compile');
  for (const route of change.added) site.builds.forget(route, 'compile');
  // A translation in place of the page a locale showed untranslated (or the other way round), or
  // a page whose translations changed: compiled again, with its new job.
  for (const route of change.changed) site.builds.forget(route, 'compile');
  site.builds.forgetRendered();
  for (const route of [...change.added, ...change.changed]) effects.search.changed.add(route);
  for (const route of change.removed) effects.search.removed.add(route);
  site.links.siteChanged();
  effects.everything = true;
}

/**
 * The pages folder is gone (renamed or deleted while the server runs): no page is served, every
 * request answers 503 naming the folder (site.pagesFolderMissing), and nothing compiled from it
 * is kept; when it is back, the page list is read again and every page compiles afresh.
 */
function pagesFolderGone(site: DevSite, effects: ChangeEffects): void {
  for (const route of site.table.clear()) {
    site.builds.forget(route, 'compile');
    effects.search.removed.add(route);
  }
  site.builds.forgetRendered();
  site.problems.delete('pages');
  const error = new DocsgenError('NoPages', `the pages folder is gone: ${join(site.root, 'pages')} was renamed or deleted while docsgen dev runs`, {
    location: { file: 'pages/' },
    hint: 'put it back (or undo the rename): the pages are served again as soon as it is there',
  });
  const reported = reportPageError(error, 'No pages folder');
  site.problems.set(PAGES_FOLDER_MISSING, reported);
  site.terminal.problem(PAGES_FOLDER_MISSING, reported.text);
  site.links.siteChanged();
  effects.everything = true;
}

/** A page file added (or back): its text is read again and its page compiled anew. */
function pageAppeared(site: DevSite, file: string, effects: ChangeEffects): void {
  const route = site.table.routeOfFile(file);
  if (!route) return;
  site.table.reread(route);
  for (const shown of site.table.routesOfFile(file)) {
    site.builds.forget(shown, 'compile');
    effects.routes.add(shown);
  }
  effects.search.changed.add(route);
}

/** Returns false for a save that changed nothing. */
function changePage(site: DevSite, file: string, effects: ChangeEffects): boolean {
  const route = site.table.routeOfFile(file);
  if (!route) return false;
  const changed = site.table.reread(route);
  if (changed === 'same') return false;
  // The page, and where locales show it untranslated.
  for (const shown of site.table.routesOfFile(file)) {
    site.builds.forget(shown, 'compile');
    effects.routes.add(shown);
  }
  effects.search.changed.add(route);
  if (changed === 'summary') {
    // Other pages may show its title or description.
    site.builds.forgetRendered();
    effects.everything = true;
  }
  return true;
}

async function changeSources(site: DevSite, changes: FileChange[], effects: ChangeEffects): Promise<void> {
  // A page whose bundle failed (say, on a missing import) may be fixed by any new or changed file.
  const routes = new Set(site.builds.routesWithFailedBundles());
  let scripts = false;
  for (const { path } of changes) {
    for (const route of site.builds.graph.routesUsing(path)) routes.add(route);
    if (site.assets.uses(path) === 'scripts') scripts = true;
  }
  // A partial (.mdx) adds headings and sections to the page itself, and included code its
  // blocks (Vocs `[!include]`, VitePress `<<<`): that page compiles again.
  const partials = new Set([
    ...changes.filter(({ path }) => /\.mdx?$/.test(path)).flatMap(({ path }) => site.builds.graph.routesUsing(path)),
    ...changes.flatMap(({ path }) => site.builds.reads.routesUsing(path)),
  ]);
  for (const route of partials) routes.add(route);
  for (const route of routes) {
    site.builds.forget(route, partials.has(route) ? 'compile' : 'bundle');
    if (partials.has(route)) effects.search.changed.add(route);
    effects.routes.add(route);
  }
  // A component override (or a file it imports) changed: the theme is bundled again.
  if (changes.some(({ path }) => site.themeInputs.has(path))) {
    await site.rebuildTheme();
    site.builds.forgetRendered();
    effects.everything = true;
  }
  if (scripts) {
    await rebuildAssets(site, () => site.assets.rebuildScripts(), 'scripts');
    site.builds.forgetRendered();
    if (effects.force === 'none') effects.force = 'islands';
  }
}

async function changeStylesheet(site: DevSite, effects: ChangeEffects): Promise<void> {
  const changed = await rebuildAssets(site, () => site.assets.rebuildStylesheet(), 'stylesheet');
  if (!changed) return;
  // Rendered pages name the old stylesheet; tabs get the new one without reloading.
  site.builds.forgetRendered();
  effects.stylesheet = site.assets.current.stylesheet;
}

/** A broken stylesheet or island keeps the previous assets, and shows its error over every page. */
async function rebuildAssets<T>(site: DevSite, rebuild: () => Promise<T>, key: 'scripts' | 'stylesheet'): Promise<T | undefined> {
  try {
    const result = await rebuild();
    site.problems.delete(key);
    site.terminal.resolved(key, key === 'stylesheet' ? 'the stylesheet' : 'the island scripts');
    return result;
  } catch (error) {
    const failure = error instanceof DocsgenError ? error : new DocsgenError('CompileError', String(error));
    const reported = reportPageError(failure, key === 'stylesheet' ? 'CSS error' : 'Island build failed');
    site.problems.set(key, reported);
    site.terminal.problem(key, reported.text);
    return undefined;
  }
}
