// A Vocs v1 site built, checked and served by docsgen as it is: its vocs.config.ts executed like
// docsgen's own (imports from 'vocs', local files, JSON, process.env), the fields docsgen cannot
// honour named in warnings, pages in rootDir (docs/ by default), whether the vocs package is
// installed or not.
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, REPO_ROOT } from '../support/paths.js';
import { runProcess } from '../support/process.js';
import { buildSite, cliEnvironment } from '../support/site.js';
import { startDev } from '../e2e/dev/dev-process.js';

const SITE = join(ARTIFACTS_DIR, 'vocs-config-site');

const FILES: Record<string, string> = {
  'vocs.config.ts': `
import { defineConfig, type Config } from 'vocs'
import { sidebar } from './sidebar'
import meta from './meta.json'

const twoslash: Config['twoslash'] = { compilerOptions: { strict: true } }

export default defineConfig({
  title: meta.title,
  baseUrl: process.env.DOCS_HOST ?? 'https://example.com',
  sidebar,
  twoslash,
  font: { google: 'Inter' },
  vite: { plugins: [{ name: 'vite-plugin-inspect' }] },
  cacheDir: '.vocs-cache',
})
`,
  'sidebar.ts': `
import type { Sidebar } from 'vocs'
export const sidebar: Sidebar = [{ text: 'Guide', items: [{ text: 'Start', link: '/start' }] }]
`,
  'meta.json': '{ "title": "Vocs Site" }',
  // The real vocs package would need its Vite app: docsgen never loads it.
  'node_modules/vocs/package.json': '{ "name": "vocs", "version": "1.0.13", "type": "module", "exports": { ".": "./index.js", "./components": "./components.js" } }',
  'node_modules/vocs/index.js': "throw new Error('the real vocs package was loaded')",
  'node_modules/vocs/components.js': "throw new Error('the real vocs/components was loaded')",
  'docs/pages/index.mdx': '# Vocs Site\n\nSee [the start](/start).\n',
  'docs/pages/start.mdx': `
import { Callout } from 'vocs/components'

# Start

<Callout type="tip">Written with Vocs' component.</Callout>

\`\`\`ts twoslash
const answer = 42
//    ^?
\`\`\`
`,
  // A tsconfig whose emit and lint options must not break a block (Vocs never applies it).
  'tsconfig.json': JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, noEmit: true, noUnusedLocals: true, strict: true } }),
};

const cli = (...args: string[]) => runProcess(process.execPath, [join(REPO_ROOT, 'bin/docsgen.mjs'), ...args], { cwd: REPO_ROOT, env: cliEnvironment({ DOCS_HOST: 'vocs-site-abc.vercel.app' }) });

beforeAll(async () => {
  await rm(SITE, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(SITE, file)), { recursive: true });
    await writeFile(join(SITE, file), text);
  }
});
afterAll(() => rm(SITE, { recursive: true, force: true }));

describe('a Vocs v1 site', () => {
  let built: Awaited<ReturnType<typeof buildSite>>;
  beforeAll(async () => {
    // No --out: the output goes where Vocs puts it, docs/dist.
    built = await cli('build', SITE).then((result) => ({ ...result, outDir: join(SITE, 'docs', 'dist') }));
  });

  it('builds from vocs.config.ts, with a warning for each field docsgen cannot honour, and nothing else', () => {
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^warning: .*vocs\.config\.ts: vite\.plugins: docsgen does not run Vite plugins \(vite-plugin-inspect\)/),
      expect.stringMatching(/^warning: .*vocs\.config\.ts: cacheDir: docsgen keeps its caches in \.docsgen-cache\//),
    ]);
    expect(built.stdout).toMatch(/^built 2 pages/);
  });

  it('reads the pages of rootDir (docs/ by default) and writes the output there', async () => {
    const html = await readFile(join(built.outDir, 'start.html'), 'utf8');
    const has = (text: string | RegExp) => (typeof text === 'string' ? html.includes(text) : text.test(html));
    expect(has('<title>Start – Vocs Site</title>')).toBe(true);
    // process.env.DOCS_HOST as Vercel gives it, a host without a scheme.
    expect(has('<link rel="canonical" href="https://vocs-site-abc.vercel.app/start"')).toBe(true);
    // The sidebar from a local file typed with Vocs' Sidebar, the callout from vocs/components.
    expect(has(/<a class="dg-sb__link" href="\/start" aria-current="page">Start<\/a>/)).toBe(true);
    expect(has('<div class="dg-callout dg-callout--tip" role="note" aria-label="Tip">Written with Vocs&#x27; component.</div>')).toBe(true);
    // Type-checked with Vocs' compiler defaults, not the tsconfig (noUnusedLocals, TS5096).
    expect(has('<span class="twoslash-hover">answer</span>')).toBe(true);
    expect(html.replace(/<[^>]+>/g, '')).toContain('const answer: 42');
  });

  it('checks its links as it is', async () => {
    const check = await cli('check-links', SITE);
    expect(check.code, check.stdout + check.stderr).toBe(0);
    expect(check.stdout).toMatch(/all \d+ links hold \(2 pages/);
    expect(check.stderr).toContain('vite.plugins');
  });

  it('`preview` serves the output from where Vocs put it, docs/dist', async () => {
    const preview = await startCli(['preview', SITE, '--port', '0'], /serving (\S+) at (http:\/\/\S+)/);
    try {
      expect(preview.match[1]).toBe(join(SITE, 'docs', 'dist'));
      const response = await fetch(`${preview.match[2]}/start`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Written with Vocs&#x27; component.');
    } finally {
      await preview.stop();
    }
  });

  it('`dev` serves the pages of docs/ with the config mapped, and warns as the build does', async () => {
    const dev = await startDev(SITE);
    try {
      const response = await fetch(`${dev.url}start`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<title>Start – Vocs Site</title>');
      expect(html).toContain('<div class="dg-callout dg-callout--tip" role="note" aria-label="Tip">');
      expect(html.replace(/<[^>]+>/g, '')).toContain('const answer: 42');
      expect(dev.output()).toMatch(/vocs\.config\.ts: vite\.plugins: docsgen does not run Vite plugins/);
    } finally {
      await dev.stop();
    }
  });
});

/** The CLI running in its own process (a server), once it printed `ready`. */
async function startCli(args: string[], ready: RegExp): Promise<{ match: RegExpMatchArray; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [join(REPO_ROOT, 'bin/docsgen.mjs'), ...args], { cwd: REPO_ROOT, env: cliEnvironment(), stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  let output = '';
  try {
    const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${ready}:\n${output}`)), 60_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const found = output.match(ready);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`docsgen ${args[0]} exited:\n${output}`));
      });
    });
    return { match, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
