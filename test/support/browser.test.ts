// Proves the end-to-end harness works on this machine: Chromium starts, a page served by the
// preview server opens, console problems are caught, axe runs, a screenshot is written.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PreviewServer } from '../../compiler/preview/server.js';
import { runAxe } from './axe.js';
import { launchBrowser, openPage, screenshot } from './browser.js';
import { serveDist } from './site.js';
import { withPage } from './with-page.js';

// A page as a site writes it: a viewport tag (phones lay out at 980 px without one) and an icon
// (without one Chromium asks for /favicon.ico, a 404 in the console).
const page = (title: string, body: string, lang = ' lang="en"') =>
  `<!doctype html><html${lang}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<link rel="icon" href="data:,"><title>${title}</title></head><body>${body}</body></html>`;

const PAGES = {
  'index.html': page('Smoke', '<main><h1>Smoke</h1><p>Served by the preview server.</p></main>'),
  'noisy.html': page(
    'Noisy',
    `<main><h1>Noisy</h1><img src="missing.png" alt="gone"></main><script>
      console.warn('Warning: Expected server HTML to contain a matching <div>');
      console.error('plain error');
      reportError(new Error('Hydration failed because the server rendered HTML did not match'));
      setTimeout(() => { throw new Error('late failure'); });
    </script>`,
  ),
  'inaccessible.html': page('Bad', '<main><h1>Bad</h1><img src="data:,"><button></button></main>', ''),
  // Follows the emulated scheme with browser defaults, so the dark screenshot shows it.
  'scheme.html': page('Scheme', '<style>:root { color-scheme: light dark }</style><main><h1>Scheme</h1></main>'),
};

let dist: string;
let server: PreviewServer;
let browser: Browser;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'docsgen-harness-'));
  await mkdir(dist, { recursive: true });
  for (const [name, html] of Object.entries(PAGES)) await writeFile(join(dist, name), html);
  [server, browser] = await Promise.all([serveDist(dist), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
  await rm(dist, { recursive: true, force: true });
});

describe('test harness', () => {
  it('opens a served page, finds it clean and accessible, and screenshots it', async () => {
    const { page: tab, consoleErrors, response, close } = await openPage(browser, server.url);
    try {
      expect(response?.status()).toBe(200);
      expect(await tab.$eval('h1', (h) => h.textContent)).toBe('Smoke');
      expect(await runAxe(tab)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      const file = await screenshot(tab, 'harness smoke/light');
      expect(file).toMatch(/test-artifacts\/screenshots\/harness-smoke-light\.png$/);
      expect((await readFile(file)).subarray(1, 4).toString()).toBe('PNG');
    } finally {
      await close();
    }
  });

  it('collects console warnings and errors, uncaught errors and failed loads', async () => {
    const { page: tab, consoleErrors, close } = await openPage(browser, `${server.url}noisy`);
    try {
      // The last one is thrown from a timer after load.
      await vi.waitFor(() => expect(consoleErrors.join('\n')).toContain('uncaught: late failure'));
      const all = consoleErrors.join('\n');
      expect(all).toContain('console.warn: Warning: Expected server HTML');
      expect(all).toContain('console.error: plain error');
      expect(all).toContain('uncaught: Hydration failed');
      expect(all).toMatch(/console\.error: Failed to load resource: .*404.*missing\.png/);
    } finally {
      await close();
    }
  });

  it('reports serious and critical axe violations readably, with or without JavaScript', async () => {
    for (const javaScript of [true, false]) {
      const { page: tab, close } = await openPage(browser, `${server.url}inaccessible`, { javaScript });
      try {
        const violations = await runAxe(tab);
        expect(violations.map((v) => v.split(' ')[0]).sort()).toEqual(['button-name', 'html-has-lang', 'image-alt']);
        const imageAlt = violations.find((v) => v.startsWith('image-alt')) ?? '';
        expect(imageAlt).toMatch(/^image-alt \(critical\): Images must have alternative text — https:\/\/\S+\n {2}at img: Fix any/);
        expect(tab.isJavaScriptEnabled()).toBe(javaScript);
        expect(await runAxe(tab, { disableRules: ['image-alt', 'button-name', 'html-has-lang'] })).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('emulates the colour scheme and viewport, and keeps storage per page', async () => {
    const viewport = { width: 375, height: 700, isMobile: true };
    await withPage(() => openPage(browser, `${server.url}scheme`, { colorScheme: 'dark', viewport }), async (dark) => {
      expect(await dark.page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
      expect(await dark.page.evaluate(() => innerWidth)).toBe(375);
      await dark.page.evaluate(() => localStorage.setItem('vocs.theme', 'dark'));
      await screenshot(dark.page, 'harness-smoke-dark-narrow');
    });
    await withPage(() => openPage(browser, `${server.url}scheme`, { colorScheme: 'light' }), async (light) => {
      expect(await light.page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(false);
      expect(await light.page.evaluate(() => localStorage.getItem('vocs.theme'))).toBeNull();
    });
  });
});
