import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PageRenderer } from '../../../compiler/dev/render/page-renderer.js';
import { tempDir } from '../../support/temp-dir.js';

// A stand-in for the render worker: renders "/loop" forever, everything else at once.
const FAKE_WORKER = `
import { parentPort } from 'node:worker_threads';
let pages = 0;
parentPort.on('message', ({ id, request }) => {
  if (request.pages) pages = request.pages.length;
  if (request.type === 'render' && request.route === '/loop') for (;;);
  const reply = request.type === 'render' ? { ok: true, html: request.route + ' with ' + pages + ' pages', islands: [] } : null;
  parentPort.postMessage({ id, reply });
});
`;

const setup = { themeModule: '', basePath: '', configModule: null, outDir: '', assets: { stylesheet: '', loader: '', islands: {} }, pageModules: {}, notFoundRoute: null };
let renderer: PageRenderer | undefined;
afterEach(() => renderer?.close());

function fakeWorker(): string {
  const file = join(tempDir('renderer-'), 'worker.mjs');
  writeFileSync(file, FAKE_WORKER);
  return file;
}

describe('PageRenderer', () => {
  it('sends the page list only when it is a new one', async () => {
    renderer = new PageRenderer({ root: '/', bundlesDir: '/', basePath: '', assetsDir: 'docsgen', workerFile: fakeWorker(), onRestart: () => {} });
    const pages = [{ path: '/', type: 'mdx' as const, filePath: 'pages/index.mdx', title: 'Home', frontmatter: {} }];
    expect(await renderer.render('/', setup, pages)).toEqual({ ok: true, html: '/ with 1 pages', islands: [] });
    // Same list object: not sent again, the worker keeps the one it has.
    expect(await renderer.render('/a', setup, pages)).toEqual({ ok: true, html: '/a with 1 pages', islands: [] });
    expect(await renderer.render('/a', setup, [...pages, ...pages])).toEqual({ ok: true, html: '/a with 2 pages', islands: [] });
  });

  it('gives up on a render that never ends, and carries on with a new worker', async () => {
    const restarts: string[] = [];
    renderer = new PageRenderer({ root: '/', bundlesDir: '/', basePath: '', assetsDir: 'docsgen', workerFile: fakeWorker(), limits: { compile: 5000, render: 300 }, onRestart: (reason) => restarts.push(reason) });
    await expect(renderer.render('/loop', setup, [])).rejects.toThrow(/rendering \/loop took longer than 0\.3 s .*restarted/);
    expect(restarts).toHaveLength(1);
    expect(await renderer.render('/fine', setup, [])).toEqual({ ok: true, html: '/fine with 0 pages', islands: [] });
  });
});
