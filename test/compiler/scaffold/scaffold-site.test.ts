import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocsgenError } from '../../../compiler/errors/docsgen-error.js';
import {
  packageNameFromFolder,
  PLACEHOLDER_REPOSITORY,
  scaffoldSite,
  targetProblem,
  titleFromFolder,
  webAddress,
} from '../../../compiler/scaffold/scaffold-site.js';
import { installSource } from '../../../compiler/scaffold/installed-from.js';
import { REPO_ROOT } from '../../support/paths.js';
import { tempDir } from '../../support/temp-dir.js';

function temp(): string {
  return tempDir('docsgen-init-', { in: 'system' });
}

function git(cwd: string, ...args: string[]) {
  execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], { cwd, stdio: 'ignore' });
}

describe('names from the folder', () => {
  it('makes a title and a package name', () => {
    expect(titleFromFolder('/x/my-docs')).toBe('My Docs');
    expect(titleFromFolder('/x/api_reference.site')).toBe('Api Reference Site');
    expect(packageNameFromFolder('/x/My Docs!')).toBe('my-docs');
    expect(packageNameFromFolder('/x/.hidden')).toBe('hidden');
    expect(packageNameFromFolder('/x/___')).toBe('docs');
  });
});

describe('scaffoldSite', () => {
  it('writes the template with the title filled in everywhere, and a package.json with the four scripts', () => {
    const dir = join(temp(), 'site');
    const result = scaffoldSite({ dir, title: 'Acme "Widgets"', docsgenFrom: { kind: 'registry' } });
    const files = readdirSync(dir, { recursive: true }).map(String).sort();
    expect(files).toEqual(
      expect.arrayContaining(['.gitignore', '.github/workflows/deploy.yml', 'components/Counter.island.tsx', 'docsgen.config.ts', 'package.json', 'pages/index.mdx', 'public/logo.svg', 'styles.css', 'tsconfig.json']),
    );
    expect(files).not.toContain('gitignore');
    expect(files.some((file) => file.startsWith('github'))).toBe(false);
    for (const file of result.files) expect(readFileSync(file, 'utf8'), file).not.toMatch(/%%\w/);
    expect(readFileSync(join(dir, 'docsgen.config.ts'), 'utf8')).toContain(`title: 'Acme "Widgets"',`);
    expect(readFileSync(join(dir, 'pages/index.mdx'), 'utf8')).toContain('title: "Acme \\"Widgets\\""');
    expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toMatch(/^dist\/$/m);
    expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toMatch(/^\.docsgen-cache\/$/m);

    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; scripts: Record<string, string>; devDependencies: Record<string, string> };
    const ours = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(pkg.name).toBe('site');
    expect(pkg.scripts).toMatchObject({ dev: 'docsgen dev', build: 'docsgen build', preview: 'docsgen preview', 'check-links': 'docsgen check-links' });
    expect(pkg.devDependencies['docsgen']).toBe(`^${ours.version}`);
    expect(Object.keys(pkg.devDependencies).sort()).toEqual(['@types/react', 'docsgen', 'react', 'react-dom', 'typescript']);

    // Outside a repository: a placeholder repository, said so, and no guessed baseUrl.
    expect(result.notes.join('\n')).toContain(PLACEHOLDER_REPOSITORY);
    const config = readFileSync(join(dir, 'docsgen.config.ts'), 'utf8');
    expect(config).toContain(`const repository = '${PLACEHOLDER_REPOSITORY}';`);
    expect(config).toContain("// baseUrl: 'https://docs.example.com',");
    const workflow = readFileSync(join(dir, '.github/workflows/deploy.yml'), 'utf8');
    expect(workflow).toContain('working-directory: .\n');
    expect(workflow).toContain('path: dist\n');
    expect(workflow).toContain('branches: [main]');
    expect(workflow).toContain('npm run build -- --base "${{ steps.pages.outputs.base_path }}"');
  });

  it('takes the repository, branch and Pages address from git, and puts the workflow at the root of a repository above the site', () => {
    const repo = temp();
    git(repo, 'init', '--quiet', '--initial-branch', 'trunk');
    git(repo, 'remote', 'add', 'origin', 'git@github.com:Acme/widgets.git');
    const result = scaffoldSite({ dir: join(repo, 'website', 'docs'), title: 'Widgets', docsgenFrom: { kind: 'registry' } });
    expect(result.workflow).toBe(join(repo, '.github/workflows/docs.yml'));
    expect(existsSync(join(repo, 'website/docs/.github'))).toBe(false);
    const workflow = readFileSync(result.workflow!, 'utf8');
    expect(workflow).toContain('working-directory: website/docs\n');
    expect(workflow).toContain('cache-dependency-path: website/docs/package-lock.json');
    expect(workflow).toContain('path: website/docs/dist\n');
    expect(workflow).toContain('branches: [trunk]');
    const config = readFileSync(join(repo, 'website/docs/docsgen.config.ts'), 'utf8');
    expect(config).toContain("const repository = 'https://github.com/Acme/widgets';");
    expect(config).toContain("baseUrl: 'https://acme.github.io',");
    expect(config).toContain('`${repository}/edit/trunk/website/docs/pages/:path`');
    expect(result.notes).toEqual([]);
  });

  it('leaves an existing workflow alone and says so', () => {
    const repo = temp();
    git(repo, 'init', '--quiet');
    mkdirSync(join(repo, '.github/workflows'), { recursive: true });
    writeFileSync(join(repo, '.github/workflows/docs.yml'), 'mine');
    const result = scaffoldSite({ dir: join(repo, 'docs'), title: 'Docs', repository: 'https://github.com/a/b' });
    expect(result.workflow).toBeUndefined();
    expect(readFileSync(join(repo, '.github/workflows/docs.yml'), 'utf8')).toBe('mine');
    expect(result.notes.join('\n')).toContain('docs.yml exists already');
  });

  it('refuses a folder that is not empty (exit 2), writing nothing', () => {
    const dir = temp();
    writeFileSync(join(dir, 'notes.txt'), 'keep me');
    expect(targetProblem(dir)).toMatch(/is not empty \(1 entry: notes\.txt\)/);
    let error: unknown;
    try {
      scaffoldSite({ dir, title: 'Docs' });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(DocsgenError);
    expect((error as DocsgenError).code).toBe('InitRefused');
    expect((error as DocsgenError).kind).toBe('usage');
    expect(readdirSync(dir)).toEqual(['notes.txt']);
    expect(targetProblem(join(dir, 'notes.txt'))).toMatch(/is a file/);
    expect(targetProblem(join(dir, 'new'))).toBeUndefined();
  });

  it('names docsgen as it was installed: the registry version, or the tarball or folder it came from, as a path from the site', () => {
    const names = (from: Parameters<typeof scaffoldSite>[0]['docsgenFrom']) => {
      const dir = join(temp(), 'site');
      const result = scaffoldSite({ dir, title: 'A', docsgenFrom: from });
      return { spec: (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies['docsgen'], notes: result.notes, dir };
    };
    const tarball = names({ kind: 'file', path: '/somewhere/docsgen-0.1.0.tgz' });
    expect(tarball.spec).toBe(`file:${relative(tarball.dir, '/somewhere/docsgen-0.1.0.tgz')}`);
    expect(tarball.notes.join('\n')).toContain("docsgen is not from the npm registry here: the site's package.json installs it from /somewhere/docsgen-0.1.0.tgz");
    expect(names({ kind: 'spec', spec: 'github:me/docsgen#v1' }).spec).toBe('github:me/docsgen#v1');
    const registry = names({ kind: 'registry' });
    expect(registry.spec).toMatch(/^\^\d+\.\d+\.\d+/);
    expect(registry.notes.join('\n')).not.toContain('npm registry');
  });

  it('finds how a docsgen was installed from the project that installed it', () => {
    const project = temp();
    const root = join(project, 'node_modules', 'docsgen');
    mkdirSync(root, { recursive: true });
    const lock = (resolved: string) => writeFileSync(join(project, 'node_modules/.package-lock.json'), JSON.stringify({ packages: { 'node_modules/docsgen': { resolved } } }));
    lock('file:docsgen-0.1.0.tgz');
    expect(installSource(root)).toEqual({ kind: 'file', path: join(project, 'docsgen-0.1.0.tgz') });
    lock('https://registry.npmjs.org/docsgen/-/docsgen-0.1.0.tgz');
    expect(installSource(root)).toEqual({ kind: 'registry' });
    lock('git+ssh://git@github.com/me/docsgen.git#abc');
    expect(installSource(root)).toEqual({ kind: 'spec', spec: 'git+ssh://git@github.com/me/docsgen.git#abc' });
    // No lockfile: what the project asked for.
    rmSync(join(project, 'node_modules/.package-lock.json'));
    writeFileSync(join(project, 'package.json'), JSON.stringify({ devDependencies: { docsgen: 'file:../tarballs/docsgen.tgz' } }));
    expect(installSource(root)).toEqual({ kind: 'file', path: join(project, '../tarballs/docsgen.tgz') });
    writeFileSync(join(project, 'package.json'), JSON.stringify({ dependencies: { docsgen: '^0.1.0' } }));
    expect(installSource(root)).toEqual({ kind: 'registry' });
    // Run from a folder of its own (a source checkout).
    expect(installSource(REPO_ROOT)).toEqual({ kind: 'file', path: REPO_ROOT });
  });

  it('refuses a title on several lines and a repository that is not an address', () => {
    expect(() => scaffoldSite({ dir: join(temp(), 's'), title: 'a\nb' })).toThrow('one line of text');
    expect(() => scaffoldSite({ dir: join(temp(), 's'), title: 'A', repository: 'acme/widgets' })).toThrow(
      '--repository must be the repository\'s address, not "acme/widgets"',
    );
  });

  it('takes --repository in the SSH forms git clones, as the https address of the same repository', () => {
    expect(webAddress('git@github.com:me/x.git')).toBe('https://github.com/me/x');
    expect(webAddress('ssh://git@github.com/me/x.git')).toBe('https://github.com/me/x');
    expect(webAddress('ssh://git@gitlab.example.com:2222/group/sub/x.git')).toBe('https://gitlab.example.com/group/sub/x');
    expect(webAddress('https://github.com/me/x/')).toBe('https://github.com/me/x');
    expect(webAddress('me/x')).toBeUndefined();
    const dir = join(temp(), 'site');
    scaffoldSite({ dir, title: 'X', repository: 'git@github.com:Me/x.git' });
    const config = readFileSync(join(dir, 'docsgen.config.ts'), 'utf8');
    expect(config).toContain("const repository = 'https://github.com/Me/x';");
    expect(config).toContain("baseUrl: 'https://me.github.io',");
  });

  it("names in the site's README the workflow it wrote: deploy.yml beside the site, docs.yml at the root of a repository above it", () => {
    const alone = join(temp(), 'site');
    scaffoldSite({ dir: alone, title: 'A', repository: 'https://github.com/a/b' });
    expect(readFileSync(join(alone, 'README.md'), 'utf8')).toContain('`.github/workflows/deploy.yml` publishes the site on GitHub Pages on every push.');
    const repo = temp();
    git(repo, 'init', '--quiet');
    scaffoldSite({ dir: join(repo, 'docs'), title: 'A', repository: 'https://github.com/a/b' });
    const readme = readFileSync(join(repo, 'docs/README.md'), 'utf8');
    expect(readme).toContain("`.github/workflows/docs.yml`, at the repository's root, publishes the site");
    expect(readme).toContain('DOCSGEN_CACHE_SECRET');
    expect(readme).not.toContain('deploy.yml');
  });

  it('never deletes what was there: a link to nothing, a path under a file, a folder it could not fill', () => {
    const dir = temp();
    symlinkSync(join(dir, 'nowhere'), join(dir, 'dangling'));
    writeFileSync(join(dir, 'a-file'), 'keep me');
    expect(targetProblem(join(dir, 'dangling'))).toBe(`${join(dir, 'dangling')} is a symbolic link to ${join(dir, 'nowhere')}, which does not exist`);
    expect(targetProblem(join(dir, 'a-file', 'deeper', 'site'))).toBe(`${join(dir, 'a-file')} is a file: no folder can be made in it`);
    for (const target of ['dangling', 'a-file/deeper/site']) {
      expect(() => scaffoldSite({ dir: join(dir, target), title: 'A' })).toThrow(expect.objectContaining({ code: 'InitRefused', kind: 'usage' }));
    }
    expect(readdirSync(dir).sort()).toEqual(['a-file', 'dangling']);
    expect(lstatSync(join(dir, 'dangling')).isSymbolicLink()).toBe(true);
    // A link to an empty folder is a folder: filled, and the link kept.
    mkdirSync(join(dir, 'real'));
    symlinkSync(join(dir, 'real'), join(dir, 'linked'));
    scaffoldSite({ dir: join(dir, 'linked'), title: 'A' });
    expect(readdirSync(join(dir, 'real'))).toContain('package.json');
  });
});
