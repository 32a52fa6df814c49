// docsgen's manual passes the checks the Get Starknet site passes: valid HTML on every page (W3C
// Nu checker), no serious or critical axe violation in either colour scheme, no console error, no
// sideways scroll on a phone, and no JavaScript before interaction but the page script. (Broken
// links fail its build; test/build/manual.test.ts runs check-links on it. Its byte budget,
// budget: { jsKb: 5, htmlKb: 40 } in manual/docsgen.config.ts, fails any build that exceeds it.)
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAxe } from '../../support/axe.js';
import { openPage, PHONE } from '../../support/browser.js';
import { builtManual } from '../../support/manual-site.js';
import { useBuiltFixture } from '../../support/served-site.js';
import { validateHtml } from '../../support/vnu.js';
import { withPage } from '../../support/with-page.js';

const manual = useBuiltFixture(builtManual);
/** Every page's route, from the build's `<route>.html` files (the site's root is index.html). */
let routes: string[];

// Runs after useBuiltFixture's beforeAll (registered first; vitest runs them in order).
beforeAll(async () => {
  const dist = manual.site.outDir;
  const files = await readdir(dist, { recursive: true, withFileTypes: true });
  routes = files
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && entry.name !== 'index.html' && entry.name !== '404.html')
    .map((entry) => `/${relative(dist, join(entry.parentPath, entry.name)).slice(0, -'.html'.length)}`)
    .concat('/')
    .sort();
});

/** The guide pages a reader opens first, and one generated reference page of each kind. */
/**
 * Left out of the audit: the lines a `// [!code focus]` block dims until the reader points at it
 * or tabs into it (at 45% opacity they are below 4.5:1 by design, as in VitePress and Shiki's own
 * notation; the focused lines and every other code line are audited).
 */
const DIMMED_LINES = '.has-focused .line:not(.focused)';

const AUDITED = ['/', '/getting-started', '/writing', '/islands', '/theming', '/configuration', '/cli', '/errors', '/reference/config', '/reference/config/SiteConfig', '/reference/config/SidebarConfig', '/reference/config/ColorScheme'];

it('has every guide page the sidebar links to, and the generated reference pages', () => {
  expect(routes).toEqual(expect.arrayContaining(AUDITED));
  expect(routes.length).toBeGreaterThan(60);
});

it('has zero W3C validation errors on every page', async () => {
  const dist = manual.site.outDir;
  const files = [join(dist, 'index.html'), join(dist, '404.html'), ...routes.filter((route) => route !== '/').map((route) => join(dist, `${route}.html`))];
  const errors = await validateHtml(files);
  expect(errors.map((error) => `${relative(dist, error.file)}:${error.line} ${error.message}`)).toEqual([]);
}, 600_000);

describe('every page', () => {
  // One colour scheme: widths do not depend on it (the audited pages below are opened in both).
  it('loads with no console error, and never scrolls sideways on a phone', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      await withPage(() => openPage(manual.browser, manual.site.url(route), { viewport: PHONE }), async (opened) => {
        if (opened.response?.status() !== 200) problems.push(`${route}: status ${opened.response?.status()}`);
        const { scrollWidth, innerWidth } = await opened.page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
        if (scrollWidth > PHONE.width || innerWidth > PHONE.width) problems.push(`${route}: ${scrollWidth} px wide at ${PHONE.width} px`);
        for (const error of opened.consoleErrors) problems.push(`${route}: ${error}`);
      });
    }
    expect(problems).toEqual([]);
  }, 600_000);
});

describe('is accessible', () => {
  const cases = (['light', 'dark'] as const).flatMap((scheme) => AUDITED.map((route) => [route, scheme] as const));

  it.each(cases)('%s in the %s theme, wide and on a phone', async (route, colorScheme) => {
    for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
      await withPage(() => openPage(manual.browser, manual.site.url(route), { colorScheme, viewport }), async (opened) => {
        expect(await opened.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
        expect(await runAxe(opened.page, { exclude: [DIMMED_LINES] }), `${route} (${colorScheme}, ${viewport.width} px)`).toEqual([]);
        expect(opened.consoleErrors).toEqual([]);
      });
    }
  });
});

describe('before any interaction', () => {
  it.each(['/', '/writing', '/configuration', '/reference/config/SiteConfig'])('%s requests only the page script', async (route) => {
    await withPage(() => openPage(manual.browser, 'about:blank'), async (opened) => {
      const scripts: string[] = [];
      opened.page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await opened.page.goto(manual.site.url(route), { waitUntil: 'load' });
      await opened.page.waitForNetworkIdle({ idleTime: 500 });
      expect(scripts).toEqual([expect.stringMatching(/^\/docsgen\/loader-[A-Z0-9]+\.js$/)]);
      expect(await opened.page.$$eval('docsgen-island[data-hydrated]', (islands) => islands.map((island) => island.getAttribute('data-island')))).toEqual([]);
      expect(opened.consoleErrors).toEqual([]);
    });
  });

  it("hydrates the writing page's counter on the first click, and counts that click", async () => {
    await withPage(() => openPage(manual.browser, manual.site.url('/writing')), async (opened) => {
      const button = await opened.page.waitForSelector('button.manual-counter');
      expect(await button!.evaluate((element) => element.textContent)).toBe('Clicked 1 time');
      await button!.click();
      await opened.page.waitForFunction(() => document.querySelector('button.manual-counter')?.textContent === 'Clicked 2 times', { timeout: 15_000 });
      expect(opened.consoleErrors).toEqual([]);
    });
  });
});
