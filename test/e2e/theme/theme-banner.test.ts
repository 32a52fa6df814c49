// Light and dark (system preference, saved choice, the toggle), the accent colour and fonts from
// the config, and the banner's dismissal surviving a reload.
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '../../../theme/shared/constants.js';
import { open, useKitchenSink } from './kitchen-sink.js';
import { withPage } from '../../support/with-page.js';

const kit = useKitchenSink();

const scheme = (page: Page) =>
  page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    background: getComputedStyle(document.body).backgroundColor,
  }));
const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(18, 18, 20)';

describe('theme', () => {
  it('follows the system preference when nothing is saved', async () => {
    for (const [colorScheme, dark, background] of [['dark', true, DARK_BG], ['light', false, LIGHT_BG]] as const) {
      await withPage(() => open(kit.browser, kit.site.url('/guide'), { colorScheme }), async (opened) => {
        expect(await scheme(opened.page)).toEqual({ dark, background });
      });
    }
  });

  it('starts from the saved choice, over the system preference', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/guide'), { colorScheme: 'light' }), async (opened) => {
      const { page } = opened;
      await page.evaluate((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
      await page.reload();
      expect(await scheme(page)).toEqual({ dark: true, background: DARK_BG });
    });
  });

  it('switches with the toggle, saves the choice and keeps it on the next page', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/guide'), { colorScheme: 'dark' }), async (opened) => {
      const { page } = opened;
      expect(await page.$eval('.dg-theme-toggle', (b) => b.getAttribute('aria-label'))).toBe('Dark theme');
      await page.click('.dg-theme-toggle'); // hydrates, then the click is replayed
      await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
      expect(await scheme(page)).toEqual({ dark: false, background: LIGHT_BG });
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('light');
      expect(await page.$eval('.dg-theme-toggle', (b) => b.getAttribute('aria-pressed'))).toBe('false');
      await page.goto(kit.site.url('/kit'));
      expect(await scheme(page)).toEqual({ dark: false, background: LIGHT_BG });
      await page.click('.dg-theme-toggle');
      await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');
      expect(await page.$eval('.dg-theme-toggle', (b) => b.getAttribute('aria-pressed'))).toBe('true');
    });
  });

  it('re-colours the accent from config.theme.accentColor, per scheme', async () => {
    for (const [colorScheme, accent] of [['light', 'rgb(11, 107, 203)'], ['dark', 'rgb(90, 169, 255)']] as const) {
      await withPage(() => open(kit.browser, kit.site.url('/guide'), { colorScheme }), async (opened) => {
        expect(await opened.page.$eval('.dg-content p a', (a) => getComputedStyle(a).color)).toBe(accent);
      });
    }
  });

  it('uses the Google fonts of the config, with system fonts behind them, never blocking the first paint', async () => {
    // As served: the font stylesheet is media=print (not render-blocking) until the bootstrap
    // script switches it on once loaded; a <noscript> copy serves readers without JavaScript.
    const served = await (await fetch(kit.site.url('/guide'))).text();
    expect(served).toMatch(/<link rel="stylesheet" href="https:\/\/fonts\.googleapis\.com\/css2\?[^"]*display=swap" media="print" data-dg-font=""\/>/);
    expect(served).toMatch(/<noscript><link rel="stylesheet" href="https:\/\/fonts\.googleapis\.com\/css2\?[^"]*"\/><\/noscript>/);
    await withPage(() => open(kit.browser, kit.site.url('/guide')), async (opened) => {
      const { page } = opened;
      await page.waitForFunction(() => document.querySelector<HTMLLinkElement>('link[data-dg-font]')?.media === 'all');
      const fonts = await page.evaluate(() => ({
        body: getComputedStyle(document.body).fontFamily,
        code: getComputedStyle(document.querySelector('code, pre') ?? document.body).fontFamily,
        stylesheet: document.querySelector('link[href^="https://fonts.googleapis.com/css2"]')?.getAttribute('href'),
        preconnect: [...document.querySelectorAll('link[rel="preconnect"]')].map((l) => l.getAttribute('href')),
      }));
      expect(fonts.body).toMatch(/^Inter, ui-sans-serif, system-ui/);
      expect(fonts.stylesheet).toContain('family=Inter');
      expect(fonts.stylesheet).toContain('display=swap');
      expect(fonts.preconnect).toEqual(['https://fonts.googleapis.com', 'https://fonts.gstatic.com']);
    });
  });
});

describe('banner', () => {
  it('shows the config content with its colours and height', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/guide')), async (opened) => {
      const banner = await opened.page.$eval('.dg-banner', (b) => ({
        text: b.textContent,
        background: getComputedStyle(b).backgroundColor,
        color: getComputedStyle(b).color,
        height: b.getBoundingClientRect().height,
        links: [...b.querySelectorAll('.dg-banner__content a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]),
        strong: b.querySelector('.dg-banner__content strong')?.textContent,
      }));
      // The config's text is Markdown: its link is a link, its brackets are gone.
      expect(banner.text).toBe('Kitchen Sink 1.2 is out. Read the release notes.');
      expect(banner.links).toEqual([['Read the release notes', 'https://github.com/example/kitchen-sink/releases', '_blank']]);
      expect(banner.strong).toBe('1.2');
      expect({ background: banner.background, color: banner.color, height: banner.height }).toEqual({ background: 'rgb(45, 27, 105)', color: 'rgb(255, 255, 255)', height: 36 });
    });
  });

  it('stays dismissed on the next load, hidden before first paint', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/guide')), async (opened) => {
      const { page } = opened;
      await page.click('.dg-banner__close');
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.dg-banner')!).display === 'none');
      // Record whether the banner was ever displayed while the next page loads.
      await page.evaluateOnNewDocument(() => {
        const seen: string[] = [];
        (window as unknown as { bannerSeen: string[] }).bannerSeen = seen;
        new MutationObserver(() => {
          const banner = document.querySelector('.dg-banner');
          if (banner) seen.push(getComputedStyle(banner).display);
        }).observe(document, { childList: true, subtree: true });
      });
      await page.reload();
      expect(await page.$eval('.dg-banner', (b) => getComputedStyle(b).display)).toBe('none');
      const seen = await page.evaluate(() => (window as unknown as { bannerSeen: string[] }).bannerSeen);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((display) => display === 'none')).toBe(true);
    });
  });
});
