// The search dialog as a reader uses it: the kitchen-sink site (plus one page with many matching
// sections) built by the real CLI, served on 127.0.0.1, driven in Chromium. Every rule of spec §2,
// §4 and §5 for search, and the loading contract: nothing of search loads before it is used, and
// the index is fetched once per page load.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAxe } from '../../support/axe.js';
import { openPage, screenshot, type OpenPageOptions } from '../../support/browser.js';
import { typeQuery } from '../../support/search-dialog.js';
import { serveSite, useBuiltFixture, type ServedSite } from '../../support/served-site.js';
import { buildSite, copyFixture } from '../../support/site.js';
import { withPage } from '../../support/with-page.js';

// 20 sections that all match "widget" (more than the 16 results shown), and content that must
// come out as text, never as markup.
const MANY_PAGE = [
  '---',
  'title: Widgets',
  'description: A page of widgets for the search tests.',
  '---',
  '',
  '# Widgets',
  '',
  'Widgets everywhere. Markup in content: `<img src=x onerror="window.__injected=1">` stays text.',
  '',
  ...Array.from({ length: 20 }, (_, i) => [`## Widget ${i + 1}`, '', `The widget number ${i + 1} does one widget thing.`, '']).flat(),
].join('\n');

const PHONE = { width: 375, height: 812, isMobile: true, hasTouch: true } as const;

// The copy of the fixture (the base-path build below builds it again) and its build, made for this
// file alone: removed after its tests.
let siteDir: string | undefined;
let outDir: string | undefined;

const searchSite = useBuiltFixture(async () => {
  siteDir = await copyFixture('kitchen-sink');
  await writeFile(join(siteDir, 'pages/widgets.mdx'), MANY_PAGE);
  outDir = await mkdtemp(join(tmpdir(), 'docsgen-search-'));
  const build = await buildSite(siteDir, { out: outDir });
  expect(build.stderr).toBe('');
  expect(build.code).toBe(0);
  return outDir;
});

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
  if (siteDir) await rm(siteDir, { recursive: true, force: true });
});

/** Opens a page of `site` (by default the file's site) and records every request it makes. */
async function open(path: string, options: OpenPageOptions = {}, site: ServedSite = searchSite.site) {
  const opened = await openPage(searchSite.browser, site.url(path), { ...options, waitUntil: 'networkidle0' });
  const requests: string[] = [];
  opened.page.on('request', (request: HTTPRequest) => requests.push(new URL(request.url()).pathname));
  return { ...opened, requests };
}

const isOpen = (page: Page) => page.evaluate(() => document.querySelector<HTMLDialogElement>('dialog.dg-search')?.open === true);
const activeInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog.dg-search')));
const inputValue = (page: Page) => page.$eval('.dg-search__input', (input) => (input as HTMLInputElement).value);
const hrefs = (page: Page) => page.$$eval('.dg-search__result', (links) => links.map((link) => link.getAttribute('href')));

async function pressWith(page: Page, modifier: 'Control' | 'Meta' | 'Shift', key: string) {
  await page.keyboard.down(modifier);
  await page.keyboard.press(key as never);
  await page.keyboard.up(modifier);
}

/** Opens the dialog with '/', waits until it is open. */
async function openSearch(page: Page) {
  await page.keyboard.press('/');
  await page.waitForSelector('dialog.dg-search[open]');
}

async function selectedIndex(page: Page): Promise<number> {
  return page.evaluate(() => {
    const input = document.querySelector('.dg-search__input')!;
    const id = input.getAttribute('aria-activedescendant');
    const options = [...document.querySelectorAll('[role="option"]')];
    const selected = options.findIndex((option) => option.getAttribute('aria-selected') === 'true');
    // The input's aria-activedescendant and the option's aria-selected must agree.
    if ((id === null) !== (selected === -1) || (id !== null && options[selected]?.id !== id)) return -2;
    return selected;
  });
}

describe('loading', () => {
  it('loads nothing of search until it is used, then the index once per page load', async () => {
    await withPage(() => open('/guide'), async ({ page, requests, consoleErrors }) => {
      expect(await page.$eval('[data-island="Search"]', (island) => island.getAttribute('data-strategy'))).toBe('interaction');
      expect(await page.$('[data-island="Search"][data-hydrated]')).toBeNull();
      expect(requests.filter((path) => path.includes('search'))).toEqual([]);

      await openSearch(page);
      await typeQuery(page, 'install');
      await page.keyboard.press('Escape');
      await openSearch(page);
      await page.keyboard.press('Backspace');
      await typeQuery(page, 'configuration');
      await page.keyboard.press('Escape');
      await page.click('.dg-topbar__search .dg-search-trigger');
      await page.waitForSelector('dialog.dg-search[open]');

      const indexRequests = requests.filter((path) => path.endsWith('/search-index.json'));
      expect(indexRequests).toHaveLength(1);
      // The fixture asks Google for its fonts, which a sandbox cannot reach.
      expect(consoleErrors.filter((error) => !error.includes('fonts.googleapis.com'))).toEqual([]);
    });
  });
});

describe('opening and closing', () => {
  it("opens with '/' before any other interaction and focuses the input", async () => {
    await withPage(() => open('/guide'), async ({ page }) => {
      await openSearch(page);
      expect(await page.evaluate(() => document.activeElement?.matches('.dg-search__input[placeholder="Search"]'))).toBe(true);
      expect(await page.$eval('dialog.dg-search', (dialog) => dialog.getAttribute('aria-label'))).toBe('Search');
      // Closed, focus leaves the (hidden) input, so '/' opens again rather than typing into it.
      for (let i = 0; i < 3; i++) {
        await page.keyboard.type('wid');
        await page.keyboard.press('Escape');
        await page.waitForSelector('dialog.dg-search:not([open])');
        expect(await activeInDialog(page)).toBe(false);
        await openSearch(page);
      }
    });
  });

  it("types '/' into a text field instead of opening", async () => {
    await withPage(() => open('/guide'), async ({ page }) => {
      await page.evaluate(() => {
        const input = document.createElement('input');
        input.id = 'other-field';
        document.querySelector('main')!.prepend(input);
        input.focus();
      });
      await page.keyboard.press('/');
      expect(await page.$eval('#other-field', (input) => (input as HTMLInputElement).value)).toBe('/');
      expect(await isOpen(page)).toBe(false);
    });
  });

  it('toggles with Ctrl+K and Cmd+K, from anywhere including the search field', async () => {
    await withPage(() => open('/guide'), async ({ page }) => {
      await pressWith(page, 'Control', 'k');
      await page.waitForSelector('dialog.dg-search[open]');
      await pressWith(page, 'Control', 'k');
      await page.waitForSelector('dialog.dg-search:not([open])');
      await pressWith(page, 'Meta', 'k');
      await page.waitForSelector('dialog.dg-search[open]');
      await pressWith(page, 'Meta', 'k');
      await page.waitForSelector('dialog.dg-search:not([open])');
    });
  });

  it('opens from the top-nav button; Escape closes and gives focus back', async () => {
    await withPage(() => open('/guide'), async ({ page }) => {
      await page.focus('.dg-topbar__search .dg-search-trigger');
      await page.keyboard.press('Enter');
      await page.waitForSelector('dialog.dg-search[open]');
      await page.keyboard.press('Escape');
      await page.waitForSelector('dialog.dg-search:not([open])');
      expect(await page.evaluate(() => document.activeElement?.matches('.dg-topbar__search .dg-search-trigger'))).toBe(true);
    });
  });

  it('closes on a click outside the panel, not on one inside', async () => {
    await withPage(() => open('/guide'), async ({ page }) => {
      await openSearch(page);
      await page.click('.dg-search__input');
      expect(await isOpen(page)).toBe(true);
      await page.mouse.click(640, 790);
      await page.waitForSelector('dialog.dg-search:not([open])');
    });
  });

  it('keeps focus inside while open', async () => {
    await withPage(() => open('/guide'), async ({ page }) => {
      await openSearch(page);
      await typeQuery(page, 'install');
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        expect(await activeInDialog(page), `after ${i + 1} Tab`).toBe(true);
      }
      for (let i = 0; i < 8; i++) {
        await pressWith(page, 'Shift', 'Tab');
        expect(await activeInDialog(page), `after ${i + 1} Shift+Tab`).toBe(true);
      }
    });
  });

  it('on a phone: opens with one tap on the top bar, types at once, fills the screen, closes with its close button', async () => {
    await withPage(() => open('/guide', { viewport: PHONE }), async ({ page }) => {
      const button = await page.$eval('.dg-topbar__search .dg-search-trigger', (element) => ({
        box: element.getBoundingClientRect().toJSON() as DOMRect,
        visible: element.checkVisibility(),
        label: element.textContent,
      }));
      expect(button.visible).toBe(true);
      expect(button.box.width).toBeLessThanOrEqual(40);
      expect(button.label).toContain('Search');
      // The tap focuses a field at once (a phone opens its keyboard only inside the tap), so what
      // is typed before the dialog has loaded arrives in it.
      await page.tap('.dg-topbar__search .dg-search-trigger');
      await page.keyboard.type('widget');
      await page.waitForSelector('dialog.dg-search[open]');
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('.dg-search__input')?.value === 'widget');
      await page.click('.dg-search__close');
      await page.waitForSelector('dialog.dg-search:not([open])');
    });
  });

  it('on a phone: opens from the menu, fills the screen, closes with its close button', async () => {
    await withPage(() => open('/guide', { viewport: PHONE }), async ({ page }) => {
      await page.click('.dg-topbar__menu-button');
      await page.waitForSelector('.dg-search-trigger[data-placement="menu"]', { visible: true });
      await page.click('.dg-search-trigger[data-placement="menu"]');
      await page.waitForSelector('dialog.dg-search[open]');
      const panel = await page.$eval('.dg-search__panel', (element) => element.getBoundingClientRect().toJSON() as DOMRect);
      expect(panel.width).toBe(PHONE.width);
      await page.click('.dg-search__close');
      await page.waitForSelector('dialog.dg-search:not([open])');
    });
  });
});

describe('querying', () => {
  it('waits 200 ms after the last keystroke, then searches once', async () => {
    await withPage(() => open('/guide'), async ({ page }) => {
      await openSearch(page);
      await page.evaluate(() => {
        const input = document.querySelector('.dg-search__input')!;
        input.addEventListener('input', (event) => ((window as unknown as { lastInput: number }).lastInput = event.timeStamp));
      });
      await typeQuery(page, 'widget');
      const { starts, lastInput } = await page.evaluate(() => ({
        starts: performance.getEntriesByName('docsgen-search:query').map((entry) => entry.startTime),
        lastInput: (window as unknown as { lastInput: number }).lastInput,
      }));
      // One search for the whole burst of keystrokes, no earlier than 200 ms after the last one.
      expect(starts).toHaveLength(1);
      expect(starts[0]! - lastInput).toBeGreaterThanOrEqual(199);
    });
  });

  it('empty: no results and no selection; a new query selects its first result', async () => {
    await withPage(() => open('/guide'), async ({ page }) => {
      await openSearch(page);
      expect(await hrefs(page)).toEqual([]);
      expect(await selectedIndex(page)).toBe(-1);
      await typeQuery(page, 'widget');
      expect(await selectedIndex(page)).toBe(0);
      await page.keyboard.press('ArrowDown');
      expect(await selectedIndex(page)).toBe(1);
      await typeQuery(page, 's');
      expect(await selectedIndex(page)).toBe(0);
    });
  });

  it('shows at most 16 results, and arrows wrap around them', async () => {
    await withPage(() => open('/guide'), async ({ page }) => {
      await openSearch(page);
      await typeQuery(page, 'widget');
      const results = await hrefs(page);
      expect(results).toHaveLength(16);
      expect(await selectedIndex(page)).toBe(0);
      await page.keyboard.press('ArrowUp');
      expect(await selectedIndex(page)).toBe(15);
      await page.keyboard.press('ArrowDown');
      expect(await selectedIndex(page)).toBe(0);
    });
  });

  it('says so when nothing matches', async () => {
    await withPage(() => open('/guide'), async ({ page }) => {
      await openSearch(page);
      await typeQuery(page, 'zzqxv');
      expect(await hrefs(page)).toEqual([]);
      expect(await page.$eval('.dg-search__status', (status) => status.textContent)).toBe('No results for "zzqxv"');
      expect(await selectedIndex(page)).toBe(-1);
    });
  });

  it('shows titles, parent headings and marked matches as text; markup in content stays text', async () => {
    await withPage(() => open('/guide'), async ({ page }) => {
      await openSearch(page);
      await typeQuery(page, 'onerror');
      const first = await page.$eval('.dg-search__result', (link) => ({
        href: link.getAttribute('href'),
        title: link.querySelector('.dg-search__result-title')?.textContent,
        text: link.querySelector('.dg-search__result-text')?.textContent,
        marks: [...link.querySelectorAll('mark')].map((mark) => mark.textContent),
        images: link.querySelectorAll('img').length,
      }));
      expect(first).toMatchObject({ href: '/widgets', title: 'Widgets', marks: ['onerror'], images: 0 });
      expect(first.text).toContain('<img src=x onerror="window.__injected=1">');
      expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();

      await page.keyboard.down('Control');
      await page.keyboard.press('Backspace');
      await page.keyboard.up('Control');
      await typeQuery(page, 'widget 3');
      const third = await page.$eval('.dg-search__result', (link) => ({
        href: link.getAttribute('href'),
        parents: [...link.querySelectorAll('.dg-search__result-parent')].map((parent) => parent.textContent),
        title: link.querySelector('.dg-search__result-title')?.textContent,
      }));
      expect(third).toEqual({ href: '/widgets#widget-3', parents: ['Widgets'], title: 'Widget 3' });
    });
  });
});

describe('choosing a result', () => {
  it('Enter goes to the selected result and closes the dialog', async () => {
    await withPage(() => open('/guide'), async ({ page }) => {
      await openSearch(page);
      await typeQuery(page, 'widget 3');
      const target = (await hrefs(page))[0]!;
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(target);
      expect(await isOpen(page)).toBe(false);
    });
  });

  it('a click goes there and closes; Ctrl+click and Ctrl+Enter open a new tab and keep the dialog open', async () => {
    await withPage(() => open('/guide'), async ({ page }) => {
      await openSearch(page);
      await typeQuery(page, 'widget');
      const context = page.browserContext();

      const clicked = context.waitForTarget((target) => target.url().endsWith('/widgets#widget-2'));
      await page.keyboard.down('Control');
      await page.click('.dg-search__result[href="/widgets#widget-2"]');
      await page.keyboard.up('Control');
      await clicked;
      expect(await isOpen(page)).toBe(true);

      // The pointer now rests on widget-2, which selected it; Ctrl+Enter opens the selected result.
      const selected = await page.$eval('[role="option"][aria-selected="true"]', (option) => option.getAttribute('href'));
      const opened: string[] = [];
      context.on('targetcreated', (target) => opened.push(new URL(target.url()).pathname + new URL(target.url()).hash));
      await pressWith(page, 'Control', 'Enter');
      await expect.poll(() => opened).toEqual([selected]);
      expect(await isOpen(page)).toBe(true);

      await Promise.all([page.waitForNavigation(), page.click('.dg-search__result[href="/widgets#widget-4"]')]);
      expect(new URL(page.url()).hash).toBe('#widget-4');
      expect(await isOpen(page)).toBe(false);
    });
  });

  it('a result on the current page jumps to its section and closes', async () => {
    await withPage(() => open('/widgets'), async ({ page }) => {
      await openSearch(page);
      await typeQuery(page, 'widget 7');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => location.hash === '#widget-7');
      await page.waitForSelector('dialog.dg-search:not([open])');
    });
  });
});

describe('settings that last', () => {
  it('keeps the query in sessionStorage filterText; reset and Ctrl+Backspace clear it', async () => {
    await withPage(() => open('/guide'), async ({ page }) => {
      await openSearch(page);
      await typeQuery(page, 'widget');
      expect(await page.evaluate(() => sessionStorage.getItem('filterText'))).toBe('widget');

      await page.reload({ waitUntil: 'networkidle0' });
      await openSearch(page);
      expect(await inputValue(page)).toBe('widget');
      await page.waitForSelector('.dg-search__result');

      await page.click('.dg-search__icon-button[aria-label="Reset search"]');
      expect(await inputValue(page)).toBe('');
      expect(await page.evaluate(() => sessionStorage.getItem('filterText'))).toBe('');
      await page.waitForFunction(() => document.querySelectorAll('.dg-search__result').length === 0);
      expect(await selectedIndex(page)).toBe(-1);
      expect(await activeInDialog(page)).toBe(true);

      await typeQuery(page, 'widget');
      await pressWith(page, 'Control', 'Backspace');
      expect(await inputValue(page)).toBe('');
      await page.waitForFunction(() => document.querySelectorAll('.dg-search__result').length === 0);
    });
  });

  it('remembers the detail view (on by default) in localStorage showDetailView', async () => {
    await withPage(() => open('/guide'), async ({ page }) => {
      await openSearch(page);
      await typeQuery(page, 'widget');
      const toggle = '.dg-search__icon-button[aria-label="Detail view"]';
      expect(await page.$eval(toggle, (button) => button.getAttribute('aria-pressed'))).toBe('true');
      expect(await page.$$('.dg-search__result-text')).not.toHaveLength(0);

      await page.click(toggle);
      expect(await page.$eval(toggle, (button) => button.getAttribute('aria-pressed'))).toBe('false');
      expect(await page.$$('.dg-search__result-text')).toHaveLength(0);
      expect(await page.evaluate(() => localStorage.getItem('showDetailView'))).toBe('false');

      await page.reload({ waitUntil: 'networkidle0' });
      await openSearch(page);
      await page.waitForSelector('.dg-search__result');
      expect(await page.$eval(toggle, (button) => button.getAttribute('aria-pressed'))).toBe('false');
      expect(await page.$$('.dg-search__result-text')).toHaveLength(0);
    });
  });

  it('shows the keyboard hints', async () => {
    await withPage(() => open('/guide'), async ({ page }) => {
      await openSearch(page);
      const hints = await page.$eval('.dg-search__hints', (footer) => [...footer.children].map((hint) => hint.textContent?.replace(/\s+/g, ' ').trim()));
      expect(hints).toEqual(['↑ ↓ Navigate', 'enter Select', 'esc Close', expect.stringMatching(/^(⌘|Ctrl) ⌫ Reset$/)]);
    });
  });
});

describe('accessibility and looks', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [name, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', PHONE],
    ] as const) {
      it(`has no serious or critical axe violations with the dialog open (${name}, ${colorScheme})`, async () => {
        await withPage(() => open('/guide', { colorScheme, viewport }), async ({ page }) => {
          await openSearch(page);
          await typeQuery(page, 'install');
          await page.keyboard.press('ArrowDown');
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
          await screenshot(page, `search-${name}-${colorScheme}`);
          expect(await runAxe(page)).toEqual([]);
        });
      });
    }
  }
});

describe('under a base path', () => {
  // The same sources built again under /docs, served beside the file's site in its browser.
  let baseOut: string | undefined;
  let baseSite: ServedSite | undefined;

  beforeAll(async () => {
    baseOut = await mkdtemp(join(tmpdir(), 'docsgen-search-base-'));
    const build = await buildSite(siteDir!, { out: baseOut, base: '/docs' });
    expect(build.code, build.stderr).toBe(0);
    baseSite = await serveSite(baseOut, { basePath: '/docs' });
  });

  afterAll(async () => {
    await baseSite?.close();
    if (baseOut) await rm(baseOut, { recursive: true, force: true });
  });

  it('fetches the index and links results under it', async () => {
    await withPage(() => open('guide', {}, baseSite!), async ({ page, requests }) => {
      await openSearch(page);
      await typeQuery(page, 'widget 3');
      expect((await hrefs(page))[0]).toBe('/docs/widgets#widget-3');
      // The page names the index itself: one request, under the base path (a small site's index holds its one part).
      expect(requests.filter((path) => path.includes('search'))).toEqual(['/docs/search-index.json']);
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      expect(new URL(page.url()).pathname).toBe('/docs/widgets');
    });
  });
});
