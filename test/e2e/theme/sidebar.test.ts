// The sidebar: which one a page gets, collapsed sections, the depth limit, the back link, the
// current page highlighted and scrolled into view.
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { open, useKitchenSink } from './kitchen-sink.js';
import { withPage } from '../../support/with-page.js';

const kit = useKitchenSink();

const sidebarTexts = (page: Page) => page.$$eval('#dg-sidebar nav :is(a, span)', (items) => items.map((item) => item.textContent?.trim()));

async function onPage<T>(path: string, run: (page: Page) => Promise<T>, viewport?: { width: number; height: number }): Promise<T> {
  return withPage(() => open(kit.browser, kit.site.url(path), viewport ? { viewport } : {}), (opened) => run(opened.page));
}

describe('which sidebar', () => {
  it('follows the longest matching prefix', async () => {
    expect(await onPage('/guide/getting-started', sidebarTexts)).toContain('Getting started');
    expect(await onPage('/reference', sidebarTexts)).toEqual(['API', 'Islands']);
    expect(await onPage('/kit/code.html', sidebarTexts)).toEqual(['MDX components', 'Code', 'Twoslash', 'A long page', 'Extensions']);
  });

  it('keeps a linked section collapsible without nesting its link in the toggle', async () => {
    await onPage('/kit', async (page) => {
      expect(await page.$eval('#dg-sidebar a[href="/kit/code"]', (a) => a.closest('summary'))).toBeNull();
      expect(await page.$eval('#dg-sidebar a[href="/kit/twoslash"]', (a) => a.checkVisibility())).toBe(false);
      await page.click('#dg-sidebar summary[aria-label="Code"]');
      expect(await page.$eval('#dg-sidebar a[href="/kit/twoslash"]', (a) => a.checkVisibility())).toBe(true);
    });
  });

  it('is hidden when no prefix matches, and on minimal and landing pages', async () => {
    for (const path of ['/islands', '/minimal', '/', '/blog']) {
      expect(await onPage(path, (page) => page.$('#dg-sidebar')), path).toBeNull();
    }
  });
});

describe('sections', () => {
  const isOpen = (summary: string) => (page: Page) =>
    page.$$eval(
      '#dg-sidebar details',
      (all, text) =>
        all.find((d) => {
          const label = d.querySelector('summary')!;
          // A section with its own link labels its toggle; a plain section shows its text.
          return (label.getAttribute('aria-label') ?? label.textContent?.trim()) === text;
        })?.open,
      summary,
    );

  it('start collapsed only when marked so and not holding the current page', async () => {
    expect(await onPage('/guide', isOpen('Advanced'))).toBe(false);
    expect(await onPage('/guide/getting-started', isOpen('Advanced'))).toBe(false);
    expect(await onPage('/guide/advanced/configuration', isOpen('Advanced'))).toBe(true);
  });

  it('start open when their own link is the current page', async () => {
    expect(await onPage('/kit', isOpen('Code'))).toBe(false);
    expect(await onPage('/kit/code', isOpen('Code'))).toBe(true);
    expect(await onPage('/kit/twoslash', isOpen('Code'))).toBe(true);
  });

  it('open and close with a click', async () => {
    await onPage('/guide', async (page) => {
      expect(await page.$eval('a[href="/guide/advanced/configuration"]', (a) => a.checkVisibility())).toBe(false);
      await page.click('#dg-sidebar summary');
      expect(await page.$eval('#dg-sidebar summary', (s) => s.parentElement!.hasAttribute('open'))).toBe(true);
      expect(await page.$eval('a[href="/guide/advanced/configuration"]', (a) => a.checkVisibility())).toBe(true);
    });
  });

  it('render down to level 4, never level 5', async () => {
    const texts = await onPage('/guide', sidebarTexts);
    expect(texts).toEqual(expect.arrayContaining(['Deep', 'L2', 'L3', 'L4']));
    expect(texts).not.toContain('L5 (too deep)');
    expect(await onPage('/guide', (page) => page.evaluate(() => document.body.textContent!.includes('L5 (too deep)')))).toBe(false);
  });

  it('show disabled items as disabled links', async () => {
    const item = await onPage('/guide', (page) =>
      page.$eval('#dg-sidebar [aria-disabled]', (a) => ({ text: a.textContent, href: a.getAttribute('href'), role: a.getAttribute('role') })),
    );
    expect(item).toEqual({ text: 'Coming soon', href: null, role: 'link' });
  });
});

describe('current page', () => {
  it('is highlighted', async () => {
    const current = await onPage('/guide/getting-started', (page) => page.$$eval('#dg-sidebar [aria-current="page"]', (as) => as.map((a) => a.textContent)));
    expect(current).toEqual(['Getting started']);
  });

  it('is scrolled into view in a short window', async () => {
    const box = await onPage(
      '/guide/advanced/configuration',
      (page) =>
        page.evaluate(() => {
          const sidebar = document.querySelector('#dg-sidebar')!.getBoundingClientRect();
          const link = document.querySelector('#dg-sidebar [aria-current="page"]')!.getBoundingClientRect();
          return { sidebarTop: sidebar.top, sidebarBottom: sidebar.bottom, top: link.top, bottom: link.bottom, scrolled: document.querySelector('#dg-sidebar')!.scrollTop };
        }),
      { width: 1280, height: 200 },
    );
    expect(box.scrolled).toBeGreaterThan(0);
    expect(box.top).toBeGreaterThanOrEqual(box.sidebarTop);
    expect(box.bottom).toBeLessThanOrEqual(box.sidebarBottom);
  });
});

describe('back link', () => {
  it('says Home and leads home when the page was opened directly', async () => {
    const link = await onPage('/reference', (page) => page.$eval('.dg-sidebar__back', (a) => ({ text: a.textContent, href: a.getAttribute('href') })));
    expect(link).toEqual({ text: 'Home', href: '/' });
  });

  it('says Back and leads to the previous page after a navigation', async () => {
    await onPage('/guide', async (page) => {
      await Promise.all([page.waitForNavigation(), page.click('.dg-topbar__nav a[href="/reference"]')]);
      const link = await page.$eval('.dg-sidebar__back', (a) => ({ text: a.textContent, href: a.getAttribute('href') }));
      expect(link).toEqual({ text: 'Back', href: '/guide' });
      await Promise.all([page.waitForNavigation(), page.click('.dg-sidebar__back')]);
      expect(new URL(page.url()).pathname).toBe('/guide');
    });
  });

  it('is there only when the sidebar asks for it', async () => {
    expect(await onPage('/guide', (page) => page.$('.dg-sidebar__back'))).toBeNull();
  });
});
