// `docsgen dev` on a site in several languages (a copy of test/fixtures/locales): the pages a
// locale shows untranslated are served with their notice; editing a French page updates that
// page in the browser; a new translation takes the place of the page shown untranslated; each
// locale's search answers from its own index.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type OpenedPage } from '../../support/browser.js';
import { ARTIFACTS_DIR } from '../../support/paths.js';
import { copyFixture } from '../../support/site.js';
import { startDev, type DevProcess } from './dev-process.js';

const WAIT = { timeout: 30_000 };
let root: string;
let dev: DevProcess;
let browser: Browser;
const opened: OpenedPage[] = [];

beforeAll(async () => {
  root = await copyFixture('locales');
  dev = await startDev(root);
  await dev.waitForOutput(/watching for changes/);
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const tab of opened) await tab.close();
  await browser?.close();
  await dev?.stop();
  if (dev) await writeFile(join(ARTIFACTS_DIR, 'dev-locales.log'), dev.output());
  if (root) await rm(root, { recursive: true, force: true });
});

async function open(path: string): Promise<OpenedPage> {
  const tab = await openPage(browser, new URL(path.slice(1), dev.url).href);
  opened.push(tab);
  await tab.page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/docsgen/dev/client.js')), WAIT);
  return tab;
}

const page = (path: string) => fetch(new URL(path.slice(1), dev.url)).then((response) => response.text());

describe('docsgen dev in several languages', () => {
  it('serves the pages a locale shows untranslated, with their notice', async () => {
    const html = await page('/ja/guide/configuration');
    expect(html).toMatch(/<html lang="ja" dir="ltr"/);
    expect(html).toContain('このページはまだ翻訳されていません。英語で表示しています。');
    expect(html).toContain('<article class="dg-content" lang="en" dir="ltr">');
  });

  it('shows an edited French page in the browser', async () => {
    const { page: tab } = await open('/fr/guide/configuration');
    const file = join(root, 'pages/fr/guide/configuration.mdx');
    await writeFile(file, (await readFile(file, 'utf8')).replace('Les portefeuilles sont triés', 'Les portefeuilles sont toujours triés'));
    await tab.waitForFunction(() => document.body.innerText.includes('toujours triés'), WAIT);
  });

  it('takes a new translation in place of the page shown untranslated', async () => {
    const { page: tab } = await open('/ja/guide/configuration');
    await writeFile(join(root, 'pages/ja/guide/configuration.mdx'), '---\ntitle: 設定\n---\n\n# 設定\n\nストアはオプションのオブジェクトを受け取ります。\n');
    await tab.waitForFunction(() => document.querySelector('h1')?.textContent === '設定' && !document.querySelector('.dg-not-translated'), WAIT);
    // Its other languages name it now.
    expect(await page('/fr/guide/configuration')).toContain('hrefLang="ja" href="https://docs.example.com/ja/guide/configuration"');
  });

  it('answers each locale from its own index', async () => {
    await dev.waitForOutput(/search index ready/);
    const props = (html: string) => JSON.parse(/data-island="Search"[^>]*data-props="([^"]+)"/.exec(html)![1]!.replace(/&quot;/g, '"')) as { indexUrl: string };
    const fr = props(await page('/fr')).indexUrl;
    expect(fr).toBe('/docsgen/dev/fr/search-index.json');
    const index = (await (await fetch(new URL(fr.slice(1), dev.url))).json()) as { lang: string; parts: { pages: [string, string][] }[] };
    expect(index.lang).toBe('fr');
    const routes = index.parts.flatMap((part) => part.pages.map(([route]) => route));
    expect(routes).toContain('/fr/glossaire');
    expect(routes.every((route) => route.startsWith('/fr'))).toBe(true);
    expect(props(await page('/')).indexUrl).toBe('/docsgen/dev/search-index.json');
  });
});
