// Every page of the Get Starknet site loads and hydrates without a console error, a failed load or
// a hydration warning; the demo pages have no serious or critical axe violations, light or dark.
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../../../test/support/axe.js';
import { openPage } from '../../../test/support/browser.js';
import { byTestId, click, openDemo, useDocsSite, waitForText, withPage, WAIT, type DemoPath } from './harness.js';
import { ROUTES } from './routes.js';
import { INJECTED_WALLET, STANDARD_WALLET } from './test-wallets.js';

const docs = useDocsSite();

/**
 * Hydrates every island a reader could hydrate, and waits until that is done: `load` and `idle`
 * ones on their own, `visible` ones that are displayed once scrolled to, `interaction` and `scroll` ones on a
 * focus event (which the loader replays after hydrating). Islands that are not displayed at this
 * width, or wait for a media query that does not match, stay static as they would for a reader.
 * Then waits for the demos to be ready and the page idle, so React has reported any hydration
 * mismatch by the time this returns.
 */
async function hydrateAll(page: Page): Promise<void> {
  await page.evaluate(() => {
    const expected: HTMLElement[] = [];
    for (const island of document.querySelectorAll<HTMLElement>('docsgen-island')) {
      const strategy = island.dataset.strategy ?? 'load';
      if (strategy === 'visible') {
        const targets = island.children.length > 0 ? [...island.children] : [island];
        const shown = targets.find((t) => t.checkVisibility());
        if (!shown) continue;
        if (!island.hasAttribute('data-hydrated')) shown.scrollIntoView({ block: 'center' });
      } else if (strategy === 'interaction' || strategy === 'scroll') {
        if (!island.hasAttribute('data-hydrated')) island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      } else if (strategy.startsWith('media:')) {
        continue;
      }
      expected.push(island);
    }
    (window as unknown as { __islandsToHydrate: HTMLElement[] }).__islandsToHydrate = expected;
    window.scrollTo(0, 0);
  });
  try {
    await page.waitForFunction(
      () =>
        (window as unknown as { __islandsToHydrate: HTMLElement[] }).__islandsToHydrate.every((i) => i.hasAttribute('data-hydrated')) &&
        [...document.querySelectorAll('[data-ready]')].every((e) => e.getAttribute('data-ready') === 'true'),
      WAIT,
    );
  } catch (error) {
    const pending = await page.evaluate(() =>
      (window as unknown as { __islandsToHydrate: HTMLElement[] }).__islandsToHydrate
        .filter((i) => !i.hasAttribute('data-hydrated'))
        .map((i) => `${i.dataset.island} (${i.dataset.strategy})`),
    );
    throw new Error(`islands not hydrated: ${pending.join(', ') || 'none; a demo is not ready'}`, { cause: error });
  }
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
}

// Pages are independent (a fresh browser context each): a few at a time keep the file short.
describe('every page', () => {
  it.concurrent.for(ROUTES)('%s hydrates with no console error, failed load or hydration warning', async (route, { expect }) => {
    const opened = await openPage(docs.browser, docs.site.url(route));
    try {
      expect(opened.response?.status()).toBe(200);
      await hydrateAll(opened.page);
      expect(opened.consoleErrors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

/** Puts each demo in a state that shows more of it than the first render, for a second audit. */
const INTERACT: Record<DemoPath, (page: Page) => Promise<void>> = {
  // Connected, with events in the log.
  '/demo/discovery': async (page) => {
    await click(page, byTestId('discovered-wallet', `[value="${STANDARD_WALLET.name}"]`));
    await click(page, byTestId('connect'));
    await waitForText(page, byTestId('connected-wallet'), STANDARD_WALLET.name);
  },
  // A wallet to install selected: its store links.
  '/demo/headless-modal': async (page) => {
    await click(page, byTestId('wallet-option', '[data-state="unavailable"]'));
    await page.waitForSelector(byTestId('store-link'), WAIT);
  },
  // The dialog open on an installed wallet.
  '/demo/ui': async (page) => {
    await click(page, byTestId('gs-connect-button'));
    await page.waitForFunction((s) => (document.querySelector(s) as HTMLDialogElement).open, WAIT, byTestId('gs-modal'));
    await page.waitForSelector(byTestId('gs-wallet-option'), { ...WAIT, visible: true });
  },
};

describe('the demo pages are accessible', () => {
  const cases = (['light', 'dark'] as const).flatMap((scheme) => (Object.keys(INTERACT) as DemoPath[]).map((path) => [path, scheme] as const));

  it.each(cases)('%s in the %s theme', async (path, colorScheme) => {
    const open = () => openDemo(docs.browser, docs.site, path, { colorScheme, wallets: { standard: [STANDARD_WALLET], injected: [INJECTED_WALLET] } });
    await withPage(`axe${path}-${colorScheme}`, open, async ({ page, consoleErrors }) => {
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
      expect(await runAxe(page), `${path} (${colorScheme}) as loaded`).toEqual([]);
      await INTERACT[path](page);
      expect(await runAxe(page), `${path} (${colorScheme}) after interacting`).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });
});
