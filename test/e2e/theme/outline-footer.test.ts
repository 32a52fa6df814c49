// The outline (levels, scroll-spy, click freeze), the footer (edit link, last updated, prev/next,
// Shift+arrows, socials), the assistant call-to-action, 'Copy page as Markdown' and llms.txt.
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { COPIED_INDICATOR_MS, OUTLINE_CLICK_FREEZE_MS } from '../../../theme/shared/constants.js';
import { hydrated, open, sleep, useKitchenSink } from './kitchen-sink.js';
import { withPage } from '../../support/with-page.js';

const kit = useKitchenSink();

const activeOutlineItem = (page: Page) => page.$eval('.dg-outline a[aria-current]', (a) => a.getAttribute('href'));

describe('outline', () => {
  it("lists levels 2 and 3 under 'On this page', the first one active, and the outline footer", async () => {
    await withPage(() => open(kit.browser, kit.site.url('/guide'), { javaScript: false }), async (opened) => {
      const { page } = opened;
      expect(await page.$eval('.dg-outline', (o) => o.getAttribute('aria-label'))).toBe('On this page');
      expect(await page.$eval('.dg-outline__title', (t) => t.textContent)).toBe('On this page');
      const items = await page.$$eval('.dg-outline .dg-outline__nav a', (as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
      expect(items).toEqual([
        ['Usage', '#usage'],
        ['Details', '#details'],
        ['Usage', '#usage-1'],
      ]);
      expect(await activeOutlineItem(page)).toBe('#usage');
      expect(await page.$eval('.dg-outline__footer a', (a) => a.textContent)).toBe('Questions? Ask on GitHub');
      expect(await page.$eval('a.dg-skip-link', (a) => [a.textContent, a.getAttribute('href')])).toEqual(['Skip to content', '#main-content']);
    });
  });

  it('is not on pages that turn it off', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/reference')), async (opened) => {
      expect(await opened.page.$('.dg-outline')).toBeNull();
    });
  });

  it('highlights the heading scrolled to, loading its code on the first scroll', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/kit/outline'), { waitUntil: 'networkidle0' }), async (opened) => {
      const { page } = opened;
      // Until the reader scrolls, the server's HTML (first heading active) is right: no code yet.
      expect(await page.$('.dg-outline docsgen-island[data-island="OutlineNav"][data-hydrated]')).toBeNull();
      expect(await activeOutlineItem(page)).toBe('#first-section');
      await page.evaluate(() => document.getElementById('third-section')!.scrollIntoView());
      await hydrated(page, 'OutlineNav', '.dg-outline');
      await page.waitForFunction(() => document.querySelector('.dg-outline a[aria-current]')?.getAttribute('href') === '#third-section');
      await page.evaluate(() => document.getElementById('a-detail-of-the-second')!.scrollIntoView());
      await page.waitForFunction(() => document.querySelector('.dg-outline a[aria-current]')?.getAttribute('href') === '#a-detail-of-the-second');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(() => document.querySelector('.dg-outline a[aria-current]')?.getAttribute('href') === '#last-section');
    });
  });

  it('keeps a clicked item highlighted for 500 ms, whatever the scroll does', async () => {
    const opened = await open(kit.browser, kit.site.url('/kit/outline'));
    const { page } = opened;
    try {
      await page.evaluate(() => window.scrollBy(0, 1));
      await hydrated(page, 'OutlineNav', '.dg-outline');
      // Click an item, then scroll back to the top at once: within the freeze, the scroll is ignored.
      const clickedAt = await page.evaluate(() => {
        (document.querySelector('.dg-outline a[href="#fourth-section"]') as HTMLElement).click();
        window.scrollTo(0, 0);
        return performance.now();
      });
      await sleep(250);
      expect(await activeOutlineItem(page)).toBe('#fourth-section');
      // After the freeze, the next scroll moves the highlight again.
      await page.waitForFunction((since, freeze) => performance.now() > since + freeze + 50, {}, clickedAt, OUTLINE_CLICK_FREEZE_MS);
      await page.evaluate(() => window.scrollTo(0, 1));
      await page.waitForFunction(() => document.querySelector('.dg-outline a[aria-current]')?.getAttribute('href') === '#first-section');
    } finally {
      await opened.close();
    }
  });
});

describe('footer', () => {
  it('has the edit link, the last-updated date, previous and next pages and social icons', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/guide/getting-started')), async (opened) => {
      const { page } = opened;
      expect(await page.$eval('.dg-footer__edit', (a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')])).toEqual([
        'Suggest changes to this page',
        'https://github.com/example/kitchen-sink/edit/main/pages/guide/getting-started.mdx',
        '_blank',
      ]);
      const updated = await page.$eval('.dg-footer__updated', (p) => ({ text: p.textContent, iso: p.querySelector('time')!.getAttribute('datetime') }));
      expect(updated.text).toMatch(/^Last updated: (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/);
      expect(updated.text).toContain(new Date(updated.iso!).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));
      expect(await page.$eval('a[rel="prev"]', (a) => [a.getAttribute('href'), a.querySelector('.dg-pager__title')!.textContent])).toEqual(['/guide', 'Introduction']);
      expect(await page.$eval('a[rel="next"]', (a) => [a.getAttribute('href'), a.querySelector('.dg-pager__title')!.textContent])).toEqual([
        '/guide/advanced/configuration',
        'Configuration',
      ]);
      const socials = await page.$$eval('.dg-footer .dg-socials a', (as) => as.map((a) => [a.getAttribute('data-social'), a.getAttribute('aria-label'), a.getAttribute('rel')]));
      expect(socials).toEqual([
        ['github', 'GitHub', 'noopener noreferrer'],
        ['discord', 'Join our Discord', 'noopener noreferrer'],
        ['telegram', 'Telegram', 'noopener noreferrer'],
        ['warpcast', 'Warpcast', 'noopener noreferrer'],
        ['x', 'X (Twitter)', 'noopener noreferrer'],
      ]);
    });
  });

  it('goes to the previous and next page with Shift+Left and Shift+Right, without loading React', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/guide/getting-started')), async (opened) => {
      const { page } = opened;
      await page.keyboard.down('Shift');
      await Promise.all([page.waitForNavigation(), page.keyboard.press('ArrowRight')]);
      await page.keyboard.up('Shift');
      expect(new URL(page.url()).pathname).toBe('/guide/advanced/configuration');
      expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/hydrate-/.test(r.name)))).toBe(false);
      await page.keyboard.down('Shift');
      await Promise.all([page.waitForNavigation(), page.keyboard.press('ArrowLeft')]);
      await page.keyboard.up('Shift');
      expect(new URL(page.url()).pathname).toBe('/guide/getting-started');
    });
  });

  it('leaves arrows alone without Shift', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/guide/getting-started')), async (opened) => {
      const { page } = opened;
      await page.keyboard.press('ArrowRight');
      await sleep(300);
      expect(new URL(page.url()).pathname).toBe('/guide/getting-started');
    });
  });
});

describe('assistant call-to-action', () => {
  it('asks the assistant to read this page, by its full URL, and quiz the reader', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/guide')), async (opened) => {
      const { page } = opened;
      const link = await page.$eval('.dg-page-actions a', (a) => ({ href: a.getAttribute('href')!, target: a.getAttribute('target'), rel: a.getAttribute('rel'), text: a.textContent }));
      expect(link.text).toBe('Ask AI about this page');
      expect(link.target).toBe('_blank');
      expect(link.rel).toBe('noopener noreferrer');
      const url = new URL(link.href);
      expect(url.origin + url.pathname).toBe('https://chatgpt.com/');
      expect(url.searchParams.get('q')).toBe('Read https://kitchen.example.com/guide and quiz me about it.');
    });
  });

  it('is off where the page says showAiCta: false, and outside the docs layout', async () => {
    for (const path of ['/reference', '/minimal', '/']) {
      await withPage(() => open(kit.browser, kit.site.url(path)), async (opened) => {
        expect(await opened.page.$('.dg-page-actions'), path).toBeNull();
      });
    }
  });

  it("'Copy page as Markdown' copies the page's Markdown", async () => {
    await withPage(() => open(kit.browser, kit.site.url('/kit')), async (opened) => {
      const { page } = opened;
      await page.browserContext().overridePermissions(kit.site.url('/'), ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
      await page.click('.dg-copy-page');
      await page.waitForFunction(() => document.querySelector('.dg-copy-page')?.hasAttribute('data-copied'));
      const [clipboard, markdown] = await page.evaluate(async () => [await navigator.clipboard.readText(), await (await fetch('/kit.md')).text()]);
      expect(clipboard).toBe(markdown);
      expect(markdown).toMatch(/^# MDX components\n/);
      expect(markdown).toContain('> [!WARNING]\n>\n> **Mind the gap**');
      expect(await page.$eval('.dg-copy-page', (b) => b.textContent)).toBe('Copied');
      await page.waitForFunction(() => !document.querySelector('.dg-copy-page')?.hasAttribute('data-copied'), { timeout: COPIED_INDICATOR_MS + 3000 });
      expect(await page.$eval('.dg-copy-page', (b) => b.textContent)).toBe('Copy page as Markdown');
    });
  });
});

describe('files for language models', () => {
  const text = async (path: string) => {
    const response = await fetch(kit.site.url(path));
    expect(response.status, path).toBe(200);
    return response.text();
  };

  it('llms.txt lists every page with its description', async () => {
    const llms = await text('/llms.txt');
    expect(llms).toMatch(/^# Kitchen Sink\n\n> Every docsgen option in one site\.\n\n## Pages\n\n/);
    expect(llms).toContain('- [Introduction](https://kitchen.example.com/guide): What the kitchen sink is.\n');
    expect(llms).toContain('- [Welcome](https://kitchen.example.com/): The kitchen sink\'s landing page.\n');
    // Every page of the root locale, then the site's other language.
    const [pages, others] = llms.split('\n## Other languages\n');
    expect(pages!.match(/^- \[/gm)).toHaveLength(15);
    expect(others).toBe('\n- [Español](https://kitchen.example.com/es/llms.txt): the pages in Spanish\n');
  });

  it('llms-full.txt and <route>.md hold the pages as clean Markdown', async () => {
    const full = await text('/llms-full.txt');
    const islands = await text('/islands.md');
    expect(islands).toBe('# Islands\n\nServer-rendered **children** inside an island.\n\n## Far below\n');
    expect(full).toContain(islands);
    // The landing page opens with a Hero (a component: no Markdown of its own), then Markdown.
    expect(await text('/index.md')).toMatch(/^# Welcome\n\n## Start here\n\nRead the \[guide\]\(\/guide\)/);
    expect(await text('/guide/advanced/configuration.md')).toContain('| `title` | `Docs` |');
  });
});
