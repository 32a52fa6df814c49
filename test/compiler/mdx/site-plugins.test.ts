import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../config/errors.js';
import { DocsgenError } from '../../../compiler/errors/docsgen-error.js';
import { createPageCompiler } from '../../../compiler/mdx/compile-page.js';
import { treeContent } from '../../../compiler/mdx/render-tree.js';
import { loadSitePlugins, sitePluginsIdentity } from '../../../compiler/mdx/site-plugins.js';
import type { MarkdownPluginEntry } from '../../../config/types.js';
import { validateConfig } from '../../../config/validate.js';
import { REPO_ROOT } from '../../support/paths.js';

type Tree = { type: string; children: Tree[]; depth?: number; value?: string; position?: unknown };
const options = { siteRoot: REPO_ROOT, bundleFile: '/site/.docsgen-cache/config/config.0123abcd.mjs' };
/** A resolved `markdown` config (code options as by default) with these plugins. */
const markdown = (remarkPlugins: MarkdownPluginEntry[], rehypePlugins: MarkdownPluginEntry[] = []) => ({ ...validateConfig({}).markdown, remarkPlugins, rehypePlugins });

async function compilerWith(remarkPlugins: MarkdownPluginEntry[], rehypePlugins: MarkdownPluginEntry[] = []) {
  const site = await loadSitePlugins(markdown(remarkPlugins, rehypePlugins), options);
  const compiler = createPageCompiler({ basePath: '', site });
  return (source: string, file = 'pages/page.mdx') => compiler.compile({ source, filePath: `/site/${file}`, relativePath: file, route: '/page' });
}

function appendText(this: unknown, settings: { text: string }) {
  return (tree: Tree) => {
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: settings.text, children: [] }] });
  };
}

async function failure(promise: Promise<unknown>): Promise<DocsgenError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(DocsgenError);
  return error as DocsgenError;
}

describe('site plugins', () => {
  it('runs functions and packages, with their options, in both the tree and the MDX paths', async () => {
    const compile = await compilerWith([[appendText, { text: 'added by a plugin' }], 'remark-math'], ['rehype-katex']);
    const tree = await compile('# Math\n\nInline $x^2$.');
    expect(tree.format).toBe('tree');
    const html = renderToStaticMarkup(createElement(treeContent(tree.tree!), { components: {} }));
    expect(html).toContain('<p>added by a plugin</p>');
    expect(html).toContain('class="katex"');
    const mdx = await compile('export const n = 2\n\n# Math {n}\n\n$$\n\\frac{1}{2}\n$$');
    expect(mdx.format).toBe('function-body');
    expect(mdx.code).toContain('added by a plugin');
    expect(mdx.code).toContain('katex-display');
  });

  it('says what each plugin is, for caches: package@version, or the config bundle for a function', async () => {
    const site = await loadSitePlugins(markdown([appendText, 'remark-math']), options);
    expect(site.remark.map((p) => [p.name, p.keyPath, p.identity])).toEqual([
      ['appendText', 'markdown.remarkPlugins[0]', 'config:0123abcd#markdown.remarkPlugins[0]'],
      ['remark-math', 'markdown.remarkPlugins[1]', expect.stringMatching(/^remark-math@\d+\.\d+\.\d+$/)],
    ]);
    // The same identity without importing anything; another config bundle is another identity.
    expect(sitePluginsIdentity(markdown([appendText, 'remark-math']), options)).toBe(site.identity);
    expect(sitePluginsIdentity(markdown([appendText, 'remark-math']), { ...options, bundleFile: '/x/config.ffff.mjs' })).not.toBe(site.identity);
    expect(sitePluginsIdentity(markdown([]), options)).toBe('none');
  });

  it('refuses a package that is not installed or is not a plugin, naming its key', async () => {
    const error = await loadSitePlugins(markdown(['remark-not-installed-anywhere'], [['katex', {}]]), { ...options, configFile: '/site/docsgen.config.ts' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues.map((issue) => issue.message)).toEqual([
      expect.stringMatching(/^markdown\.remarkPlugins\[0\]: expected an installed package, found the string "remark-not-installed-anywhere", which is not installed \(install it in the site/),
      'markdown.rehypePlugins[0][0]: expected a package whose default export is a unified plugin, found "katex" exporting a default object (import the plugin in the config and pass the function itself)',
    ]);
    expect((error as ConfigError).file).toBe('/site/docsgen.config.ts');
    // One plugin is installed but not a plugin: the config's values are wrong.
    expect((error as ConfigError).code).toBe('ConfigInvalid');
    // Only packages missing: the manual's section on installing them.
    const missing = await loadSitePlugins(markdown(['remark-not-installed-anywhere']), options).catch((e: unknown) => e);
    expect((missing as ConfigError).code).toBe('PackageNotInstalled');
  });

  it('names the plugin that fails a page, at the place it reports', async () => {
    function remarkNoH2() {
      return (tree: Tree, file: { fail(reason: string, node: unknown): never }) => {
        const heading = tree.children.find((node) => node.type === 'heading' && node.depth === 2);
        if (heading) file.fail('no second-level headings here', heading);
      };
    }
    const compile = await compilerWith([remarkNoH2]);
    const error = await failure(compile('# Title\n\nText\n\n## Not allowed\n'));
    expect(error.message).toBe('remark plugin remarkNoH2 (markdown.remarkPlugins[0]) failed: no second-level headings here');
    expect(error.location).toMatchObject({ file: 'pages/page.mdx', line: 5, column: 1 });
    expect(error.hint).toBe('the remark plugin configured at markdown.remarkPlugins[0] in docsgen.config reported this');
  });

  it('names a plugin that throws, rejects or calls back with an error, wherever it fails', async () => {
    const throwing = () => () => {
      throw new Error('thrown');
    };
    const rejecting = () => async () => Promise.reject(new Error('rejected'));
    const callingBack = () => (_tree: unknown, _file: unknown, next: (error: Error) => void) => next(new Error('called back'));
    const atSetup = () => {
      throw new Error('bad options');
    };
    for (const [plugin, message] of [
      [throwing, 'thrown'],
      [rejecting, 'rejected'],
      [callingBack, 'called back'],
    ] as const) {
      const compile = await compilerWith([], [plugin]);
      const error = await failure(compile('# Page\n', 'pages/page.md'));
      expect(error.message).toBe(`rehype plugin ${plugin.name} (markdown.rehypePlugins[0]) failed: ${message}`);
      expect(error.location?.file).toBe('pages/page.md');
      expect(error.hint).toMatch(/^the rehype plugin configured at markdown.rehypePlugins\[0\] in docsgen.config threw without saying where in the page/);
    }
    const compile = await compilerWith([atSetup]);
    expect((await failure(compile('# Page\n'))).message).toBe('remark plugin atSetup (markdown.remarkPlugins[0]) failed: bad options');
  });

  it('keeps what plugins report without failing as warnings, with their place', async () => {
    const compile = await compilerWith(['remark-math'], ['rehype-katex']);
    const page = await compile('# Page\n\nFine $x$, broken $\\frac{1}{$.\n');
    expect(page.warnings).toEqual([
      { message: expect.stringMatching(/^Could not render math with KaTeX: KaTeX parse error/), line: 3, column: 18, origin: 'rehype-katex' },
    ]);
  });
});
