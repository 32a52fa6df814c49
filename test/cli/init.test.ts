// `docsgen init` as a user runs it: with flags (CI), and on a terminal, where it asks for the
// folder and the title. The terminal is a real pseudo-terminal (util-linux `script`), fed answers
// the way a fast typist or a paste would: before each question is asked.
import { mkdir, mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, REPO_ROOT } from '../support/paths.js';
import { runProcess } from '../support/process.js';
import { buildSite, cliEnvironment } from '../support/site.js';
import { errorReference } from '../../compiler/errors/docsgen-error.js';

const CLI = join(REPO_ROOT, 'bin/docsgen.mjs');
const dirs: string[] = [];
async function cwd(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-init-cli-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const init = (dir: string, ...args: string[]) => runProcess(process.execPath, [CLI, 'init', ...args], { cwd: dir, env: cliEnvironment() });

/** Runs `docsgen init` on a terminal with `input` typed into it. */
function onTerminal(dir: string, input: string) {
  const command = `printf '%s' '${input.replace(/'/g, "'\\''")}' | script -qec '${process.execPath} ${CLI} init' /dev/null`;
  return runProcess('sh', ['-c', command], { cwd: dir, env: cliEnvironment({ CI: undefined }), timeout: 60_000, killSignal: 'SIGKILL' });
}

describe('docsgen init', () => {
  it('with --yes or in CI asks nothing: the folder is docs/ and the title comes from it', async () => {
    const dir = await cwd();
    const result = await init(dir, '--yes');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Created Docs in docs/ (12 files).');
    expect(result.stdout).toContain('Next:\n  cd docs\n  npm install\n  npm run dev');
    expect(await readFile(join(dir, 'docs/docsgen.config.ts'), 'utf8')).toContain("title: 'Docs',");
  });

  it('takes the folder and --title from the command line', async () => {
    const dir = await cwd();
    const result = await init(dir, 'handbook', '--title', 'The Handbook', '--repository', 'https://github.com/acme/handbook');
    expect(result.code, result.stderr).toBe(0);
    const config = await readFile(join(dir, 'handbook/docsgen.config.ts'), 'utf8');
    expect(config).toContain("title: 'The Handbook',");
    expect(config).toContain("const repository = 'https://github.com/acme/handbook';");
    expect(config).toContain("baseUrl: 'https://acme.github.io',");
    // The one note: this docsgen runs from its source folder, which the site's package.json names.
    expect(result.stdout.match(/^Note: .*/gm)).toEqual([
      `Note: docsgen is not from the npm registry here: the site's package.json installs it from ${REPO_ROOT.replace(/\/$/, '')}, as this one was; the GitHub workflow's \`npm ci\` needs it too (keep the tarball in the repository, or name a published version).`,
    ]);
    const manifest = JSON.parse(await readFile(join(dir, 'handbook/package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    expect(manifest.devDependencies['docsgen']).toBe(`file:${relative(join(dir, 'handbook'), REPO_ROOT)}`);
  });

  it('refuses a folder that is not empty with exit 2 and leaves it as it was', async () => {
    const dir = await cwd();
    await writeFile(join(dir, 'README.md'), 'mine');
    const result = await init(dir, '.');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${errorReference('InitRefused')}`);
    expect(result.stderr).toContain('(1 entry: README.md)');
    expect(result.stderr).toContain('hint: choose a new folder');
    expect(await readdir(dir)).toEqual(['README.md']);
  });

  it('never deletes what was there, never exit 70: a link to nothing or a path under a file is exit 2 naming it, and all is as it was', async () => {
    const dir = await cwd();
    await symlink(join(dir, 'nowhere'), join(dir, 'dangling'));
    await writeFile(join(dir, 'a-file'), 'keep me');
    const dangling = await init(dir, 'dangling', '--yes');
    expect(dangling.code, dangling.stderr).toBe(2);
    expect(dangling.stderr).toBe(`${join(dir, 'dangling')} is a symbolic link to ${join(dir, 'nowhere')}, which does not exist\nhint: choose another folder, e.g. \`docsgen init my-docs\`\n${errorReference('InitRefused')}\n`);
    const underFile = await init(dir, 'a-file/deeper/site', '--yes');
    expect(underFile.code, underFile.stderr).toBe(2);
    expect(underFile.stderr).toBe(`${join(dir, 'a-file')} is a file: no folder can be made in it\nhint: choose another folder, e.g. \`docsgen init my-docs\`\n${errorReference('InitRefused')}\n`);
    expect((await readdir(dir)).sort()).toEqual(['a-file', 'dangling']);
    expect(await readlink(join(dir, 'dangling'))).toBe(join(dir, 'nowhere'));
    expect(await readFile(join(dir, 'a-file'), 'utf8')).toBe('keep me');
  });

  it('takes --repository in the SSH form git clones, as the https address', async () => {
    const dir = await cwd();
    const result = await init(dir, 'site', '--yes', '--repository', 'git@github.com:me/x.git');
    expect(result.code, result.stderr).toBe(0);
    const config = await readFile(join(dir, 'site/docsgen.config.ts'), 'utf8');
    expect(config).toContain("const repository = 'https://github.com/me/x';");
    expect(config).toContain("baseUrl: 'https://me.github.io',");
  });

  it('asks for the folder and the title on a terminal, again when a folder is taken', async () => {
    const dir = await cwd();
    await mkdir(join(dir, 'taken'));
    await writeFile(join(dir, 'taken/x'), '');
    const result = await onTerminal(dir, 'taken\nguide\nField Guide\n');
    expect(result.code, result.stdout).toBe(0);
    expect(result.stdout).toContain('Folder for the site (docs): ');
    expect(result.stdout).toMatch(/taken is not empty/);
    expect(result.stdout).toContain('Site title (Guide): ');
    expect(result.stdout).toContain('Created Field Guide in guide/');
    expect(await readFile(join(dir, 'guide/docsgen.config.ts'), 'utf8')).toContain("title: 'Field Guide',");
  });

  it('takes the defaults on Enter, and writes nothing when cancelled with Ctrl+D', async () => {
    const dir = await cwd();
    const defaults = await onTerminal(dir, '\n\n');
    expect(defaults.code, defaults.stdout).toBe(0);
    expect(defaults.stdout).toContain('Created Docs in docs/');
    const cancelled = await onTerminal(dir, 'other\n\u0004');
    expect(cancelled.code).toBe(2);
    expect(cancelled.stdout).toContain('cancelled: nothing was written');
    expect((await readdir(dir)).sort()).toEqual(['docs']);
  });
});

describe('docsgen init --locales', () => {
  it('makes a site in several languages that builds and passes check-links', async () => {
    // Under the repository, as copyFixture does, so the site resolves docsgen and React from it.
    const parent = join(ARTIFACTS_DIR, 'fixtures');
    await mkdir(parent, { recursive: true });
    const dir = await mkdtemp(join(parent, 'init-locales-'));
    dirs.push(dir);
    // Not in the clone's git repository: init would write its Pages workflow at the clone's root.
    const result = await runProcess(process.execPath, [CLI, 'init', 'site', '--title', 'Polyglot', '--locales', 'en,fr,pt-BR'], {
      cwd: dir,
      env: cliEnvironment({ GIT_CEILING_DIRECTORIES: parent }),
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Note: pages/fr/ holds the French pages: until a page is translated there, the English one is shown at its French address, with a notice.');
    const config = await readFile(join(dir, 'site/docsgen.config.ts'), 'utf8');
    expect(config).toContain("  locales: {\n    root: { lang: 'en' },\n    fr: { lang: 'fr' },\n    'pt-br': { lang: 'pt-BR' },\n  },");

    const site = join(dir, 'site');
    const build = await buildSite(site);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const home = await readFile(join(build.outDir, 'fr/index.html'), 'utf8');
    expect(home).toMatch(/^<!DOCTYPE html><html lang="fr" dir="ltr"/);
    expect(home).toContain('Cette page n’est pas encore traduite : elle est affichée en anglais.');
    const links = await runProcess(process.execPath, [CLI, 'check-links', site], { cwd: REPO_ROOT, env: cliEnvironment() });
    expect(links.code, links.stdout + links.stderr).toBe(0);
  });

  it('refuses what is not a language tag (exit 2)', async () => {
    const dir = await cwd();
    const result = await init(dir, 'site', '--locales', 'en,not a tag');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${errorReference('InvalidArguments')}`);
    expect(result.stderr).toContain('"not a tag"');
    expect(await readdir(dir)).toEqual([]);
  });
});
