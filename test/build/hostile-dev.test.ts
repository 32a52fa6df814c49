// Hostile sites, `docsgen dev` while the pages folder is renamed away and back (a checkout, a
// tool that moves folders, a careless `mv`): while it is gone no page answers 200 (every page
// request gets 503 and a document naming the folder; public/ files are still served), and once
// it is back every page is served again without a file being edited, a page asked for meanwhile
// included (it used to answer 500 ENOENT until its file was saved). Nothing around the site
// changes. The real CLI, as a writer runs it.
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDev, type DevProcess } from '../e2e/dev/dev-process.js';
import { fingerprint, makeTree, removeAll } from './hostile-site.js';

const temporary: string[] = [];
const servers: DevProcess[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop('SIGTERM')));
  await removeAll(temporary);
});

const HANG_MS = 60_000;

async function devSite(): Promise<{ tree: string; site: string; dev: DevProcess; get(path: string): Promise<{ status: number; text: string }> }> {
  const tree = await makeTree({
    'site/pages/index.mdx': '# Home\n\n[Guide](/guide)\n',
    'site/pages/guide.mdx': '# Guide\n\nThe guide text.\n',
    'site/pages/other.mdx': '# Other\n\nThe other text.\n',
    'site/public/robots.txt': 'User-agent: *\n',
    'outside/keep.txt': 'not to be touched',
  });
  temporary.push(tree);
  const site = join(tree, 'site');
  const dev = await startDev(site);
  servers.push(dev);
  const get = async (path: string) => {
    const response = await fetch(new URL(path, dev.url), { signal: AbortSignal.timeout(HANG_MS) });
    return { status: response.status, text: await response.text() };
  };
  return { tree, site, dev, get };
}

/** Every page of the site answers 200 with its own text, and the search index holds the three pages (retried while the server catches up). */
async function servedAgain(get: (path: string) => Promise<{ status: number; text: string }>): Promise<void> {
  await vi.waitFor(
    async () => {
      for (const [path, text] of [['/', 'Home'], ['/guide', 'The guide text.'], ['/other', 'The other text.']] as const) {
        const page = await get(path);
        expect(page.status, `${path}: ${page.text.slice(0, 400)}`).toBe(200);
        expect(page.text).toContain(text);
      }
      const index = await get('/docsgen/dev/search-index.json');
      expect(index.status).toBe(200);
      for (const text of ['The guide text', 'The other text']) expect(index.text).toContain(text);
    },
    { timeout: 30_000, interval: 250 },
  );
}

describe('docsgen dev with pages/ renamed away and back', () => {
  it('for a second: every page answers 503 naming the folder (none 200), public files are served, and every page is back without an edit', async () => {
    const { tree, site, dev, get } = await devSite();
    expect((await get('/')).status).toBe(200);
    const around = await fingerprint(tree, ['site/.docsgen-cache', 'site/pages']);

    let since = dev.output().length;
    await rename(join(site, 'pages'), join(site, 'pages.away'));
    await dev.waitForOutput(/the pages folder is gone/, { since });
    expect(dev.output().slice(since)).toContain(`pages/  the pages folder is gone: ${join(site, 'pages')} was renamed or deleted while docsgen dev runs\nhint: put it back (or undo the rename): the pages are served again as soon as it is there`);
    for (const path of ['/', '/guide', '/other', '/nowhere']) {
      const page = await get(path);
      expect(page.status, path).toBe(503);
      expect(page.text).toContain('<title>No pages folder – docsgen dev</title>');
      expect(page.text).toContain(`the pages folder is gone: ${join(site, 'pages')} was renamed or deleted while docsgen dev runs`);
    }
    expect(await get('/robots.txt')).toEqual({ status: 200, text: 'User-agent: *\n' });

    await new Promise((resolve) => setTimeout(resolve, 1000));
    since = dev.output().length;
    await rename(join(site, 'pages.away'), join(site, 'pages'));
    await dev.waitForOutput(/fixed: the pages folder is back/, { since });
    await servedAgain(get);
    expect(await fingerprint(tree, ['site/.docsgen-cache', 'site/pages'])).toEqual(around);
  });

  it('for an instant, a page asked for meanwhile: it answers 200 again once the folder is back, without an edit', async () => {
    const { tree, site, get } = await devSite();
    expect((await get('/')).status).toBe(200);
    const around = await fingerprint(tree, ['site/.docsgen-cache', 'site/pages']);
    await rename(join(site, 'pages'), join(site, 'pages.away'));
    // Asked for before the watcher reports the rename: it compiles a file that is not there.
    const meanwhile = await get('/guide');
    expect([500, 503], meanwhile.text.slice(0, 400)).toContain(meanwhile.status);
    await rename(join(site, 'pages.away'), join(site, 'pages'));
    await servedAgain(get);
    expect(await fingerprint(tree, ['site/.docsgen-cache', 'site/pages'])).toEqual(around);
  });
});
