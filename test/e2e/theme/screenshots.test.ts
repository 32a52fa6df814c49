// Screenshots of each layout, light and dark, wide and narrow, for people to look at:
// test-artifacts/screenshots/theme-<layout>-<scheme>-<width>.png. They assert only that the page
// rendered without errors; what they show is judged by eye.
import { describe, expect, it } from 'vitest';
import { screenshot } from '../../support/browser.js';
import { open, useKitchenSink } from './kitchen-sink.js';
import { withPage } from '../../support/with-page.js';

const kit = useKitchenSink();

const LAYOUTS = [
  ['docs', '/kit'],
  ['code', '/kit/code'],
  ['minimal', '/minimal'],
  ['landing', '/'],
] as const;
const WIDTHS = [1280, 375] as const;

describe.each(LAYOUTS)('%s layout (%s)', (layout, path) => {
  it.each(WIDTHS.flatMap((width) => (['light', 'dark'] as const).map((scheme) => [scheme, width] as const)))('%s at %i px', async (scheme, width) => {
    const viewport = width === 375 ? { width, height: 812, isMobile: true } : { width, height: 800 };
    await withPage(() => open(kit.browser, kit.site.url(path), { colorScheme: scheme, viewport, waitUntil: 'networkidle0' }), async (opened) => {
      const file = await screenshot(opened.page, `theme-${layout}-${scheme}-${width}`);
      expect(file).toMatch(/\.png$/);
    });
  });
});
