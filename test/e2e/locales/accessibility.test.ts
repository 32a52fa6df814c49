// Every locale passes axe (no serious or critical violation) and the Nu HTML checker (no error):
// a page of each locale, a right-to-left one, and pages shown untranslated.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../../support/axe.js';
import { validateHtml } from '../../support/vnu.js';
import { open, useLocalesSite } from './locales-site.js';
import { withPage } from '../../support/with-page.js';

const loc = useLocalesSite();

const PAGES = ['/guide/getting-started', '/fr', '/fr/glossaire', '/fr/reference', '/ja', '/ja/guide/configuration', '/ar/guide/getting-started', '/ar/reference'];

describe('axe', () => {
  it.each(PAGES)('%s: no serious violation, picker open', async (path) => {
    await withPage(() => open(loc.browser, loc.site.url(path)), async (opened) => {
      expect(await runAxe(opened.page)).toEqual([]);
      await opened.page.click('.dg-language__button');
      await opened.page.waitForSelector('.dg-language__menu:popover-open');
      expect(await runAxe(opened.page)).toEqual([]);
    });
  });
});

describe('vnu', () => {
  it('every page of every locale is valid HTML', async () => {
    const files = (await readdir(loc.site.outDir, { recursive: true })).filter((file) => file.endsWith('.html')).map((file) => join(loc.site.outDir, file));
    expect(files.length).toBeGreaterThan(30);
    expect(await validateHtml(files)).toEqual([]);
  });
});
