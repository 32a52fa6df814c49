import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageTable } from '../../compiler/dev/page-table.js';
import { validateConfig } from '../../config/validate.js';
import { DocsgenError } from '../../compiler/errors/docsgen-error.js';

function site(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docsgen-table-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('PageTable', () => {
  it('lists pages with titles from frontmatter or the first heading, without compiling them', () => {
    const root = site({ 'pages/index.mdx': '---\ntitle: Home\n---\n', 'pages/guide/intro.md': '# The *intro*\n', 'pages/bare.mdx': 'text' });
    const table = new PageTable(root);
    expect(table.refresh()).toEqual({ added: ['/bare', '/guide/intro', '/'], removed: [], changed: [] });
    expect(table.summaries().map((p) => [p.path, p.title, p.filePath])).toEqual([
      ['/', 'Home', 'pages/index.mdx'],
      ['/bare', '/bare', 'pages/bare.mdx'],
      ['/guide/intro', 'The intro', 'pages/guide/intro.md'],
    ]);
    expect(table.routeOfFile(join(root, 'pages/guide/intro.md'))).toBe('/guide/intro');
    expect(table.job('/')).toMatchObject({ filePath: join(root, 'pages/index.mdx'), relativePath: 'pages/index.mdx', route: '/' });
  });

  it('tells an unchanged save, a body change and a title change apart', () => {
    const root = site({ 'pages/a.mdx': '# A\n\nbody' });
    const table = new PageTable(root);
    table.refresh();
    expect(table.reread('/a')).toBe('same');
    writeFileSync(join(root, 'pages/a.mdx'), '# A\n\nnew body');
    expect(table.reread('/a')).toBe('content');
    writeFileSync(join(root, 'pages/a.mdx'), '# Renamed\n\nnew body');
    expect(table.reread('/a')).toBe('summary');
    expect(table.summaries()[0]!.title).toBe('Renamed');
  });

  it('follows added and removed pages, and keeps the old list when two files claim a route', () => {
    const root = site({ 'pages/a.mdx': '# A' });
    const table = new PageTable(root);
    table.refresh();
    writeFileSync(join(root, 'pages/b.mdx'), '# B');
    rmSync(join(root, 'pages/a.mdx'));
    expect(table.refresh()).toEqual({ added: ['/b'], removed: ['/a'], changed: [] });
    mkdirSync(join(root, 'pages/b'));
    writeFileSync(join(root, 'pages/b/index.mdx'), '# B again');
    expect(() => table.refresh()).toThrow(DocsgenError);
    expect(table.routes()).toEqual(['/b']);
  });

  it('holds the pages a locale shows untranslated, and a translation that takes the place of one', () => {
    const root = site({ 'pages/index.mdx': '# Home', 'pages/guide.mdx': '# Guide', 'pages/fr/index.mdx': '# Accueil' });
    const config = validateConfig({ locales: { root: {}, fr: {} } });
    const table = new PageTable(root, () => config);
    table.refresh();
    expect(table.routes().sort()).toEqual(['/', '/fr', '/fr/guide', '/guide']);
    expect(table.job('/fr/guide')).toMatchObject({ relativePath: 'pages/guide.mdx', fallback: true, translations: ['root'] });
    // The page list the theme gets is the site's own pages.
    expect(table.summaries().map((page) => page.path)).toEqual(['/', '/fr', '/guide']);
    expect(table.routesOfFile(join(root, 'pages/guide.mdx'))).toEqual(['/guide', '/fr/guide']);
    expect(table.routeOfFile(join(root, 'pages/guide.mdx'))).toBe('/guide');

    writeFileSync(join(root, 'pages/fr/guide.mdx'), '# Guide en français');
    // The same routes: /fr/guide is another file now, and /guide learned of its translation.
    expect(table.refresh()).toEqual({ added: [], removed: [], changed: ['/fr/guide', '/guide'] });
    expect(table.job('/fr/guide')).toMatchObject({ relativePath: 'pages/fr/guide.mdx', translations: ['root', 'fr'] });
    expect(table.job('/fr/guide')!.fallback).toBeUndefined();
  });

  it('forgets where the pages document API symbols when the pages folder is gone, and finds it again when it is back', () => {
    const root = site({ 'pages/store.mdx': '# Store\n\n::api{from="pkg" name="createStore"}\n' });
    const table = new PageTable(root);
    table.refresh();
    expect(table.documented().map((entry) => [entry.name, entry.route])).toEqual([['createStore', '/store']]);
    expect(table.clear()).toEqual(['/store']);
    expect(table.documented()).toEqual([]);
    table.refresh();
    expect(table.documented().map((entry) => [entry.name, entry.route])).toEqual([['createStore', '/store']]);
  });
});
