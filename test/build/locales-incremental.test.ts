// The build cache on a site in several languages: editing a French page builds that page again
// and keeps every other one; adding a translation replaces the page shown untranslated, and
// renders again the pages of that route in the other languages (their picker and hreflang
// change), nothing else.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, copyFixture } from '../support/site.js';

let root: string;
beforeAll(async () => {
  root = await copyFixture('locales');
  const first = await buildSite(root);
  expect(first.code, first.stderr).toBe(0);
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** Pages of the build and those whose HTML came from the cache, from its summary line. */
function reused(stdout: string): { pages: number; compiled: number; rendered: number } {
  const match = /built (\d+) pages in .*from the cache: (\d+) compiled, (\d+) rendered/.exec(stdout);
  if (!match) throw new Error(`no summary with the cache's share in:\n${stdout}`);
  return { pages: Number(match[1]), compiled: Number(match[2]), rendered: Number(match[3]) };
}

describe('the build cache per locale', () => {
  it('editing a French page renders that page again, and no other', async () => {
    const file = join(root, 'pages/fr/guide/configuration.mdx');
    await writeFile(file, (await readFile(file, 'utf8')).replace('Les portefeuilles sont triés', 'Les portefeuilles sont toujours triés'));
    const build = await buildSite(root);
    expect(build.code, build.stderr).toBe(0);
    expect(reused(build.stdout)).toEqual({ pages: 17, compiled: 16, rendered: 16 });
    expect(await readFile(join(build.outDir, 'fr/guide/configuration/index.html'), 'utf8')).toContain('toujours triés');
  });

  it('a new translation replaces the page shown untranslated, and updates its other languages', async () => {
    await writeFile(join(root, 'pages/ja/guide/configuration.mdx'), '---\ntitle: 設定\ndescription: ストアのすべてのオプション。\n---\n\n# 設定\n\nストアはオプションのオブジェクトを受け取ります。\n');
    const build = await buildSite(root);
    expect(build.code, build.stderr).toBe(0);
    const page = await readFile(join(build.outDir, 'ja/guide/configuration/index.html'), 'utf8');
    expect(page).not.toContain('dg-not-translated');
    expect(page).toContain('<h1 id="設定">設定</h1>');
    // The other languages of that page now name the Japanese one.
    expect(await readFile(join(build.outDir, 'fr/guide/configuration/index.html'), 'utf8')).toContain('<link rel="alternate" hrefLang="ja" href="https://docs.example.com/ja/guide/configuration"/>');
    // And the Japanese index holds it.
    expect(await readFile(join(build.outDir, 'ja/search-index.json'), 'utf8')).toContain('"/ja/guide/configuration","設定"');
  });
});
