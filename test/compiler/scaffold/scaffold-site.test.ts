import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DocsgenError } from '../../../compiler/errors.js';
import {
  packageNameFromFolder,
  PLACEHOLDER_REPOSITORY,
  scaffoldSite,
  targetProblem,
  titleFromFolder,
} from '../../../compiler/scaffold/scaffold-site.js';
import { REPO_ROOT } from '../../support/paths.js';

const dirs: string[] = [];
function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docsgen-init-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

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
    const result = scaffoldSite({ dir, title: 'Acme "Widgets"' });
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
    const result = scaffoldSite({ dir: join(repo, 'website', 'docs'), title: 'Widgets' });
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
    expect((error as DocsgenError).kind).toBe('usage');
    expect(readdirSync(dir)).toEqual(['notes.txt']);
    expect(targetProblem(join(dir, 'notes.txt'))).toMatch(/is a file/);
    expect(targetProblem(join(dir, 'new'))).toBeUndefined();
  });

  it('refuses a title on several lines and a repository that is not a URL', () => {
    expect(() => scaffoldSite({ dir: join(temp(), 's'), title: 'a\nb' })).toThrow('one line of text');
    expect(() => scaffoldSite({ dir: join(temp(), 's'), title: 'A', repository: 'acme/widgets' })).toThrow('--repository must be an http(s) URL');
  });
});
