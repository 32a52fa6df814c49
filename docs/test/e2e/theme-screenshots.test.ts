// Screenshots of the Get Starknet site for people to look at, light and dark, phone and laptop:
// test-artifacts/screenshots/docs-<page>-<scheme>-<width>.png for the introduction, a core page,
// a headless-modal page, each demo, a page of v4 and the guide from v4 to v5. They assert only that the page rendered whole, with no
// sideways scroll; what they show is judged by eye (beside Vocs and Starlight: see README).
import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from '../../../test/support/browser.js';
import { withPage } from '../../../test/support/with-page.js';
import { DEMO_ROOTS, useDocsSite, WAIT, type DemoPath } from './harness.js';

const docs = useDocsSite();

const PAGES = [
  ['intro', '/'],
  ['core', '/core/createStore'],
  ['modal', '/modal/useConnect'],
  ['demo-ui', '/demo/ui'],
  ['demo-headless-modal', '/demo/headless-modal'],
  ['demo-discovery', '/demo/discovery'],
  ['v4-getting-started', '/v4/getting-started'],
  ['migrating-from-v4', '/migrating-from-v4'],
] as const;
const SHOTS = ([1280, 375] as const).flatMap((width) => (['light', 'dark'] as const).map((scheme) => [scheme, width] as const));

describe.each(PAGES)('%s (%s)', (name, path) => {
  it.each(SHOTS)('%s at %i px', async (scheme, width) => {
    const viewport = width === 375 ? { width, height: 812, isMobile: true, hasTouch: true } : { width, height: 800 };
    await withPage(() => openPage(docs.browser, docs.site.url(path), { colorScheme: scheme, viewport, waitUntil: 'networkidle0' }), async ({ page }) => {
      if (path in DEMO_ROOTS) await page.waitForSelector(`[data-testid="${DEMO_ROOTS[path as DemoPath]}"][data-ready="true"]`, WAIT);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await screenshot(page, `docs-${name}-${scheme}-${width}`)).toMatch(/\.png$/);
    });
  });
});
