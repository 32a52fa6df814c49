// What the pages tell browsers, search engines and social cards about their language: <html lang
// dir>, hreflang alternates (x-default the root locale's), og:locale, and the sitemap's
// alternates; the built files only, no browser needed.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useLocalesSite } from './locales-site.js';

const loc = useLocalesSite();
const page = (file: string) => readFile(join(loc.site.outDir, file), 'utf8');
const attributes = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);

describe('<head> of each locale', () => {
  it.each([
    ['guide/getting-started/index.html', 'en', 'ltr', 'en_US'],
    ['fr/guide/getting-started/index.html', 'fr', 'ltr', 'fr_FR'],
    ['ja/guide/getting-started/index.html', 'ja', 'ltr', 'ja_JP'],
    ['ar/guide/getting-started/index.html', 'ar', 'rtl', 'ar_EG'],
  ])('%s: lang %s, dir %s, og:locale %s, every translation as hreflang', async (file, lang, dir, ogLocale) => {
    const html = await page(file);
    expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}" dir="${dir}"`));
    expect(html).toContain(`<meta property="og:locale" content="${ogLocale}"/>`);
    expect(attributes(html, /<link rel="alternate" hrefLang="([^"]+)" href="[^"]+"\/>/g)).toEqual(['en', 'fr', 'ja', 'ar', 'x-default']);
    expect(html).toContain('<link rel="alternate" hrefLang="fr" href="https://docs.example.com/fr/guide/getting-started"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="https://docs.example.com/guide/getting-started"/>');
    // The other languages as og:locale:alternate.
    expect(attributes(html, /<meta property="og:locale:alternate" content="([^"]+)"\/>/g)).toHaveLength(3);
  });

  it('lists only the languages a page is translated into', async () => {
    // /guide/configuration is not in Japanese.
    const html = await page('fr/guide/configuration/index.html');
    expect(attributes(html, /<link rel="alternate" hrefLang="([^"]+)"/g)).toEqual(['en', 'fr', 'ar', 'x-default']);
    // /fr/glossaire is in French only: nothing to point to.
    expect(await page('fr/glossaire/index.html')).not.toContain('rel="alternate"');
  });

  it('translates the title and description of each locale', async () => {
    expect(await page('fr/index.html')).toContain('<title>Introduction – Docs polyglottes</title>');
    expect(await page('fr/index.html')).toContain('<meta name="description" content="Docs polyglottes présente un site en plusieurs langues."/>');
    // A page without a description of its own has its locale's.
    expect(await page('fr/glossaire/index.html')).toContain('<meta property="og:site_name" content="Docs polyglottes"/>');
    expect(await page('fr/guide/getting-started/index.html')).toContain('<title>Premiers pas – Docs polyglottes</title>');
    expect(await page('ar/guide/getting-started/index.html')).toContain('<title>البدء – وثائق متعددة اللغات</title>');
  });
});

describe('sitemap.xml', () => {
  it('lists each page with its translations, and no page shown untranslated', async () => {
    const xml = await page('sitemap.xml');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locs = attributes(xml, /<loc>([^<]+)<\/loc>/g);
    expect(locs).toContain('https://docs.example.com/fr/guide/getting-started');
    expect(locs).toContain('https://docs.example.com/fr/glossaire');
    expect(locs).not.toContain('https://docs.example.com/fr/reference');
    expect(locs).not.toContain('https://docs.example.com/ja/guide/configuration');
    const entry = xml.match(/<url>\s*<loc>https:\/\/docs\.example\.com\/ja\/guide\/getting-started<\/loc>[\s\S]*?<\/url>/)![0];
    expect(attributes(entry, /hreflang="([^"]+)"/g)).toEqual(['en', 'fr', 'ja', 'ar', 'x-default']);
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://docs.example.com/ar/guide/getting-started"/>');
  });
});

describe('llms.txt of each locale', () => {
  it('lists the locale’s own pages, in its title; the root’s names the others', async () => {
    const root = await page('llms.txt');
    expect(root).toMatch(/^# Polyglot Docs\n/);
    expect(root).toContain('- [Reference](https://docs.example.com/reference)');
    expect(root).not.toContain('/fr/guide');
    expect(root).toContain('- [Français](https://docs.example.com/fr/llms.txt): the pages in French');
    const fr = await page('fr/llms.txt');
    expect(fr).toMatch(/^# Docs polyglottes\n\n> Un site de documentation en quatre langues\.\n/);
    expect(fr).toContain('- [Premiers pas](https://docs.example.com/fr/guide/getting-started)');
    // Pages shown untranslated are the root locale's.
    expect(fr).not.toContain('/fr/reference');
    expect(await page('fr/llms-full.txt')).toContain('# Premiers pas');
    expect(await page('ja/llms-full.txt')).not.toContain('# Configuration');
  });
});
