// `docsgen dev`: serves the site from memory, watches its files, and keeps open tabs current
// over a websocket. Nothing a writer does to the content stops it: errors are shown in the page
// and the terminal, and go away when the file is fixed.
import { createServer, type IncomingMessage } from 'node:http';
import { resolve } from 'node:path';
import { stop as stopEsbuild } from 'esbuild';
import { formatConfigWarning } from '../../config/load.js';
import type { IndexReport } from './search/background-search.js';
import { createChangeQueue } from './watch/change-queue.js';
import { DevSite } from './dev-site.js';
import { createDevHandler } from './handle-request.js';
import { isAllowedHost, isSameOrigin } from '../preview/host-check.js';
import { listenOnFreePort } from './listen.js';
import { LiveClients } from './live/live-clients.js';
import { reportPageError } from './live/overlay-error.js';
import { applyChanges } from './watch/site-changes.js';
import { syncClient, syncClients, syncLinks } from './live/sync-clients.js';
import { Terminal } from './terminal.js';
import { watchSite } from './watch/watch-site.js';

export interface DevServerOptions {
  root: string;
  host?: string;
  port?: number;
  terminal?: Terminal;
}

export interface DevServer {
  url: string;
  port: number;
  /** Resolves when file changes are being watched. */
  watching: Promise<void>;
  close(): Promise<void>;
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const root = resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  const terminal = options.terminal ?? new Terminal();
  const accepts = (request: IncomingMessage) => isAllowedHost(request.headers.host, host);

  // The port is claimed first, so a second server moves on at once; requests that arrive before
  // the site is ready wait for it.
  let startSearch = () => {};
  // The search worker compiles every page: what it learns of their links is checked at once.
  let checkLinks = () => {};
  const reportIndex = indexReporter(terminal, () => checkLinks());
  const sitePromise = DevSite.start(root, terminal, reportIndex);
  sitePromise.catch(() => {});
  const server = createServer(createDevHandler({ site: () => sitePromise, accepts, onPage: () => startSearch() }));
  let site: DevSite;
  let listening: Awaited<ReturnType<typeof listenOnFreePort>>;
  try {
    listening = await listenOnFreePort(server, host, options.port ?? 5173);
    if (listening.busy !== undefined) terminal.info(`port ${listening.busy} is in use, using ${listening.port}`);
    site = await sitePromise;
  } catch (error) {
    // Nothing may outlive a failed start: the workers and esbuild would keep the process alive.
    if (server.listening) await closeServer(server);
    await sitePromise.then((started) => started.close(), () => undefined);
    await stopEsbuild();
    throw error;
  }
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${listening.port}${site.basePath}/`;

  const clients = new LiveClients(server, {
    path: () => site.basePath + site.paths.socket,
    accepts: (request) => accepts(request) && isSameOrigin(request.headers.origin, request.headers.host),
    onHello: (client) =>
      void syncClient(site, client)
        .then(() => syncLinks(site, [client]))
        .catch((error: unknown) => terminal.problem('internal', String(error))),
  });
  checkLinks = () => void syncLinks(site, clients.all()).catch((error: unknown) => terminal.problem('internal', internalError(error)));

  // The search index is background work: it starts once the first page has been served (or
  // shortly after start-up), so it never competes with the first request.
  let searchStarted = false;
  startSearch = () => {
    if (searchStarted) return;
    searchStarted = true;
    site.indexAll();
  };
  const searchTimer = setTimeout(startSearch, 1000);

  const queue = createChangeQueue(
    async (changes) => {
      const started = performance.now();
      const effects = await applyChanges(site, changes);
      // Config imports and component files outside the root are watched as they become known.
      watcher.add([...site.config.dependencies(), ...site.builds.graph.files()]);
      await syncClients(site, clients, effects);
      // Only now: the worker's compile would compete with the reload for the CPU.
      const { changed, removed } = effects.search;
      // A page a locale shows untranslated is no page of its index: a translation that replaced one is added.
      const jobs = [...changed].flatMap((route) => site.table.job(route) ?? []);
      site.search.update(jobs.filter((job) => !job.fallback), [...removed, ...jobs.filter((job) => job.fallback).map((job) => job.route)]);
      if (effects.files.length > 0) terminal.info(`updated ${describeFiles(site.root, effects.files)} in ${Math.round(performance.now() - started)} ms`);
      // Once the tabs have their pages: the check never delays a patch.
      await syncLinks(site, clients.all());
    },
    (error) => terminal.problem('internal', internalError(error)),
  );
  // The site's own folder: the config's rootDir when it names one.
  const watcher = watchSite(site.root, (changes) => queue.push(changes), (error) => terminal.problem('watcher', `file watcher: ${String(error)}`));
  watcher.add([...site.config.dependencies()]);

  for (const warning of site.config.loaded.warnings) terminal.info(`warning: ${formatConfigWarning(warning)}`);
  terminal.info(`docsgen dev: ready in ${Math.round(performance.now())} ms\n  ${url}`);
  const watching = watcher.ready.then(() => terminal.info('watching for changes'));

  let closing: Promise<void> | undefined;
  return {
    url,
    port: listening.port,
    watching,
    close() {
      closing ??= (async () => {
        clearTimeout(searchTimer);
        queue.stop();
        clients.close();
        await Promise.all([watcher.close(), closeServer(server), site.close()]);
        await stopEsbuild();
      })();
      return closing;
    },
  };
}

/** Prints the first index, and the pages the background compile found broken (once each). */
function indexReporter(terminal: Terminal, checkLinks: () => void): (report: IndexReport) => void {
  let failedBefore = new Set<string>();
  return (report) => {
    if (report.links.length > 0) checkLinks();
    for (const { route, error } of report.failed) terminal.problem(route, reportPageError(error, '').text);
    const failed = new Set(report.failed.map(({ route }) => route));
    for (const route of failedBefore) if (!failed.has(route)) terminal.resolved(route, route);
    failedBefore = failed;
    if (report.first) {
      terminal.info(report.enabled ? `search index ready: ${report.pages} pages in ${(report.milliseconds / 1000).toFixed(1)} s` : 'search: nothing to index');
    }
  };
}

function describeFiles(root: string, files: string[]): string {
  const names = files.map((file) => (file.startsWith(root + '/') ? file.slice(root.length + 1) : file));
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
}

function internalError(error: unknown): string {
  return `docsgen dev: internal error (please report it): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}

function closeServer(server: import('node:http').Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    // Browsers keep idle connections open; without this, close() waits for them.
    server.closeAllConnections();
  });
}
