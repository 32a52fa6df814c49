// The bundles, made on this thread while the workers compile: the theme with the pages that
// import components (one server bundle, so their islands share one client build), then the
// browser assets. The public folder is scanned and copied here too, its conflicts with pages and
// generated files reported with the build's other problems.
import { bundleClient } from '../bundle/client-bundles.js';
import { inputsChangedSince } from '../bundle/inputs-changed.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { searchLanguages } from '../search/search-languages.js';
import type { BuildPlan, BuildRun } from './build-plan.js';
import type { BuildOutput } from './build-output.js';
import { bundleSite, esmPageSources } from './esm-pages.js';
import { OUTPUT_MARKER } from '../writer/output-guard.js';
import type { PageWorkers } from './page-workers.js';
import { copyPublicFiles, publicConflicts, scanPublicDir } from '../writer/public-dir.js';
import { serializeError, type SerializedError } from '../page/page-model.js';

export type BuiltBundles = Awaited<ReturnType<typeof bundleThemeAndAssets>>;

export async function bundleThemeAndAssets(run: BuildRun, plan: BuildPlan, workers: PageWorkers, output: BuildOutput) {
  const { root, config, basePath, warn, timer } = run;
  const { files, problems, search, toCompile, esmPages, compileOptions, overrides, configDir, store, usedCacheDir } = plan;
  const { staging, placer, serverDir, tracked } = output;
  const publicDir = scanPublicDir(root);
  for (const path of publicDir.skipped) warn(`skipped ${path}: not a regular file or folder`);
  for (const problem of publicDir.errors) problems.push(problem);
  problems.push(
    ...publicConflicts(publicDir.files, {
      pages: files.map(({ route, relativePath }) => ({ route, relativePath })),
      folders: [config.assetsDir],
      files: [OUTPUT_MARKER, ...search.files],
    }),
  );
  timer.mark('scan pages');
  // Pages with ESM are bundled with the theme, so their islands share one client build.
  const compiling = new Set(toCompile.map((job) => job.route));
  const moduleFromWorkers = (route: string) => (workers.running && compiling.has(route) ? workers.moduleOf(route) : undefined);
  const esmSources = await esmPageSources(esmPages, moduleFromWorkers, compileOptions, config.assetsDir, usedCacheDir);
  // From here on, a component saved is read by one bundle and not the other (inputs-changed.ts).
  const bundlingStarted = Date.now();
  const server = await tracked(bundleSite({ siteRoot: root, outDir: serverDir, pages: esmSources, markdown: compileOptions, overrides, store }));
  const pageModules: Record<string, string> = {};
  for (const page of esmSources) if (server.outputs.has(page.name)) pageModules[page.route] = server.outputs.get(page.name)!;
  const brokenPages: Record<string, SerializedError> = {};
  for (const [route, error] of server.broken) brokenPages[route] = serializeError(error);
  timer.mark('bundle theme and page modules');

  const place = (file: string, h: string, data: () => Buffer) => void placer.place(file, h, data);
  const assets = await tracked(bundleClient({ siteRoot: root, outDir: staging.path, basePath, assetsDir: config.assetsDir, islands: server.islands, css: server.css, store, place, configDir, searchLanguages: searchLanguages(config.locales), ...(compileOptions.bundle ? { bundle: compileOptions.bundle } : {}) })).catch((error: unknown) => {
    // A broken stylesheet or island fails the build, but the pages are still built, so their
    // own errors are reported in the same run; nothing of this output is kept.
    problems.push(error instanceof DocsgenError ? error : new DocsgenError('CompileError', String(error), { cause: error }));
    return unbuiltAssets(server.islands);
  });
  for (const file of inputsChangedSince([...[...server.inputs.values()].flat(), ...server.islands.values(), ...server.css, ...assets.inputs], bundlingStarted, root)) {
    problems.push(
      new DocsgenError('ChangedDuringBuild', "the file changed while the site's components were being bundled: the pages' HTML and their islands' JavaScript could be of different versions", {
        location: { file },
        hint: 'build again once it is saved',
      }),
    );
  }
  const conflicting = new Set(problems.flatMap((p) => (p.location?.file.startsWith('public/') ? [p.location.file.slice('public/'.length)] : [])));
  const copiedPublic = publicDir.files.filter((file) => !conflicting.has(file.path) && file.path !== '_headers');
  copyPublicFiles(copiedPublic, staging.path);
  timer.mark('bundle browser assets');
  return { publicDir, copiedPublic, server, assets, pageModules, brokenPages };
}

/** Stand-ins for browser assets that failed to build: pages render, and the build fails anyway. */
function unbuiltAssets(islands: ReadonlyMap<string, string>): Awaited<ReturnType<typeof bundleClient>> {
  return { loader: '#', stylesheet: '#', hydrate: '#', islands: Object.fromEntries([...islands.keys()].map((id) => [id, '#'])), scriptImports: {}, files: [], inputs: [] };
}

