// Pages a locale has no translation of: the root locale's page at the locale's URL, in the
// locale's chrome (strings, sidebar, pager, search), with a notice in the reader's language and
// the content marked with its real language; and a site that builds no fallbacks.
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, copyFixture } from '../../support/site.js';
import { htmlLanguage, open, useLocalesSite } from './locales-site.js';
import { withPage } from '../../support/with-page.js';

const loc = useLocalesSite();

describe('a page shown untranslated', () => {
  it.each([
    ['/fr/reference', 'fr', 'Cette page n’est pas encore traduite : elle est affichée en anglais.', 'Sur cette page'],
    ['/ja/guide/configuration', 'ja', 'このページはまだ翻訳されていません。英語で表示しています。', 'このページの内容'],
    ['/ar/reference', 'ar', 'لم تُترجم هذه الصفحة بعد: إنها معروضة باللغة الإنجليزية.', 'في هذه الصفحة'],
  ])('%s: the notice in %s, the content in English, the locale’s chrome around it', async (path, lang, notice, outlineTitle) => {
    await withPage(() => open(loc.browser, loc.site.url(path)), async (opened) => {
      const { page } = opened;
      expect((await htmlLanguage(page)).lang).toBe(lang);
      expect(await page.$eval('.dg-not-translated', (note) => ({ text: note.textContent, role: note.getAttribute('role') }))).toEqual({ text: notice, role: 'note' });
      expect(await page.$eval('article.dg-content', (article) => ({ lang: article.lang, dir: article.dir }))).toEqual({ lang: 'en', dir: 'ltr' });
      // The root page's content, in English.
      expect(await page.$eval('article.dg-content h1', (h1) => h1.textContent)).toMatch(/^(Reference|Configuration)$/);
      // The locale's chrome: its outline title, its sidebar and pager links, its search index.
      expect(await page.$eval('.dg-outline__title', (title) => title.textContent)).toBe(outlineTitle);
      const sidebarLinks = await page.$$eval('.dg-sidebar__nav a[href]', (links) => links.map((link) => link.getAttribute('href')));
      expect(sidebarLinks.length).toBeGreaterThan(0);
      for (const href of sidebarLinks) expect(href).toMatch(new RegExp(`^/${lang}(/|$)`));
      const pager = await page.$$eval('.dg-pager a', (links) => links.map((link) => link.getAttribute('href')));
      for (const href of pager) expect(href).toMatch(new RegExp(`^/${lang}/`));
      expect(await page.$eval('[data-island="Search"]', (island) => JSON.parse(island.getAttribute('data-props')!).indexUrl)).toBe(`/${lang}/search-index.json`);
      // Its copy as Markdown is the root page's.
      expect(await page.$eval('[data-island="CopyPage"]', (island) => JSON.parse(island.getAttribute('data-props')!).src)).toBe(path.replace(/^\/\w+/, '') + '.md');
    });
  });

  it('names the root page as the canonical copy, and is no translation in hreflang', async () => {
    const html = await readFile(join(loc.site.outDir, 'fr/reference/index.html'), 'utf8');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.com/reference"/>');
    expect(html).not.toContain('<link rel="alternate"');
    expect(html).toContain('<meta property="og:locale" content="en_US"/>');
  });

  it('keeps its relative links in its locale', async () => {
    // pages/reference.mdx links ./guide/getting-started: at /fr/reference that is the French page.
    expect(await readFile(join(loc.site.outDir, 'reference/index.html'), 'utf8')).toContain('href="/guide/getting-started"');
    expect(await readFile(join(loc.site.outDir, 'fr/reference/index.html'), 'utf8')).toContain('href="/fr/guide/getting-started"');
  });
});

describe('a site that builds no fallbacks', () => {
  it('checks every locale’s navigation against the pages it has, and leaves the untranslated ones out', async () => {
    const root = await copyFixture('locales');
    try {
      const config = join(root, 'docsgen.config.ts');
      await writeFile(config, (await readFile(config, 'utf8')).replace("description: 'A documentation site in four languages.',", "description: 'A documentation site in four languages.',\n  localeFallback: false,"));
      // The sidebars and top navs link pages some locales lack: each such link, where it is shown.
      const failed = await buildSite(root);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain('docsgen.config.ts:locales.fr.sidebar[0].items[3].link  /fr/reference  no such page');
      expect(failed.stderr).toContain('docsgen.config.ts:topNav[1].link (on the pages of locale "ja")  /ja/reference  no such page');

      // Left alone, they build: the pages a locale lacks are not there, and the picker leads to its home.
      const ignored = ['/fr/reference', '/ja/reference', '/ar/reference', '/ja/guide/configuration'].flatMap((link) => ['--ignore-link', link]);
      const build = await buildSite(root, { args: ignored });
      expect(build.stderr).toBe('');
      expect(build.code).toBe(0);
      expect(existsSync(join(build.outDir, 'fr/reference/index.html'))).toBe(false);
      expect(existsSync(join(build.outDir, 'ja/guide/configuration/index.html'))).toBe(false);
      const configuration = await readFile(join(build.outDir, 'guide/configuration/index.html'), 'utf8');
      expect(configuration).toContain('<a href="/ja" hrefLang="ja" data-locale="ja">');
      expect(configuration).toContain('<a href="/fr/guide/configuration" hrefLang="fr" data-locale="fr">');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
