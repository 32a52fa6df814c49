// `docsgen dev` patches an open page in place on save: what the reader did on the page (scroll,
// an open <details>, a code group's tab, the search dialog and its text, focus, island state)
// survives a prose save; an island whose props or code changed re-hydrates alone; a config save
// or a layout swap reloads, at the same place; broken links show in the page and the terminal. Each test marks the window (and elements) before the
// save: a reload or a re-created node loses the mark. Every wait is for a condition; nothing sleeps.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type OpenedPage } from '../../support/browser.js';
import { ARTIFACTS_DIR } from '../../support/paths.js';
import { copyFixture } from '../../support/site.js';
import { startDev, type DevProcess } from './dev-process.js';

const WAIT = { timeout: 20_000 };
let root: string;
let dev: DevProcess;
let browser: Browser;
const opened: OpenedPage[] = [];

const PAGE = `---
title: Patching
---

import Counter from '../components/Counter.island';
import Toggle from '../components/Toggle.island';

# Patching

The first version of the prose.

<details>
  <summary>More about it</summary>

  The details, hidden until opened.
</details>

<Counter label="Apples" />

<Toggle />

:::code-group

\`\`\`sh [npm]
npm install left-pad
\`\`\`

\`\`\`sh [pnpm]
pnpm add left-pad
\`\`\`

:::

${Array.from({ length: 30 }, (_, i) => `## Part ${i + 1}\n\nParagraph ${i + 1}, long enough to make the page scroll. Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.\n`).join('\n')}
The last line of the page.
`;

const TOGGLE = `import { useState } from 'react';

export default function Toggle() {
  const [on, setOn] = useState(false);
  return (
    <button type="button" data-toggle onClick={() => setOn(!on)}>
      Toggle is {on ? 'on' : 'off'}
    </button>
  );
}
`;

beforeAll(async () => {
  root = await copyFixture('dev-site');
  await writeFile(join(root, 'pages/patch.mdx'), PAGE);
  await writeFile(join(root, 'components/Toggle.island.tsx'), TOGGLE);
  dev = await startDev(root);
  await dev.waitForOutput(/watching for changes/);
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const tab of opened) await tab.close();
  await browser?.close();
  await dev?.stop();
  if (dev) await writeFile(join(ARTIFACTS_DIR, 'dev-patch.log'), dev.output());
  if (root) await rm(root, { recursive: true, force: true });
});

async function open(path: string): Promise<Page> {
  const tab = await openPage(browser, new URL(path.slice(1), dev.url).href);
  opened.push(tab);
  await tab.page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/docsgen/dev/client.js')), WAIT);
  return tab.page;
}

/**
 * What the tab showing `page` logged as errors or warnings (a hydration mismatch among them),
 * but the browser's own request for /favicon.ico (the fixture has no icon).
 */
const consoleErrors = (page: Page) => opened.find((tab) => tab.page === page)!.consoleErrors.filter((line) => !line.includes('/favicon.ico'));

const site = (file: string) => join(root, file);
const text = (page: Page, expected: string) => page.waitForFunction((t) => document.body?.innerText.includes(t), WAIT, expected);

async function replaceIn(file: string, from: string, to: string): Promise<void> {
  const before = await readFile(site(file), 'utf8');
  if (!before.includes(from)) throw new Error(`${file} does not contain ${from}`);
  await writeFile(site(file), before.replace(from, to));
}

/** Marks the window: a reload loses the mark. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { devMark?: number }).devMark = 1));
const windowMarked = (page: Page) => page.evaluate(() => (window as unknown as { devMark?: number }).devMark === 1);
/** Marks an element: a node made anew (unmounted, re-rendered from scratch) loses the mark. */
const markElement = (page: Page, selector: string) => page.$eval(selector, (e) => ((e as unknown as { devMark?: number }).devMark = 1));
const elementMarked = (page: Page, selector: string) => page.$eval(selector, (e) => (e as unknown as { devMark?: number }).devMark === 1);

async function clickTimes(page: Page, selector: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await page.click(selector);
}

describe('docsgen dev patches the page on save', () => {
  it('keeps scroll, the open details, the code group tab, focus, the search text and island state across a prose save', async () => {
    const page = await open('/patch');
    await page.waitForSelector('docsgen-island[data-hydrated] button[data-counter]', WAIT);
    await page.waitForSelector('docsgen-island[data-hydrated] button[data-toggle]', WAIT);
    await clickTimes(page, 'button[data-counter]', 3);
    await text(page, 'Apples: 3');
    await page.click('button[data-toggle]');
    await text(page, 'Toggle is on');
    await page.click('details summary');
    await page.waitForFunction(() => document.querySelector('details')?.open === true, WAIT);
    // The code group's second tab: its panel is static HTML the tabs island shows.
    await page.click('.dg-cg__tab:nth-child(2)');
    await page.waitForFunction(() => document.querySelector('.dg-cg__tab:nth-child(2)')?.getAttribute('aria-selected') === 'true', WAIT);
    const shownPanel = () => page.$$eval('.dg-cg__panel', (panels) => panels.filter((p) => getComputedStyle(p).display !== 'none').map((p) => p.getAttribute('data-cg-label')));
    expect(await shownPanel()).toEqual(['pnpm']);
    await markWindow(page);
    await markElement(page, 'button[data-counter]');
    await markElement(page, 'main p');
    await page.evaluate(() => scrollTo(0, 600));
    await page.waitForFunction(() => scrollY === 600, WAIT);
    // The search dialog, open with a query typed: it lives in <body>, outside the page's HTML.
    await page.keyboard.press('/');
    await page.waitForSelector('dialog.dg-search[open] input', WAIT);
    await page.keyboard.type('zeppelin');
    await page.waitForFunction(() => (document.querySelector('dialog.dg-search input') as HTMLInputElement | null)?.value === 'zeppelin', WAIT);

    await replaceIn('pages/patch.mdx', 'The first version of the prose.', 'The second version of the prose.');
    await text(page, 'The second version of the prose.');

    expect(await windowMarked(page)).toBe(true);
    expect(await page.evaluate(() => document.body.innerText.includes('The first version of the prose.'))).toBe(false);
    // The paragraph was changed in place, not made anew.
    expect(await elementMarked(page, 'main p')).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(600);
    expect(await page.evaluate(() => document.querySelector('details')?.open)).toBe(true);
    expect(await shownPanel()).toEqual(['pnpm']);
    expect(await page.evaluate(() => (document.querySelector('dialog.dg-search input') as HTMLInputElement).value)).toBe('zeppelin');
    expect(await page.evaluate(() => document.querySelector('dialog.dg-search')?.hasAttribute('open'))).toBe(true);
    expect(await page.evaluate(() => document.activeElement === document.querySelector('dialog.dg-search input'))).toBe(true);
    // The islands were left alone: same nodes, same state.
    expect(await elementMarked(page, 'button[data-counter]')).toBe(true);
    expect(await page.$eval('button[data-counter]', (b) => b.textContent)).toBe('Apples: 3');
    expect(await page.$eval('button[data-toggle]', (b) => b.textContent)).toBe('Toggle is on');
    // And still work.
    await page.keyboard.press('Escape');
    await page.click('button[data-counter]');
    await text(page, 'Apples: 4');
    expect(consoleErrors(page)).toEqual([]);
  });

  it('re-hydrates alone an island whose props changed', async () => {
    const page = await open('/patch');
    await page.waitForSelector('docsgen-island[data-hydrated] button[data-counter]', WAIT);
    await page.waitForSelector('docsgen-island[data-hydrated] button[data-toggle]', WAIT);
    await clickTimes(page, 'button[data-counter]', 2);
    await page.click('button[data-toggle]');
    await text(page, 'Toggle is on');
    await markWindow(page);
    await markElement(page, 'button[data-toggle]');

    await replaceIn('pages/patch.mdx', '<Counter label="Apples" />', '<Counter label="Pears" />');
    // The counter starts over with its new props, hydrated at once (it had hydrated before).
    await page.waitForSelector('docsgen-island[data-hydrated] button[data-counter]', WAIT);
    await text(page, 'Pears: 0');
    await page.click('button[data-counter]');
    await text(page, 'Pears: 1');
    expect(await windowMarked(page)).toBe(true);
    expect(await elementMarked(page, 'button[data-toggle]')).toBe(true);
    expect(await page.$eval('button[data-toggle]', (b) => b.textContent)).toBe('Toggle is on');
    expect(consoleErrors(page)).toEqual([]);
  });

  it('re-hydrates alone an island whose code changed, keeping the page and the other islands', async () => {
    const page = await open('/patch');
    await page.waitForSelector('docsgen-island[data-hydrated] button[data-counter]', WAIT);
    await page.waitForSelector('docsgen-island[data-hydrated] button[data-toggle]', WAIT);
    await clickTimes(page, 'button[data-counter]', 2);
    await text(page, 'Pears: 2');
    await markWindow(page);
    await markElement(page, 'button[data-counter]');

    await replaceIn('components/Toggle.island.tsx', 'Toggle is ', 'Switch is ');
    await text(page, 'Switch is off');
    await page.waitForSelector('docsgen-island[data-hydrated] button[data-toggle]', WAIT);
    await page.click('button[data-toggle]');
    await text(page, 'Switch is on');
    expect(await windowMarked(page)).toBe(true);
    expect(await elementMarked(page, 'button[data-counter]')).toBe(true);
    expect(await page.$eval('button[data-counter]', (b) => b.textContent)).toBe('Pears: 2');
    expect(consoleErrors(page)).toEqual([]);
  });

  it("lists a saved page's broken links and anchors in the page and the terminal, in the same save", async () => {
    // /guide's ids come from the background compile of every page.
    await dev.waitForOutput(/search index ready/);
    const page = await open('/patch');
    await markWindow(page);
    const since = dev.output().length;
    const note = () => page.evaluate(() => document.querySelector('docsgen-link-notes')?.shadowRoot?.textContent ?? '');
    await replaceIn('pages/patch.mdx', 'The last line of the page.', 'The last line, with [a lost link](/nowhere) and [a lost part](/guide#part-99).');
    const line = (await readFile(site('pages/patch.mdx'), 'utf8')).split('\n').findIndex((l) => l.includes('a lost link')) + 1;

    await page.waitForFunction(() => document.querySelector('docsgen-link-notes')?.shadowRoot?.textContent?.includes('part-99'), WAIT);
    expect(await note()).toContain('2 broken links on this page');
    expect(await note()).toMatch(new RegExp(`pages/patch\\.mdx:${line}:\\d+\\s*/nowhere\\s*no such page`));
    expect(await note()).toMatch(new RegExp(`pages/patch\\.mdx:${line}:\\d+\\s*/guide#part-99\\s*no #part-99 on /guide`));
    await dev.waitForOutput(new RegExp(`pages/patch\\.mdx:${line}:\\d+  /nowhere  no such page`), { since });
    await dev.waitForOutput(new RegExp(`pages/patch\\.mdx:${line}:\\d+  /guide#part-99  no #part-99 on /guide`), { since });
    // The page was patched, not reloaded, and the note blocks nothing.
    expect(await windowMarked(page)).toBe(true);
    expect(await page.$('docsgen-error-overlay')).toBeNull();

    await replaceIn('pages/patch.mdx', '[a lost link](/nowhere) and [a lost part](/guide#part-99)', '[a link](/guide) and [a part](/guide#part-5)');
    await page.waitForFunction(() => !document.querySelector('docsgen-link-notes'), WAIT);
    await dev.waitForOutput(/fixed: the links in pages\/patch\.mdx/, { since });
    expect(consoleErrors(page)).toEqual([]);
  });

  it('reloads on a layout swap, at the same place in the text', async () => {
    const page = await open('/patch');
    await markWindow(page);
    // Part 5's heading 40 px below the top of the window.
    const place = () => page.evaluate(() => Math.round(document.getElementById('part-5')!.getBoundingClientRect().top));
    await page.evaluate(() => scrollBy(0, document.getElementById('part-5')!.getBoundingClientRect().top - 40));
    await page.waitForFunction(() => Math.round(document.getElementById('part-5')!.getBoundingClientRect().top) === 40, WAIT);
    await replaceIn('pages/patch.mdx', 'title: Patching\n', 'title: Patching\nlayout: minimal\n');
    await page.waitForSelector('[data-layout="minimal"]', WAIT);
    expect(await windowMarked(page)).toBe(false);
    await page.waitForFunction(() => document.readyState === 'complete', WAIT);
    await page.waitForFunction(() => Math.abs(document.getElementById('part-5')!.getBoundingClientRect().top - 40) < 2, WAIT).catch(async (error: Error) => {
      throw new Error(`part 5 is at ${await place()} px, not 40`, { cause: error });
    });
    await replaceIn('pages/patch.mdx', 'title: Patching\nlayout: minimal\n', 'title: Patching\n');
    await page.waitForSelector('[data-layout="docs"]', WAIT);
  });

  it('reloads on a config save, at the same scroll position', async () => {
    const page = await open('/patch');
    await markWindow(page);
    await page.evaluate(() => scrollTo(0, 700));
    await page.waitForFunction(() => scrollY === 700, WAIT);
    await replaceIn('docsgen.config.ts', "title: 'Dev Site'", "title: 'Patched Site'");
    await page.waitForFunction(() => document.title.includes('Patched Site'), WAIT);
    expect(await windowMarked(page)).toBe(false);
    await page.waitForFunction(() => Math.abs(scrollY - 700) < 2, WAIT);
  });
});
