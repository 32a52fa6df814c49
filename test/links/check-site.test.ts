// check-links in-process on the fixtures: what is broken, why, in which order; the cache; and
// that the fast scanner and the full pipeline give the same verdicts.
import { rm, writeFile, appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSiteLinks } from '../../compiler/links/check-site.js';
import { copyFixture } from '../support/site.js';
import { EXPECTED_FIXTURE_BROKEN } from './fixture-expectations.js';


describe('checkSiteLinks on the links fixture', () => {
  let root: string;
  beforeAll(async () => {
    root = await copyFixture('links');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('finds every broken link, sorted by file and position, and nothing else', async () => {
    const result = await checkSiteLinks({ root });
    expect(result.broken).toEqual(EXPECTED_FIXTURE_BROKEN);
    expect(result.unparsable).toEqual([]);
    expect(result.pages).toBe(5);
    expect(result.links).toEqual({ internal: 26, external: 1, other: 1, externalChecked: false, ignored: 0 });
  });

  it('reuses what it learned: a second run reads every page from the cache', async () => {
    await checkSiteLinks({ root });
    const warm = await checkSiteLinks({ root });
    expect(warm.sources).toEqual({ cached: 5, scanned: 0, parsed: 0 });
    expect(warm.broken).toEqual(EXPECTED_FIXTURE_BROKEN);
  });

  it('reads again only the page that changed', async () => {
    await checkSiteLinks({ root });
    await appendFile(join(root, 'pages/index.mdx'), '\nAnd [a new broken link](/core#gone).\n');
    const result = await checkSiteLinks({ root });
    expect(result.sources).toEqual({ cached: 4, scanned: 1, parsed: 0 });
    expect(result.broken.find((b) => b.href === '/core#gone')).toEqual({
      file: 'pages/index.mdx',
      line: 14,
      column: 5,
      href: '/core#gone',
      reason: 'no-anchor',
      message: 'no #gone on /core',
    });
  });

  it('gives the same verdicts with every page through the full pipeline', async () => {
    const fast = await checkSiteLinks({ root, cache: false });
    const full = await checkSiteLinks({ root, cache: false, fullParse: true });
    expect(full.broken).toEqual(fast.broken);
    expect(full.sources.parsed).toBe(5);
    // The fixture has plain pages the scanner reads and a JSX page it leaves to the pipeline.
    expect(fast.sources.scanned).toBeGreaterThan(0);
    expect(fast.sources.parsed).toBeGreaterThan(0);
  });
});

describe('checkSiteLinks on a site with a base path', () => {
  let root: string;
  beforeAll(async () => {
    root = await copyFixture('links-base');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('reads links without the base path and flags links written with it', async () => {
    const result = await checkSiteLinks({ root, cache: false });
    expect(result.basePath).toBe('/docs');
    const hint = 'no such page (links are written without the base path /docs: /guide)';
    expect(result.broken).toEqual([
      { file: 'docsgen.config.ts', keyPath: 'sidebar[2].link', href: '/docs/guide', reason: 'no-page', message: hint },
      { file: 'pages/index.mdx', line: 4, column: 8, href: '/docs/guide', reason: 'no-page', message: hint },
    ]);
  });

  it('checks as if built with --base when given one', async () => {
    const result = await checkSiteLinks({ root, cache: false, basePath: '/other' });
    // /docs is not this build's base path: /docs/guide is just a missing page.
    expect(result.basePath).toBe('/other');
    expect(result.broken.map((b) => b.message)).toEqual(['no such page', 'no such page']);
  });
});

describe('checkSiteLinks on pages that do not parse', () => {
  let root: string;
  beforeAll(async () => {
    root = await copyFixture('links-base');
    await writeFile(join(root, 'pages/broken.mdx'), '# Broken\n\nSome <div> never closed.\n');
    await writeFile(join(root, 'pages/bad-frontmatter.md'), '---\nlayout: nowhere\n---\n\n# X\n');
    await appendFile(join(root, 'pages/index.mdx'), '\n[An anchor in the broken page](/broken#whatever) is not judged.\n');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('reports each with file, line and column, and does not judge anchors into it', async () => {
    const result = await checkSiteLinks({ root, cache: false });
    expect(result.unparsable).toEqual([
      expect.objectContaining({ file: 'pages/bad-frontmatter.md', line: 2, column: 9, message: expect.stringMatching(/layout/) }),
      // Where the build's MDX compiler says, with its hint.
      expect.objectContaining({ file: 'pages/broken.mdx', line: 3, column: expect.any(Number), message: expect.stringMatching(/closing tag/), hint: expect.any(String) }),
    ]);
    expect(result.broken.map((b) => b.href)).not.toContain('/broken#whatever');
  });
});
