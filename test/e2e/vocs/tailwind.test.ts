// Tailwind CSS in a Vocs site, as Vocs ran it: v4 through `@import "tailwindcss"` (Vocs 1.x), v3
// through the site's PostCSS and Tailwind configs (Vocs 1.0 alphas). The utility classes of pages
// and components are in the stylesheet and style what a reader sees.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../../support/browser.js';
import { REPO_ROOT } from '../../support/paths.js';
import { buildSite, copyFixture, serveDist } from '../../support/site.js';
import { withPage } from '../../support/with-page.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The computed styles of the page's probe element, and the stylesheet's text. */
async function probe(outDir: string): Promise<{ color: string; marginTop: string; display: string; stylesheet: string; extra: Record<string, string> }> {
  const server = await serveDist(outDir);
  try {
    return await withPage(() => openPage(browser, new URL('/', server.url).href), async (opened) => {
      const { page } = opened;
      const styles = await page.$eval('.tw-probe', (element) => {
        const style = getComputedStyle(element);
        // The component: v4's Badge (a span, in the paragraph MDX makes of the line), v3's Note (a p).
        const badge = element.querySelector('span') ?? element.querySelector('p');
        const inner = badge ? getComputedStyle(badge) : undefined;
        return { color: style.color, marginTop: style.marginTop, display: style.display, extra: { innerColor: inner?.color ?? '', innerBackground: inner?.backgroundColor ?? '', innerBorder: inner?.borderTopColor ?? '' } };
      });
      const href = await page.$eval('link[rel="stylesheet"][href*="/style-"]', (link) => link.getAttribute('href')!);
      await screenshot(page, `vocs-tailwind-${outDir.includes('tailwind3') ? 'v3' : 'v4'}-light-1280`);
      // The fixtures set no iconUrl: Chromium then asks for /favicon.ico, which a static host
      // answers 404 (whether it asks before the page is closed depends on timing).
      expect(opened.consoleErrors.filter((error) => !/404 .*\/favicon\.ico\)$/.test(error))).toEqual([]);
      return { ...styles, stylesheet: await readFile(join(outDir, href), 'utf8') };
    });
  } finally {
    await server.close();
  }
}

describe('Tailwind v4 (@import "tailwindcss")', () => {
  it("compiles the classes of pages and components, and the stylesheet's own theme", async () => {
    const root = await copyFixture('vocs-tailwind4');
    const built = await buildSite(root, { out: join(root, 'docs', 'dist') });
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr).toBe('');
    const seen = await probe(built.outDir);
    // text-emerald-600 (oklch), mt-6, flex; the component's bg-brand from @theme.
    expect(seen.color).toMatch(/^oklch\(0\.596 0\.145 163/);
    expect(seen.marginTop).toBe('24px');
    expect(seen.display).toBe('flex');
    expect(seen.extra.innerBackground).toBe('rgb(124, 58, 237)');
    expect(seen.stylesheet).toContain('.decoration-wavy');
    // Only classes in use: no utility nobody wrote.
    expect(seen.stylesheet).not.toContain('.text-fuchsia-900');

    // A class added to a page is in the next build's stylesheet (the cached one is not reused).
    const page = join(root, 'docs/pages/index.mdx');
    await writeFile(page, (await readFile(page, 'utf8')).replace('underline', 'underline text-fuchsia-900'));
    const again = await buildSite(root, { out: join(root, 'docs', 'dist') });
    expect(again.code, again.stderr).toBe(0);
    expect((await probe(again.outDir)).stylesheet).toContain('.text-fuchsia-900');
  });
});

describe("Tailwind v3 (the site's postcss.config and tailwind.config)", () => {
  it('runs the PostCSS plugins in the site folder: directives, @apply, content globs, the config theme', async () => {
    // In place: the fixture is a workspace with its own Tailwind 3.
    const root = join(REPO_ROOT, 'test/fixtures/vocs-tailwind3');
    const built = await buildSite(root, { out: join(root, 'docs', 'dist') });
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr).toBe('');
    const seen = await probe(built.outDir);
    expect(seen.color).toBe('rgb(225, 29, 72)'); // text-rose-600
    expect(seen.marginTop).toBe('24px');
    expect(seen.display).toBe('grid');
    // The component's @apply'd card in the config's brand colour.
    expect(seen.extra.innerColor).toBe('rgb(3, 105, 161)');
    expect(seen.extra.innerBorder).toBe('rgb(3, 105, 161)');
    expect(seen.stylesheet).toContain('.grid-cols-2');
  });
});
