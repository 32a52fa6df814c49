import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapPages, sitemapXml, writeHostFiles } from '../../../compiler/writer/host-files.js';
import { validateConfig } from '../../../config/validate.js';
import { tempDir } from '../../support/temp-dir.js';

function outDir(): string {
  return tempDir('docsgen-host-files-', { in: 'system' });
}

const MAY_1 = Date.UTC(2024, 4, 1, 12, 30, 0);

describe('sitemapXml', () => {
  it('lists every page by its absolute URL under the base path, sorted, with its last update; never the not-found page', () => {
    const xml = sitemapXml('https://docs.example.com', '/docs', [
      { route: '/guide', lastUpdatedAt: MAY_1 },
      { route: '/', lastUpdatedAt: MAY_1 },
      { route: '/404' },
      { route: '/api/new' },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url>\n    <loc>https://docs.example.com/docs/</loc>\n    <lastmod>2024-05-01T12:30:00.000Z</lastmod>\n  </url>',
        '  <url>\n    <loc>https://docs.example.com/docs/api/new</loc>\n  </url>',
        '  <url>\n    <loc>https://docs.example.com/docs/guide</loc>\n    <lastmod>2024-05-01T12:30:00.000Z</lastmod>\n  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('lists each translated page with its alternates, and no page shown untranslated', () => {
    const { locales } = validateConfig({ locales: { root: {}, fr: {}, 'pt-br': {} } });
    const pages = sitemapPages(
      [
        { route: '/guide', translations: ['root', 'fr'] },
        { route: '/fr/guide', translations: ['root', 'fr'] },
        { route: '/pt-br/guide', translations: ['root', 'fr'], fallback: true },
        { route: '/fr/seul', translations: ['fr'] },
      ],
      locales,
    );
    expect(pages.map((page) => page.route)).toEqual(['/guide', '/fr/guide', '/fr/seul']);
    const xml = sitemapXml('https://x.dev', '', pages);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain(
      [
        '  <url>',
        '    <loc>https://x.dev/fr/guide</loc>',
        '    <xhtml:link rel="alternate" hreflang="en" href="https://x.dev/guide"/>',
        '    <xhtml:link rel="alternate" hreflang="fr" href="https://x.dev/fr/guide"/>',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://x.dev/guide"/>',
        '  </url>',
      ].join('\n'),
    );
    expect(xml).toContain('  <url>\n    <loc>https://x.dev/fr/seul</loc>\n  </url>');
  });

  it('escapes what XML must not see raw', () => {
    expect(sitemapXml('https://example.com', '', [{ route: "/a&b/<c>/'d'" }])).toContain('<loc>https://example.com/a&amp;b/&lt;c&gt;/&apos;d&apos;</loc>');
  });
});

describe('writeHostFiles', () => {
  it('always writes .nojekyll; sitemap.xml and a robots.txt naming it only with a baseUrl', () => {
    const bare = outDir();
    writeHostFiles({ outDir: bare, basePath: '', pages: [{ route: '/' }] });
    expect(existsSync(join(bare, '.nojekyll'))).toBe(true);
    expect(existsSync(join(bare, 'sitemap.xml'))).toBe(false);
    expect(existsSync(join(bare, 'robots.txt'))).toBe(false);

    const located = outDir();
    writeHostFiles({ outDir: located, basePath: '/docs', baseUrl: 'https://example.com', pages: [{ route: '/' }] });
    expect(readFileSync(join(located, 'robots.txt'), 'utf8')).toBe(robotsTxt('https://example.com/docs/sitemap.xml'));
    expect(readFileSync(join(located, 'robots.txt'), 'utf8')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://example.com/docs/sitemap.xml\n');
    expect(readFileSync(join(located, 'sitemap.xml'), 'utf8')).toContain('<loc>https://example.com/docs/</loc>');
  });

  it("keeps the site's own robots.txt and sitemap.xml from public/", () => {
    const dir = outDir();
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /drafts\n');
    writeFileSync(join(dir, 'sitemap.xml'), '<urlset/>');
    writeHostFiles({ outDir: dir, basePath: '', baseUrl: 'https://example.com', pages: [{ route: '/' }] });
    expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /drafts\n');
    expect(readFileSync(join(dir, 'sitemap.xml'), 'utf8')).toBe('<urlset/>');
  });
});
