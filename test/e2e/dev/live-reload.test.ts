// `docsgen dev` as a writer uses it: a copy of test/fixtures/dev-site served by the real CLI,
// Chromium showing its pages, and the files edited on disk. Every wait is for a condition, with
// a timeout; nothing sleeps.
import { appendFile, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchBrowser, openPage, type OpenedPage } from '../../support/browser.js';
import { ARTIFACTS_DIR } from '../../support/paths.js';
import { copyFixture } from '../../support/site.js';
import { startDev, type DevProcess } from './dev-process.js';

const WAIT = { timeout: 20_000 };
let root: string;
let dev: DevProcess;
let browser: Browser;
const opened: OpenedPage[] = [];

beforeAll(async () => {
  root = await copyFixture('dev-site');
  dev = await startDev(root);
  await dev.waitForOutput(/watching for changes/);
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const tab of opened) await tab.close();
  await browser?.close();
  await dev?.stop();
  // What the server printed, for whoever reads a failure.
  if (dev) await writeFile(join(ARTIFACTS_DIR, 'dev-live-reload.log'), dev.output());
  if (root) await rm(root, { recursive: true, force: true });
});

async function open(path: string): Promise<OpenedPage> {
  const tab = await openPage(browser, new URL(path.slice(1), dev.url).href);
  opened.push(tab);
  // The live-reload client connects once the page has loaded.
  await tab.page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/docsgen/dev/client.js')), WAIT);
  return tab;
}

const site = (file: string) => join(root, file);
const text = (page: Page, expected: string) => page.waitForFunction((t) => document.body?.innerText.includes(t), WAIT, expected);
const overlayText = (page: Page) => page.evaluate(() => document.querySelector('docsgen-error-overlay')?.shadowRoot?.textContent ?? null);
const waitForOverlay = (page: Page, expected: string) =>
  page.waitForFunction((t) => document.querySelector('docsgen-error-overlay')?.shadowRoot?.textContent?.includes(t), WAIT, expected);
const waitForNoOverlay = (page: Page) => page.waitForFunction(() => !document.querySelector('docsgen-error-overlay'), WAIT);

async function replaceIn(file: string, from: string, to: string): Promise<void> {
  const before = await readFile(site(file), 'utf8');
  if (!before.includes(from)) throw new Error(`${file} does not contain ${from}`);
  await writeFile(site(file), before.replace(from, to));
}

describe('docsgen dev', () => {
  it('shows an edited page without a manual reload, at the same scroll position', async () => {
    const { page, response } = await open('/guide');
    expect(response?.status()).toBe(200);
    await page.evaluate(() => scrollTo(0, 900));
    await page.waitForFunction(() => scrollY === 900, WAIT);
    await replaceIn('pages/guide.mdx', 'The original guide text.', 'The edited guide text.');
    await text(page, 'The edited guide text.');
    expect(await page.evaluate(() => document.body.innerText.includes('The original guide text.'))).toBe(false);
    await page.waitForFunction(() => Math.abs(scrollY - 900) < 2, WAIT);
  });

  it('swaps the stylesheet on a CSS change, without reloading the page', async () => {
    const { page } = await open('/guide');
    await page.evaluate(() => ((window as unknown as { devMarker: string }).devMarker = 'still here'));
    await appendFile(site('styles.css'), '\nh1 { color: rgb(1, 2, 3) !important; }\n');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('h1')!).color === 'rgb(1, 2, 3)', WAIT);
    expect(await page.evaluate(() => (window as unknown as { devMarker?: string }).devMarker)).toBe('still here');
    // Component CSS is part of the same stylesheet.
    const islands = await open('/islands');
    await islands.page.evaluate(() => ((window as unknown as { devMarker: string }).devMarker = 'kept'));
    await replaceIn('components/note.css', 'rgb(10, 120, 200)', 'rgb(200, 10, 20)');
    await islands.page.waitForFunction(() => getComputedStyle(document.querySelector('.dev-note')!).borderLeftColor === 'rgb(200, 10, 20)', WAIT);
    expect(await islands.page.evaluate(() => (window as unknown as { devMarker?: string }).devMarker)).toBe('kept');
  });

  it('never loses a styles.css save that lands 30–100 ms after a page save', async () => {
    const { page } = await open('/guide');
    // The page save makes the tab reload; the CSS change lands while it does (the tab is between
    // sockets then). Each round must end with both the new text and the new colour.
    for (const [round, delay] of [30, 50, 70, 85, 100].entries()) {
      await appendFile(site('pages/guide.mdx'), `\nRace save ${round}.\n`);
      await new Promise((resolve) => setTimeout(resolve, delay));
      await appendFile(site('styles.css'), `\nh1 { text-decoration-color: rgb(${round + 10}, 20, 30) !important; }\n`);
      await text(page, `Race save ${round}.`);
      await page.waitForFunction(
        (rgb) => getComputedStyle(document.querySelector('h1')!).textDecorationColor === rgb,
        WAIT,
        `rgb(${round + 10}, 20, 30)`,
      );
    }
  });

  it('shows an MDX syntax error in the page and the terminal, and recovers when it is fixed', async () => {
    const { page } = await open('/guide');
    const since = dev.output().length;
    const good = await readFile(site('pages/guide.mdx'), 'utf8');
    const lines = good.split('\n');
    const line = lines.indexOf('The edited guide text.') + 1;
    lines[line - 1] = 'Broken <span> without its closing tag.';
    await writeFile(site('pages/guide.mdx'), lines.join('\n'));

    await waitForOverlay(page, `pages/guide.mdx:${line}:`);
    const overlay = (await overlayText(page))!;
    expect(overlay).toContain('Broken <span> without its closing tag.');
    expect(overlay).toMatch(new RegExp(`>\\s+${line} \\|`));
    const printed = await dev.waitForOutput(new RegExp(`pages/guide\\.mdx:${line}:\\d+  .+`), { since });
    expect(dev.output().slice(since)).toMatch(new RegExp(`>\\s+${line} \\| Broken <span>`));
    expect(printed[0]).toBeTruthy();
    // The last good page stays under the overlay.
    expect(await page.evaluate(() => document.body.innerText.includes('The edited guide text.'))).toBe(true);

    await writeFile(site('pages/guide.mdx'), good.replace('The edited guide text.', 'The fixed guide text.'));
    await text(page, 'The fixed guide text.');
    await waitForNoOverlay(page);
    await dev.waitForOutput(/fixed: pages\/guide\.mdx/, { since });
  });

  it('shows where a component threw while rendering, and recovers', async () => {
    await writeFile(site('components/Boom.tsx'), "export function Boom(): never {\n  throw new Error('Boom went the component');\n}\n");
    await writeFile(site('pages/boom.mdx'), "import { Boom } from '../components/Boom';\n\n# Boom\n\n<Boom />\n");
    const { page, response } = await open('/boom');
    expect(response?.status()).toBe(500);
    await waitForOverlay(page, 'components/Boom.tsx:2:');
    expect(await overlayText(page)).toContain('Boom went the component');
    expect(await overlayText(page)).toContain("> 2 |   throw new Error('Boom went the component');");
    expect(await overlayText(page)).toContain('while rendering pages/boom.mdx');

    await writeFile(site('components/Boom.tsx'), "export function Boom() {\n  return <p>Boom is calm now.</p>;\n}\n");
    await text(page, 'Boom is calm now.');
    await waitForNoOverlay(page);
  });

  it('shows a broken import, and recovers when the missing file appears', async () => {
    await writeFile(site('pages/broken.mdx'), "# Broken\n\nimport { Missing } from '../components/Missing';\n\n<Missing />\n");
    const { page } = await open('/broken');
    await waitForOverlay(page, 'pages/broken.mdx:3:');
    expect(await overlayText(page)).toContain('Could not resolve "../components/Missing"');

    await writeFile(site('components/Missing.tsx'), 'export function Missing() {\n  return <p>Found it after all.</p>;\n}\n');
    await text(page, 'Found it after all.');
    await waitForNoOverlay(page);
  });

  it('hydrates islands as the build does', async () => {
    const { page } = await open('/islands');
    await page.waitForSelector('docsgen-island[data-hydrated] button[data-counter]', WAIT);
    await page.click('button[data-counter]');
    await text(page, 'Clicks: 1');
  });

  it('prefetches no links: dev pages render on request and change on every save', async () => {
    const { page } = await open('/');
    expect(await page.$$eval('a[href^="/"]', (links) => links.length)).toBeGreaterThan(0);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await page.$('link[rel="prefetch"]')).toBeNull();
  });

  it('serves a new page without a restart, and a 404 once it is deleted', async () => {
    const { page, response } = await open('/extra');
    expect(response?.status()).toBe(404);
    await writeFile(site('pages/extra.mdx'), '---\ntitle: Extra\n---\n\n# Extra\n\nAn extra page, just added.\n');
    await text(page, 'An extra page, just added.');
    // Its sidebar entry is now the current page, and prev/next lead on from it.
    expect(await page.$eval('a[href="/extra"][aria-current="page"]', (a) => a.textContent)).toBe('Extra');
    expect(await page.$eval('a[rel="prev"]', (a) => a.getAttribute('href'))).toBe('/islands');
    expect((await fetch(new URL('extra', dev.url))).status).toBe(200);
    await vi.waitFor(async () => expect(await (await fetch(new URL('docsgen/dev/search-index.json', dev.url))).text()).toContain('An extra page, just added'), WAIT);

    await rm(site('pages/extra.mdx'));
    await text(page, 'Page Not Found');
    expect((await fetch(new URL('extra', dev.url))).status).toBe(404);
    await vi.waitFor(async () => expect(await (await fetch(new URL('docsgen/dev/search-index.json', dev.url))).text()).not.toContain('An extra page, just added'), WAIT);
  });

  it('searches as the build does, new pages included', async () => {
    await writeFile(site('pages/later.mdx'), '# Later\n\nA zeppelin page written while the server runs.\n');
    await vi.waitFor(async () => expect(await (await fetch(new URL('docsgen/dev/search-index.json', dev.url))).text()).toContain('zeppelin'), WAIT);
    const { page } = await open('/guide');
    await page.keyboard.press('/');
    await page.waitForSelector('dialog.dg-search[open]', WAIT);
    await page.keyboard.type('zeppelin');
    await page.waitForFunction(() => [...document.querySelectorAll('.dg-search__result')].some((a) => a.getAttribute('href')?.startsWith('/later')), WAIT);
  });

  it('applies a config change everywhere, and keeps the last good config while it is broken', async () => {
    const { page } = await open('/guide');
    await replaceIn('docsgen.config.ts', "title: 'Dev Site'", "title: 'Renamed Site'");
    await page.waitForFunction(() => document.title.includes('Renamed Site'), WAIT);

    const good = await readFile(site('docsgen.config.ts'), 'utf8');
    await writeFile(site('docsgen.config.ts'), good.replace("title: 'Renamed Site',", "title: 'Renamed Site',,"));
    await waitForOverlay(page, 'docsgen.config.ts:');
    expect(await overlayText(page)).toContain('Config error');
    const served = await (await fetch(new URL('guide', dev.url))).text();
    expect(served).toContain('Renamed Site');

    await writeFile(site('docsgen.config.ts'), good);
    await waitForNoOverlay(page);
    expect(await page.evaluate(() => document.title)).toContain('Renamed Site');
  });

  it('never stopped: every error above was survived', async () => {
    expect((await fetch(dev.url)).status).toBe(200);
  });
});
