// `docsgen migrate` on the Vocs fixtures, as a user runs it: each site (a copy) is built with its
// vocs.config, migrated, its vocs.config removed, and built again with the docsgen config written:
// the two outputs are the same files, byte for byte, and the only warnings are the Vocs build's,
// for the fields migrate said it did not carry over. Then what migrate refuses and how it says so.
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ARTIFACTS_DIR, REPO_ROOT } from '../../support/paths.js';
import { runProcess, type ProcessResult } from '../../support/process.js';
import { cliEnvironment } from '../../support/site.js';

const CLI = join(REPO_ROOT, 'bin/docsgen.mjs');
/** The farcaster site takes two minutes on a loaded 2-core machine; twice that is a hang. */
const BUILD_TIMEOUT_MS = 480_000;

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

function docsgen(args: string[], timeout = 120_000): Promise<ProcessResult> {
  return runProcess(process.execPath, [CLI, ...args], { cwd: REPO_ROOT, env: cliEnvironment(), timeout, killSignal: 'SIGKILL' });
}

async function workFolder(label: string): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const dir = await mkdtemp(join(ARTIFACTS_DIR, `migrate-${label}-`));
  made.push(dir);
  return dir;
}

/** A copy of a fixture (its node_modules linked, not copied: the tailwind v3 fixture has its own). */
async function copyFixture(name: string, into: string): Promise<string> {
  const from = join(REPO_ROOT, 'test/fixtures', name);
  const site = join(into, 'site');
  await cp(from, site, { recursive: true, filter: (source) => relative(from, source).split('/')[0] !== 'node_modules' && !relative(from, source).startsWith('.docsgen-cache') && relative(from, source) !== 'dist' });
  if (existsSync(join(from, 'node_modules'))) await symlink(join(from, 'node_modules'), join(site, 'node_modules'));
  return site;
}

/** Every file under `dir` with the SHA-1 of its bytes, in path order. */
async function tree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)));
  files.sort();
  return Promise.all(files.map(async (file) => `${createHash('sha1').update(await readFile(join(dir, file))).digest('hex')}  ${file}`));
}

/** The fields migrate listed under "Not carried over". */
function droppedFields(stdout: string): string[] {
  const section = /Not carried over[^\n]*\n((?: {2}[^\n]*\n)*)/.exec(stdout)?.[1] ?? '';
  return section
    .split('\n')
    .filter(Boolean)
    .map((line) => line.trim().split(': ')[0]!);
}

const FIXTURES = [
  { name: 'vocs-farcaster', config: 'vocs.config.tsx', written: 'docsgen.config.tsx', dropped: [] },
  { name: 'vocs-features', config: 'vocs.config.tsx', written: 'docsgen.config.tsx', dropped: ['vite.plugins'] },
  { name: 'vocs-tailwind3', config: 'vocs.config.ts', written: 'docsgen.config.ts', dropped: [] },
  { name: 'vocs-tailwind4', config: 'vocs.config.ts', written: 'docsgen.config.ts', dropped: [] },
];

describe('docsgen migrate on the Vocs fixtures', () => {
  for (const fixture of FIXTURES) {
    test(`${fixture.name}: the migrated config builds the same files, byte for byte, with no warning`, { timeout: 2 * BUILD_TIMEOUT_MS + 60_000 }, async () => {
      const work = await workFolder(fixture.name);
      const site = await copyFixture(fixture.name, work);
      const viaVocs = await docsgen(['build', site, '--out', join(work, 'out-vocs'), '--clean'], BUILD_TIMEOUT_MS);
      expect(viaVocs.code, viaVocs.stderr).toBe(0);

      const migrated = await docsgen(['migrate', site]);
      expect(migrated.code, migrated.stderr).toBe(0);
      expect(migrated.stderr).toBe('');
      expect(migrated.stdout).toMatch(new RegExp(`^Wrote .*${fixture.written.replace('.', '\\.')} from .*${fixture.config.replace('.', '\\.')}\\.\\n`));
      expect(migrated.stdout).toContain(`Remove ${relative(REPO_ROOT, join(site, fixture.config))}`);
      expect(droppedFields(migrated.stdout)).toEqual(fixture.dropped);
      // The Vocs build warned of those fields, and of nothing else.
      const warnings = viaVocs.stderr.split('\n').filter(Boolean);
      expect(warnings.map((line) => /^warning: [^:]+: ([^:]+):/.exec(line)?.[1])).toEqual(fixture.dropped);

      await rm(join(site, fixture.config));
      const viaDocsgen = await docsgen(['build', site, '--out', join(work, 'out-docsgen'), '--clean'], BUILD_TIMEOUT_MS);
      expect(viaDocsgen.code, viaDocsgen.stderr).toBe(0);
      expect(viaDocsgen.stderr).toBe('');
      const [vocsTree, docsgenTree] = await Promise.all([tree(join(work, 'out-vocs')), tree(join(work, 'out-docsgen'))]);
      expect(vocsTree.length).toBeGreaterThan(10);
      expect(docsgenTree).toEqual(vocsTree);
    });
  }

  test('the farcaster package.json: printed, then changed with --package-json', async () => {
    const work = await workFolder('package');
    const site = join(work, 'site');
    await mkdir(site);
    await writeFile(join(site, 'vocs.config.ts'), "import { defineConfig } from 'vocs'\nexport default defineConfig({ title: 'Pkg', rootDir: '.' })\n");
    const manifest = await readFile(join(REPO_ROOT, 'test/fixtures/vocs-farcaster/package.json'), 'utf8');
    await writeFile(join(site, 'package.json'), manifest);
    const printed = await docsgen(['migrate', site]);
    expect(printed.code, printed.stderr).toBe(0);
    expect(printed.stdout).toContain('(or run again with --package-json to make these changes):\n    ~ scripts.dev: "vocs dev" → "docsgen dev"\n    ~ scripts.build: "vocs build" → "docsgen build"\n    ~ scripts.preview: "vocs preview" → "docsgen preview"\n    - devDependencies.vocs: "1.0.13"\n    + devDependencies.docsgen: "^');
    expect(await readFile(join(site, 'package.json'), 'utf8')).toBe(manifest);

    const applied = await docsgen(['migrate', site, '--force', '--package-json']);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toContain('package.json changed:');
    const written = JSON.parse(await readFile(join(site, 'package.json'), 'utf8')) as { scripts: Record<string, string>; devDependencies: Record<string, string> };
    expect(written.scripts).toEqual({ dev: 'docsgen dev', build: 'docsgen build', preview: 'docsgen preview' });
    expect(written.devDependencies['vocs']).toBeUndefined();
    expect(written.devDependencies['docsgen']).toMatch(/^\^\d+\.\d+\.\d+/);
    expect(Object.keys(written.devDependencies)).toEqual([...Object.keys(written.devDependencies)].sort((a, b) => a.localeCompare(b)));
  });
});

describe('what docsgen migrate refuses, and how it says so', () => {
  test('a folder without a Vocs config', async () => {
    const site = await workFolder('none');
    await mkdir(join(site, 'pages'));
    await writeFile(join(site, 'pages/index.md'), '# Hi\n');
    const result = await docsgen(['migrate', site]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`no Vocs config in ${site}: docsgen migrate reads vocs.config.ts, vocs.config.tsx`);
    expect(result.stderr).toContain('hint: run it in the folder of vocs.config.*, or give that folder');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  test('a config that throws when it runs: its error, and nothing written', async () => {
    const site = await workFolder('throws');
    await writeFile(join(site, 'vocs.config.ts'), "import { defineConfig } from 'vocs'\nif (!process.env.DOCS_TOKEN_FOR_TEST) throw new Error('DOCS_TOKEN_FOR_TEST is not set')\nexport default defineConfig({ title: 'x' })\n");
    const result = await docsgen(['migrate', site]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('vocs.config.ts');
    expect(result.stderr).toContain('DOCS_TOKEN_FOR_TEST is not set');
    expect(result.stderr).not.toContain('internal error');
    expect(existsSync(join(site, 'docsgen.config.ts'))).toBe(false);
  });

  test('a default export that is not an object literal: the line, and what migrate reads', async () => {
    const site = await workFolder('shape');
    await writeFile(join(site, 'make.ts'), 'export const make = (title: string) => ({ title })\n');
    await writeFile(join(site, 'vocs.config.ts'), "import { make } from './make'\n\nexport default make('Made')\n");
    const result = await docsgen(['migrate', site]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${join(site, 'vocs.config.ts')}:3`);
    expect(result.stderr).toContain('the default export is not an object literal docsgen migrate can read');
    expect(result.stderr).toContain('hint: docsgen migrate reads `export default defineConfig({ … })`');
    expect(existsSync(join(site, 'docsgen.config.ts'))).toBe(false);
  });

  test('a docsgen config in the way is kept unless --force', async () => {
    const site = await workFolder('clobber');
    await writeFile(join(site, 'vocs.config.ts'), "import { defineConfig } from 'vocs'\nexport default defineConfig({ title: 'From Vocs', rootDir: '.' })\n");
    const mine = "import { defineConfig } from 'docsgen/config';\nexport default defineConfig({ title: 'Mine' });\n";
    await writeFile(join(site, 'docsgen.config.ts'), mine);
    const refused = await docsgen(['migrate', site]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`docsgen.config.ts already in ${site}: docsgen migrate does not write over a docsgen config`);
    expect(refused.stderr).toContain('hint: run it with --force');
    expect(await readFile(join(site, 'docsgen.config.ts'), 'utf8')).toBe(mine);

    const forced = await docsgen(['migrate', site, '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    const written = await readFile(join(site, 'docsgen.config.ts'), 'utf8');
    expect(written).toContain("title: 'From Vocs',");
    expect(existsSync(join(site, 'docsgen.config.ts.migrate-backup'))).toBe(false);
  });
});
