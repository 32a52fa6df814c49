import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetErrors } from '../../../compiler/page/page-budget.js';
import { formatBuildReport } from '../../../compiler/builder/build-report.js';
import { createPageWeigher, pageAssets, type PageWeight } from '../../../compiler/page/page-weight.js';

const island = (name: string, strategy: string) =>
  `<docsgen-island data-island="${name}" data-src="/docs/docsgen/${name}.js" data-strategy="${strategy}" data-props="{}" data-prefix="i0-"><!-- --></docsgen-island>`;

const PAGE = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/docs/docsgen/style.css"/>',
  '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter&amp;display=swap" media="print" data-dg-font=""/>',
  '<script>(function(){document.documentElement.classList.add("dg-js")})()</script>',
  '<script type="module" src="/docs/docsgen/loader.js"></script>',
  '</head><body>',
  island('Search', 'interaction'),
  island('Outline', 'scroll'),
  island('Clock', 'load'),
  '<pre><code>&lt;script&gt;not a script&lt;/script&gt;</code></pre>',
  '</body></html>',
].join('');

describe('pageAssets', () => {
  it("reads a page's stylesheet, scripts and islands, leaving out the web-font stylesheet", () => {
    expect(pageAssets(PAGE)).toEqual({
      stylesheets: ['/docs/docsgen/style.css'],
      scripts: ['/docs/docsgen/loader.js'],
      inlineScripts: ['(function(){document.documentElement.classList.add("dg-js")})()'],
      islands: [
        { src: '/docs/docsgen/Search.js', strategy: 'interaction' },
        { src: '/docs/docsgen/Outline.js', strategy: 'scroll' },
        { src: '/docs/docsgen/Clock.js', strategy: 'load' },
      ],
    });
  });
});

describe('pageAssets and head scripts', () => {
  it('counts every script a site adds, classic or module, async, deferred or inline; data scripts are not code', () => {
    const head = [
      '<script async src="/docs/analytics.js"></script>',
      '<script defer="" src="https://cdn.example.com/widget.js"></script>',
      '<script data-site="x">window.__site = 1</script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script type="importmap">{}</script>',
    ].join('');
    const assets = pageAssets(PAGE.replace('</head>', `${head}</head>`));
    expect(assets.scripts).toEqual(['/docs/docsgen/loader.js', '/docs/analytics.js', 'https://cdn.example.com/widget.js']);
    expect(assets.inlineScripts).toEqual(['(function(){document.documentElement.classList.add("dg-js")})()', 'window.__site = 1']);
  });
});

describe('createPageWeigher', () => {
  let dir: string;
  const files: Record<string, string> = {
    'style.css': 'body{color:red}'.repeat(50),
    'loader.js': 'console.log("loader");'.repeat(20),
    'hydrate.js': 'import"./react.js";console.log("hydrate");',
    'react.js': 'var react="react";'.repeat(400),
    'Search.js': 'import"./react.js";import"./shared.js";console.log("search");',
    'Outline.js': 'import"./shared.js";console.log("outline");',
    'Clock.js': 'console.log("clock");',
    'shared.js': 'var shared=1;'.repeat(30),
  };
  const gz = (text: string) => gzipSync(Buffer.from(text)).length;
  const url = (name: string) => `/docs/docsgen/${name}`;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'docsgen-weight-'));
    await mkdir(join(dir, 'docsgen'), { recursive: true });
    for (const [name, text] of Object.entries(files)) await writeFile(join(dir, 'docsgen', name), text);
    await writeFile(join(dir, 'page.html'), PAGE);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('counts up-front scripts and eager islands before interaction, every island once hydrated, shared chunks once', () => {
    const weigh = createPageWeigher({
      fileOf: (path) => join(dir, path),
      basePath: '/docs',
      hydrate: url('hydrate.js'),
      scriptImports: {
        [url('hydrate.js')]: [url('react.js')],
        [url('Search.js')]: [url('react.js'), url('shared.js')],
        [url('Outline.js')]: [url('shared.js')],
      },
    });
    const weight = weigh('/page', 'pages/page.mdx', join(dir, 'page.html'));
    const inline = '(function(){document.documentElement.classList.add("dg-js")})()';
    const sum = (...names: string[]) => names.reduce((total, name) => total + gz(files[name]!), 0);
    expect(weight.route).toBe('/page');
    expect(weight.html).toEqual({ raw: PAGE.length, gzip: gz(PAGE) });
    expect(weight.css.gzip).toBe(gz(files['style.css']!));
    // The load island brings the hydrate runtime and React with it; interaction and scroll wait.
    expect(weight.jsBeforeInteraction.gzip).toBe(gz(inline) + sum('loader.js', 'hydrate.js', 'react.js', 'Clock.js'));
    expect(weight.jsHydrated.gzip).toBe(gz(inline) + sum('loader.js', 'hydrate.js', 'react.js', 'Clock.js', 'Search.js', 'Outline.js', 'shared.js'));
    expect(weight.jsHydrated.raw).toBe(inline.length + ['loader.js', 'hydrate.js', 'react.js', 'Clock.js', 'Search.js', 'Outline.js', 'shared.js'].reduce((t, n) => t + files[n]!.length, 0));
  });

  it("counts a site's head scripts before interaction: its files, inline code; other hosts are listed", async () => {
    const analytics = 'window.dataLayer=[];'.repeat(40);
    await writeFile(join(dir, 'analytics.js'), analytics);
    const head = '<script async src="/docs/analytics.js"></script><script data-x="1">window.__x=1</script><script defer src="https://cdn.example.com/w.js"></script>';
    await writeFile(join(dir, 'head.html'), PAGE.replace('</head>', `${head}</head>`));
    const weigh = createPageWeigher({ fileOf: (path) => join(dir, path), basePath: '/docs', hydrate: url('hydrate.js'), scriptImports: { [url('hydrate.js')]: [url('react.js')] } });
    const plain = weigh('/page', 'pages/page.mdx', join(dir, 'page.html'));
    const withHead = weigh('/head', 'pages/head.mdx', join(dir, 'head.html'));
    expect(withHead.jsBeforeInteraction.gzip - plain.jsBeforeInteraction.gzip).toBe(gz(analytics) + gz('window.__x=1'));
    expect(withHead.remoteScripts).toEqual(['https://cdn.example.com/w.js']);
    await writeFile(join(dir, 'typo.html'), PAGE.replace('</head>', '<script src="/docs/analytcs.js"></script></head>'));
    expect(() => weigh('/typo', 'pages/typo.mdx', join(dir, 'typo.html'))).toThrow('page /typo loads /docs/analytcs.js, which is not in the built site');
  });
});

const weight = (route: string, html: number, js: number, hydrated = js): PageWeight => ({
  route,
  relativePath: `pages${route === '/' ? '/index' : route}.mdx`,
  html: { raw: html * 4, gzip: html },
  css: { raw: 4000, gzip: 1000 },
  jsBeforeInteraction: { raw: js * 3, gzip: js },
  jsHydrated: { raw: hydrated * 3, gzip: hydrated },
  remoteScripts: [],
});

describe('budgetErrors', () => {
  const pages = [weight('/', 10 * 1024, 3 * 1024), weight('/big', 41 * 1024, 4 * 1024), weight('/demo', 9 * 1024, 100 * 1024)];

  it('names each page over budget, by how much, and where to change the budget', () => {
    const errors = budgetErrors(pages, { jsKb: 5, htmlKb: 40 });
    expect(errors.map((e) => [e.kind, e.location?.file, e.message])).toEqual([
      ['content', 'pages/big.mdx', 'page /big is over the HTML budget: 41.0 KB gzip, 1.0 KB over budget.htmlKb = 40'],
      ['content', 'pages/demo.mdx', 'page /demo is over the JavaScript before interaction budget: 100.0 KB gzip, 95.0 KB over budget.jsKb = 5'],
    ]);
    expect(errors[1]!.hint).toMatch(/hydrate = .*raise budget\.jsKb in docsgen\.config\.ts/);
  });

  it("lets a page's frontmatter budget override the config's, key by key", () => {
    const errors = budgetErrors(pages, { jsKb: 5, htmlKb: 40 }, new Map([['/demo', { jsKb: 90 }], ['/big', { jsKb: 10 }]]));
    expect(errors.map((e) => e.message)).toEqual([
      'page /big is over the HTML budget: 41.0 KB gzip, 1.0 KB over budget.htmlKb = 40',
      'page /demo is over the JavaScript before interaction budget: 100.0 KB gzip, 10.0 KB over frontmatter budget.jsKb = 90',
    ]);
    expect(errors[1]!.hint).toMatch(/budget\.jsKb in the page's frontmatter/);
    expect(budgetErrors(pages, { jsKb: 5, htmlKb: 40 }, new Map([['/demo', { jsKb: 120 }], ['/big', { htmlKb: 50 }]]))).toEqual([]);
  });

  it('checks nothing without a budget', () => {
    expect(budgetErrors(pages, {})).toEqual([]);
  });
});

describe('formatBuildReport', () => {
  it("lists every page's weight, the five heaviest and the phases", () => {
    const pages = [1, 2, 3, 4, 5, 6].map((n) => weight(`/p${n}`, n * 1024, 1024, n * 10 * 1024));
    const text = formatBuildReport(pages, [{ phase: 'render pages', ms: 1234 }]);
    const lines = text.split('\n');
    expect(lines[2]).toMatch(/^ {2}page +HTML +JS before interaction +JS hydrated +CSS$/);
    expect(lines[3]).toBe('  /p1    1.0 (4.0)              1.0 (3.0)   10.0 (30.0)  1.0 (3.9)');
    const heaviest = lines.slice(lines.findIndex((l) => l.startsWith('The 5 heaviest')) + 2, lines.findIndex((l) => l.startsWith('Where')) - 1);
    expect(heaviest.map((l) => l.trim().split(/\s+/).slice(0, 2).join(' '))).toEqual(['1. /p6', '2. /p5', '3. /p4', '4. /p3', '5. /p2']);
    expect(heaviest[0]).toMatch(/67\.0 KB$/);
    expect(text).toMatch(/render pages {2}1\.23 s$/);
  });

  it('names the scripts from other hosts it could not weigh', () => {
    const pages = [{ ...weight('/a', 1, 1), remoteScripts: ['https://cdn.example.com/a.js'] }, { ...weight('/b', 1, 1), remoteScripts: ['https://cdn.example.com/a.js'] }];
    expect(formatBuildReport(pages, [])).toContain('Scripts from other hosts (not weighed: the build is offline):\n\n  https://cdn.example.com/a.js  (2 pages)');
  });
});
