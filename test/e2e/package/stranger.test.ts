// What a stranger does with docsgen, from the package alone: `npm pack` this repository, install
// the tarball into a new project outside it (from the npm cache, offline), `npx docsgen init site`,
// then the site's own scripts: build, check-links, typecheck and preview, and a browser on the
// result. The installed package must work without this repository and never write into
// node_modules.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Browser } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../../support/browser.js';
import { installTarballOffline } from '../../support/offline-install.js';
import { REPO_ROOT } from '../../support/paths.js';
import { runProcess, type ProcessResult } from '../../support/process.js';
import { cliEnvironment } from '../../support/site.js';

let work: string;
let project: string;
let site: string;
let preview: ChildProcess | undefined;
let browser: Browser | undefined;
let installedBefore: Map<string, string>;

const npm = (cwd: string, ...args: string[]) => runProcess('npm', args, { cwd, env: cliEnvironment(), timeout: 200_000, killSignal: 'SIGKILL' });
const ok = (result: ProcessResult) => expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);

/** Every file under `dir` with its size and modification time: what "unchanged" is checked on. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const stats = await stat(path);
    files.set(relative(dir, path), `${stats.size} ${stats.mtimeMs}`);
  }
  return files;
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'docsgen-stranger-'));
  // Runs prepack (bin/build-package.mjs): the bundle and declarations a user gets.
  const packed = await npm(REPO_ROOT, 'pack', '--json', '--pack-destination', work);
  ok(packed);
  const [{ filename }] = JSON.parse(packed.stdout) as [{ filename: string }];
  project = join(work, 'project');
  await mkdir(project);
  const installed = await installTarballOffline(project, join(work, filename));
  ok(installed);
  installedBefore = await snapshot(join(project, 'node_modules/docsgen'));
  site = join(project, 'site');
});

afterAll(async () => {
  await browser?.close();
  if (preview?.pid) {
    try {
      process.kill(-preview.pid, 'SIGTERM'); // npm, its shell and docsgen: the whole group
    } catch {
      // Already gone.
    }
  }
  if (work) await rm(work, { recursive: true, force: true });
});

describe('a stranger with the packed docsgen', () => {
  it('gets only what a site needs in the tarball', async () => {
    const pkg = JSON.parse(await readFile(join(project, 'node_modules/docsgen/package.json'), 'utf8')) as { dependencies: Record<string, string>; peerDependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies)).not.toContain('@starknet-io/get-starknet-core');
    expect(Object.keys(pkg.dependencies)).not.toContain('viem');
    expect(Object.keys(pkg.peerDependencies).sort()).toEqual(['react', 'react-dom']);
    const top = await readdir(join(project, 'node_modules/docsgen'));
    expect(top.sort()).toEqual(['.build', 'README.md', 'bin', 'config', 'manual', 'package.json', 'runtime', 'templates', 'theme']);
    // Of the manual, only the errors page, for `docsgen explain`.
    expect(await readdir(join(project, 'node_modules/docsgen/manual'), { recursive: true })).toEqual(['pages', join('pages', 'errors.mdx')]);
    expect(await readdir(join(project, 'node_modules/@starknet-io')).catch(() => [])).toEqual([]);
  });

  it("explains an error with the manual's section, from the installed package", async () => {
    const explained = await runProcess('npx', ['--no-install', 'docsgen', 'explain', 'BrokenLink'], { cwd: project, env: cliEnvironment() });
    ok(explained);
    expect(explained.stdout).toMatch(/^BrokenLink: A broken link or anchor\na content error, exit code 1\n\n/);
    expect(explained.stdout).toContain('links.ignore');
  });

  it('creates a site with `npx docsgen init site`, and refuses to write over it', async () => {
    const init = await runProcess('npx', ['--no-install', 'docsgen', 'init', 'site', '--title', 'Stranger Docs'], { cwd: project, env: cliEnvironment() });
    ok(init);
    expect(init.stdout).toContain('Created Stranger Docs in site/');
    // Installed from the tarball, as the project installed it: `npm install` in the site finds it.
    const manifest = JSON.parse(await readFile(join(site, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    const tarball = (await readdir(project)).find((name) => name.endsWith('.tgz'))!;
    expect(manifest.devDependencies['docsgen']).toBe(`file:../${tarball}`);
    expect(init.stdout).toContain(`Note: docsgen is not from the npm registry here: the site's package.json installs it from ${join(project, tarball)}`);
    const files = (await readdir(site, { recursive: true })).sort();
    expect(files).toEqual(
      expect.arrayContaining([
        '.github/workflows/deploy.yml',
        '.gitignore',
        'components/Counter.island.tsx',
        'docsgen.config.ts',
        'package.json',
        'pages/guide/getting-started.mdx',
        'pages/guide/writing-pages.mdx',
        'pages/index.mdx',
        'public/logo.svg',
      ]),
    );
    const again = await runProcess('npx', ['--no-install', 'docsgen', 'init', 'site'], { cwd: project, env: cliEnvironment() });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('is not empty');
  });

  it("builds, passes check-links and type-checks with the site's own scripts", async () => {
    // A page and a component of the site's own that use `docsgen/theme`, as its README shows.
    await writeFile(join(site, 'pages/guide/theme.mdx'), "import { Callout } from 'docsgen/theme';\n\n# Theme\n\n<Callout type=\"tip\" title=\"From docsgen/theme\">Imported.</Callout>\n");
    await writeFile(join(site, 'components/Tip.tsx'), "import { Callout, type CalloutProps } from 'docsgen/theme';\n\nexport function Tip(props: Omit<CalloutProps, 'type'>) {\n  return <Callout type=\"tip\" {...props} />;\n}\n");
    const build = await npm(site, 'run', 'build');
    ok(build);
    expect(build.stdout).toMatch(/built 4 pages/);
    expect(await readFile(join(site, 'dist/guide/theme/index.html'), 'utf8')).toContain('<div class="dg-callout dg-callout--tip" role="note" aria-label="Tip"><p class="dg-callout__title">From docsgen/theme</p>');
    ok(await npm(site, 'run', 'check-links'));
    // The config and the island against the published declarations, with nothing else installed.
    ok(await npm(site, 'run', 'typecheck'));
  });

  it('serves the build with `npm run preview`: styles apply and the island hydrates', async () => {
    preview = spawn('npm', ['run', 'preview', '--', '--port', '0'], { cwd: site, env: cliEnvironment(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`preview printed no address:\n${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      };
      preview!.stdout!.on('data', read);
      preview!.stderr!.on('data', read);
    });
    browser = await launchBrowser();
    const home = await openPage(browser, url);
    try {
      expect(home.response?.status()).toBe(200);
      expect(await home.page.$eval('.dg-topbar', (bar) => getComputedStyle(bar).position)).toMatch(/^(sticky|fixed)$/);
      expect(await home.page.title()).toBe('Stranger Docs');
      // The scaffold opens with the theme's Hero (docsgen/theme/hero): the site's title, two calls to action.
      expect(await home.page.$eval('.dg-hero__title', (title) => title.textContent)).toBe('Stranger Docs');
      expect(await home.page.$$eval('.dg-hero__action', (links) => links.map((link) => link.getAttribute('href')))).toEqual(['/guide/getting-started', '/guide/writing-pages']);
      await screenshot(home.page, 'stranger-home');
      expect(home.consoleErrors).toEqual([]);
    } finally {
      await home.close();
    }
    const guide = await openPage(browser, new URL('guide/writing-pages', url).href);
    try {
      await guide.page.$eval('button.counter', (button) => button.scrollIntoView());
      await guide.page.waitForSelector('docsgen-island[data-hydrated] button.counter');
      await guide.page.click('button.counter');
      expect(await guide.page.$eval('button.counter', (button) => button.textContent)).toBe('Clicked 2 times');
      // The twoslash block was type-checked at build time and carries its `^?` answer.
      expect(await guide.page.$eval('article', (article) => article.textContent)).toContain('"small" | "medium" | "large"');
      expect(guide.consoleErrors).toEqual([]);
    } finally {
      await guide.close();
    }
  });

  it('never wrote into node_modules/docsgen', async () => {
    expect(await snapshot(join(project, 'node_modules/docsgen'))).toEqual(installedBefore);
  });
});
