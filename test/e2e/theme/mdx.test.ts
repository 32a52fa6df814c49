// MDX components in the browser: code blocks and their copy button, code groups, type popups,
// callouts, steps, sponsors, authors and the blog list.
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { COPIED_INDICATOR_MS, HOVER_POPUP_CLOSE_DELAY_MS, HOVER_POPUP_OPEN_DELAY_MS } from '../../../theme/shared/constants.js';
import { expectAccessible, hydrated, open, useKitchenSink } from './kitchen-sink.js';
import { withPage } from '../../support/with-page.js';

const kit = useKitchenSink();

describe('code blocks', () => {
  it('are highlighted for both themes, with their title', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/kit/code')), async (opened) => {
      const { page } = opened;
      expect(await page.$eval('.dg-code__title', (t) => t.textContent)).toBe('greet.ts');
      const colours = await page.$eval('.dg-code pre .line span', (span) => {
        const light = getComputedStyle(span).color;
        document.documentElement.classList.replace('light', 'dark');
        const dark = getComputedStyle(span).color;
        document.documentElement.classList.replace('dark', 'light');
        return { light, dark };
      });
      expect(colours.light).not.toBe(colours.dark);
    });
  });

  it('copy their code, showing the copied state for 1 s', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/kit/code')), async (opened) => {
      const { page } = opened;
      await page.browserContext().overridePermissions(kit.site.url('/'), ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
      await page.hover('.dg-code__copy');
      await hydrated(page, 'CopyCode');
      await page.evaluate(() => {
        const button = document.querySelector('.dg-code__copy')!;
        const log: { copied: boolean; at: number }[] = [];
        (window as unknown as { copyLog: typeof log }).copyLog = log;
        new MutationObserver(() => log.push({ copied: button.hasAttribute('data-copied'), at: performance.now() })).observe(button, { attributes: true, attributeFilter: ['data-copied'] });
        // The 1 s runs from the click; React draws the state a moment later, by however long a
        // render takes on a busy machine, so the shown time is measured from the click.
        button.addEventListener('click', () => ((window as unknown as { clickedAt: number }).clickedAt = performance.now()), { capture: true });
      });
      await page.click('.dg-code__copy');
      await page.waitForFunction(() => document.querySelector('.dg-code__copy')!.hasAttribute('data-copied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('export function greet(name: string): string {\n  return `Hello, ${name}!`;\n}');
      expect(await page.$eval('.dg-code__copy', (b) => b.getAttribute('aria-label'))).toBe('Copied');
      await page.waitForFunction(() => !document.querySelector('.dg-code__copy')!.hasAttribute('data-copied'), { timeout: COPIED_INDICATOR_MS + 3000 });
      const { log, clickedAt } = await page.evaluate(() => {
        const state = window as unknown as { copyLog: { copied: boolean; at: number }[]; clickedAt: number };
        return { log: state.copyLog, clickedAt: state.clickedAt };
      });
      expect(log.find((e) => e.copied)!.at).toBeGreaterThanOrEqual(clickedAt);
      const shown = log.find((e) => !e.copied)!.at - clickedAt;
      expect(shown).toBeGreaterThanOrEqual(COPIED_INDICATOR_MS);
      expect(shown).toBeLessThan(COPIED_INDICATOR_MS + 1000);
      expect(await page.$eval('.dg-code__copy', (b) => b.getAttribute('aria-label'))).toBe('Copy code');
    });
  });
});

const selectedTabs = (page: Page) => page.$$eval('.dg-cg', (groups) => groups.map((g) => g.querySelector('[aria-selected="true"]')?.textContent ?? null));
const visiblePanels = (page: Page) =>
  page.$$eval('.dg-cg', (groups) => groups.map((g) => [...g.querySelectorAll('.dg-cg__panel')].filter((p) => p.checkVisibility()).map((p) => p.getAttribute('data-cg-label'))));

describe('code groups', () => {
  it('switch tabs, in every group with the same labels, and remember the choice', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/kit/code')), async (opened) => {
      const { page } = opened;
      expect(await selectedTabs(page)).toEqual(['npm', 'npm']);
      expect(await visiblePanels(page)).toEqual([['npm'], ['npm']]);
      await page.click('.dg-cg__tab[data-cg-label="pnpm"]');
      await page.waitForFunction(() => document.querySelector('.dg-cg [aria-selected="true"]')?.textContent === 'pnpm');
      expect(await visiblePanels(page)).toEqual([['pnpm'], ['pnpm']]);
      await expectAccessible(page, '/kit/code, a tab chosen');

      // On the next load the remembered tab shows at once, before any group hydrates.
      await page.reload();
      expect(await page.$$eval('docsgen-island[data-island="CodeGroupTabs"][data-hydrated]', (i) => i.length)).toBe(0);
      expect(await visiblePanels(page)).toEqual([['pnpm'], ['pnpm']]);
      // The remembered tab is the one drawn as selected.
      const tabColours = await page.$eval('.dg-cg', (group) => [...group.querySelectorAll('.dg-cg__tab')].map((t) => getComputedStyle(t).borderBottomColor));
      expect(tabColours).toHaveLength(3);
      expect(tabColours[1]).not.toBe(tabColours[0]);
      expect(tabColours[2]).toBe(tabColours[0]);
      // …and the tabs say so to assistive technology, before hydration too.
      expect(await page.$$eval('.dg-cg__tab', (tabs) => tabs.map((t) => [t.textContent, t.getAttribute('aria-selected'), t.getAttribute('tabindex')]))).toEqual([
        ['npm', 'false', '-1'],
        ['pnpm', 'true', '0'],
        ['yarn', 'false', '-1'],
        ['npm', 'false', '-1'],
        ['pnpm', 'true', '0'],
        ['yarn', 'false', '-1'],
      ]);
      await expectAccessible(page, '/kit/code, the remembered tab before hydration');
      // Hydrating keeps it.
      await page.hover('.dg-cg__tab');
      await hydrated(page, 'CodeGroupTabs');
      expect((await selectedTabs(page))[0]).toBe('pnpm');
      expect(await visiblePanels(page)).toEqual([['pnpm'], ['pnpm']]);
    });
  });

  it('work from the keyboard as WAI-ARIA tabs', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/kit/code')), async (opened) => {
      const { page } = opened;
      const focused = () => page.evaluate(() => [document.activeElement?.textContent, document.activeElement?.getAttribute('aria-selected')]);
      await page.focus('.dg-cg__tab[aria-selected="true"]');
      await hydrated(page, 'CodeGroupTabs');
      expect(await page.$eval('.dg-cg', (group) => [...group.querySelectorAll('.dg-cg__tab')].map((t) => t.getAttribute('tabindex')))).toEqual(['0', '-1', '-1']);
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => document.activeElement?.textContent === 'pnpm');
      expect(await focused()).toEqual(['pnpm', 'true']);
      await page.keyboard.press('End');
      await page.waitForFunction(() => document.activeElement?.textContent === 'yarn');
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => document.activeElement?.textContent === 'npm');
      await page.keyboard.press('ArrowLeft');
      await page.waitForFunction(() => document.activeElement?.textContent === 'yarn');
      await page.keyboard.press('Home');
      await page.waitForFunction(() => document.activeElement?.textContent === 'npm');
      expect(await visiblePanels(page)).toEqual([['npm'], ['npm']]);
      const tab = await page.$eval('.dg-cg__tab', (t) => ({ controls: t.getAttribute('aria-controls'), id: t.id }));
      expect(await page.$eval(`[id="${tab.controls}"]`, (p) => [p.getAttribute('role'), p.getAttribute('aria-labelledby')])).toEqual(['tabpanel', tab.id]);
    });
  });
});

/** Records when the type popup appears and goes. */
async function recordPopup(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: { shown: boolean; at: number }[] = [];
    (window as unknown as { popupLog: typeof log }).popupLog = log;
    const root = document.querySelector('.dg-tw')!;
    new MutationObserver(() => log.push({ shown: root.querySelector('.dg-tw__popup') !== null, at: performance.now() })).observe(root, { childList: true });
  });
}
const popupLog = (page: Page) => page.evaluate(() => (window as unknown as { popupLog: { shown: boolean; at: number }[] }).popupLog);

describe('type popups', () => {
  const token = '.dg-tw .twoslash-hover';

  it('show the type on hover after 100 ms and hide 300 ms after the pointer leaves', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/kit/twoslash')), async (opened) => {
      const { page } = opened;
      await page.hover('.dg-tw pre');
      await hydrated(page, 'TwoslashPopups');
      await recordPopup(page);
      const sum = (await page.$$(token)).find(async () => true)!;
      const handles = await page.$$(token);
      let target = sum;
      for (const handle of handles) if ((await handle.evaluate((t) => t.lastChild?.textContent)) === 'sum') target = handle;
      const enteredAt = await page.evaluate(() => performance.now());
      await target.hover();
      await page.waitForSelector('.dg-tw__popup');
      expect(await page.$eval('.dg-tw__popup', (p) => [p.getAttribute('role'), p.textContent])).toEqual(['tooltip', 'const sum: number']);
      expect(await target.evaluate((t) => t.getAttribute('aria-describedby'))).toBe(await page.$eval('.dg-tw__popup', (p) => p.id));
      await page.mouse.move(5, 700);
      const leftAt = await page.evaluate(() => performance.now());
      await page.waitForFunction(() => !document.querySelector('.dg-tw__popup'));
      const log = await popupLog(page);
      expect(log.find((e) => e.shown)!.at - enteredAt).toBeGreaterThanOrEqual(HOVER_POPUP_OPEN_DELAY_MS - 20);
      expect(log.find((e) => !e.shown)!.at - leftAt).toBeGreaterThanOrEqual(HOVER_POPUP_CLOSE_DELAY_MS - 60);
    });
  });

  it('show on keyboard focus too, and close on Escape', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/kit/twoslash')), async (opened) => {
      const { page } = opened;
      await page.focus(token); // the first token: `add`
      await hydrated(page, 'TwoslashPopups');
      await page.waitForSelector('.dg-tw__popup');
      expect(await page.$eval('.dg-tw__popup', (p) => p.textContent)).toContain('function add(a: number, b: number): number');
      await expectAccessible(page, '/kit/twoslash, popup open');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.dg-tw__popup'));
      await page.keyboard.press('Tab');
      await page.waitForSelector('.dg-tw__popup');
    });
  });
});

describe('callouts, steps, sponsors', () => {
  it('render on the components page', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/kit')), async (opened) => {
      const { page } = opened;
      const callouts = await page.$$eval('.dg-callout', (cs) => cs.map((c) => [c.className.replace('dg-callout dg-callout--', ''), c.getAttribute('role'), c.getAttribute('aria-label')]));
      expect(callouts).toEqual([
        ['note', 'note', 'Note'],
        ['info', 'note', 'Info'],
        ['warning', 'note', 'Warning'],
        ['danger', 'note', 'Danger'],
        ['tip', 'note', 'Tip'],
        ['success', 'note', 'Success'],
        ['note', 'note', 'Note'],
        ['warning', 'note', 'Warning'],
        // In the partial placed at the end of the page (pages/kit/_shared-note.mdx).
        ['tip', 'note', 'Tip'],
      ]);
      // Each step is numbered by a CSS counter drawn before it.
      const steps = await page.$$eval('.dg-steps > .dg-step', (s) => s.map((step) => [getComputedStyle(step, '::before').content, step.querySelector('h3')!.textContent]));
      expect(steps).toEqual([
        ['counter(dg-step)', 'Install'],
        ['counter(dg-step)', 'Configure'],
        ['counter(dg-step)', 'Build'],
      ]);
      const sponsors = await page.$$eval('.dg-sponsors img', (imgs) => imgs.map((img) => [img.getAttribute('alt'), img.getBoundingClientRect().height]));
      expect(sponsors).toEqual([['Acme', 60], ['Globex', 40]]);
    });
  });
});

describe('authors and blog', () => {
  it('shows the authors line under the title', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/blog/hello-world')), async (opened) => {
      expect(await opened.page.$eval('h1 + .dg-authors', (p) => p.textContent)).toBe('By Ada Lovelace, Grace Hopper · May 1, 2024');
      expect(await opened.page.$eval('.dg-authors a', (a) => a.getAttribute('href'))).toBe('https://example.com/ada');
    });
  });

  it('lists the blog posts, newest first', async () => {
    await withPage(() => open(kit.browser, kit.site.url('/blog')), async (opened) => {
      const posts = await opened.page.$$eval('.dg-blog__post', (ps) =>
        ps.map((p) => [p.querySelector('h2 a')!.textContent, p.querySelector('h2 a')!.getAttribute('href'), p.querySelector('.dg-authors')!.textContent, p.querySelector('.dg-blog__description')!.textContent]),
      );
      expect(posts).toEqual([
        ['Kitchen Sink 1.2', '/blog/release-1-2', 'By Grace Hopper · June 12, 2024', 'What is new in 1.2.'],
        ['Hello, world', '/blog/hello-world', 'By Ada Lovelace, Grace Hopper · May 1, 2024', 'The first post.'],
      ]);
    });
  });
});
