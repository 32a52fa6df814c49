// `docsgen init`: a new site from templates/site/ in an empty or new folder. It builds and passes
// `check-links` as written: a landing page, two guide pages (callouts, a code group, titled and
// type-checked code blocks, steps, an island), a config with sidebar, top nav, socials and edit
// link, a logo, .gitignore, package.json scripts, and a GitHub Actions workflow for Pages.
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { DocsgenError } from '../errors/docsgen-error.js';
import { PACKAGE_ROOT } from '../package-paths.js';
import { gitContext, parseGithubRemote } from './git-context.js';
import { installSource, type InstallSource } from './installed-from.js';
import { fillTemplate, markdownText, tsString, yamlString } from './template-text.js';
import { canonicalLang } from '../../config/defaults.js';
import { languageName } from '../../theme/shared/i18n/format.js';

export const TEMPLATE_DIR = join(PACKAGE_ROOT, 'templates', 'site');
/** Written when no GitHub repository is known: obviously a placeholder, and a valid URL. */
export const PLACEHOLDER_REPOSITORY = 'https://github.com/your-name/your-repository';

export interface ScaffoldOptions {
  /** The new site's folder: absent or empty. */
  dir: string;
  title: string;
  /** https://github.com/<owner>/<repo>; default: the git origin remote's, if on GitHub. */
  repository?: string;
  /** The site's languages (BCP 47 tags), the root locale's first: `['en', 'fr']`. Default: English only. */
  locales?: string[];
  /** Where the site installs docsgen from; default: where this docsgen was installed from (installed-from.ts). */
  docsgenFrom?: InstallSource;
}

export interface ScaffoldResult {
  dir: string;
  /** Every file written, absolute. */
  files: string[];
  /** The GitHub Pages workflow, or undefined when one was already at that path (left as it was). */
  workflow?: string;
  /** Things the user should know: a placeholder to replace, a workflow not written. */
  notes: string[];
}

/** What `docsgen init` writes besides the template files, from docsgen's own manifest. */
interface Manifest {
  version: string;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
}

/** A title from a folder name: "my-docs" → "My Docs". */
export function titleFromFolder(dir: string): string {
  const words = basename(resolve(dir)).split(/[-_.\s]+/).filter(Boolean);
  if (words.length === 0) return 'Docs';
  return words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');
}

/** A valid npm package name from a folder name. */
export function packageNameFromFolder(dir: string): string {
  const name = basename(resolve(dir))
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[._~-]+|[-.]+$/g, '')
    .slice(0, 214);
  return name || 'docs';
}

/**
 * Why `dir` cannot take a new site, or undefined when it can: a file, a folder that is not empty, a
 * link to nothing, or a path under a file.
 */
export function targetProblem(dir: string): string | undefined {
  let stats: Stats;
  try {
    stats = lstatSync(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') return `${dir} cannot be read (${describeFsError(error)})`;
    // It will be made, and the folders above it: the nearest that exists must be a folder.
    let above = dirname(dir);
    while (!existsSync(above) && dirname(above) !== above) above = dirname(above);
    return statSync(above).isDirectory() ? undefined : `${above} is a file: no folder can be made in it`;
  }
  if (stats.isSymbolicLink()) {
    if (!existsSync(dir)) return `${dir} is a symbolic link to ${readlinkSync(dir)}, which does not exist`;
    stats = statSync(dir);
  }
  if (!stats.isDirectory()) return `${dir} is a file, not a folder`;
  const entries = readdirSync(dir);
  if (entries.length === 0) return undefined;
  const shown = entries.slice(0, 3).join(', ') + (entries.length > 3 ? ', …' : '');
  return `${dir} is not empty (${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}: ${shown})`;
}

/** A file system error in a few words: what the user can act on. */
function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EROFS') return 'a read-only file system';
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'no space left on the disk';
  if (code === 'ENOTDIR') return 'a file is in the way';
  return error instanceof Error ? error.message : String(error);
}

export function scaffoldSite(options: ScaffoldOptions): ScaffoldResult {
  const dir = resolve(options.dir);
  const problem = targetProblem(dir);
  if (problem) {
    const occupied = problem.endsWith('not a folder') || problem.includes(' is not empty ');
    throw new DocsgenError('InitRefused', occupied ? `${problem}; docsgen init never writes over files` : problem, {
      hint: occupied ? 'choose a new folder, e.g. `docsgen init my-docs`, or empty this one first' : 'choose another folder, e.g. `docsgen init my-docs`',
    });
  }
  const title = options.title.trim();
  if (!title || /[\r\n]/.test(title)) throw new DocsgenError('InvalidArguments', 'the site title must be one line of text', { hint: 'e.g. --title "My Project"' });

  const from = options.docsgenFrom ?? installSource(PACKAGE_ROOT);
  const git = gitContext(dir);
  const repository = webAddress(options.repository ?? git.githubUrl ?? PLACEHOLDER_REPOSITORY);
  if (!repository) {
    throw new DocsgenError('InvalidArguments', `--repository must be the repository's address, not ${JSON.stringify(options.repository)}`, {
      hint: 'e.g. https://github.com/you/project, or git@github.com:you/project.git as git clones it',
    });
  }
  const github = parseGithubRemote(repository);
  // Inside a repository whose root is above the site, the workflow goes to the root's .github/
  // (the only one GitHub reads) and runs in the site's folder.
  const nested = git.root !== undefined && resolve(git.root) !== dir;
  const sitePath = nested ? relative(git.root!, dir).split(sep).join('/') + '/' : '';
  const workflowFile = nested ? join(git.root!, '.github', 'workflows', 'docs.yml') : join(dir, '.github', 'workflows', 'deploy.yml');
  const known = repository !== PLACEHOLDER_REPOSITORY;
  const locales = siteLocales(options.locales ?? ['en']);
  const description = `The documentation of ${title}.`;
  const values: Record<string, string> = {
    'title.ts': tsString(title),
    'title.yaml': yamlString(title),
    'title.md': markdownText(title),
    'description.ts': tsString(description),
    'description.yaml': yamlString(description),
    'repository.ts': tsString(repository),
    'baseUrl.line': github && known ? `baseUrl: ${tsString(`https://${github.owner.toLowerCase()}.github.io`)},` : "// baseUrl: 'https://docs.example.com',",
    'workflow.md': existsSync(workflowFile)
      ? ''
      : `${nested ? `\`.github/workflows/docs.yml\`, at the repository's root,` : '`.github/workflows/deploy.yml`'} publishes the site on GitHub Pages on every push. It keeps docsgen's cache between runs: give the repository a secret named \`DOCSGEN_CACHE_SECRET\` (the output of \`openssl rand -hex 32\`) and each run builds only the pages that changed; without it every run builds them all.`,
    branch: git.branch ?? 'main',
    sitePath,
    workingDirectory: sitePath ? sitePath.slice(0, -1) : '.',
    'locales.block': localesBlock(locales),
  };

  const files: string[] = [];
  /** The first folder each mkdir made (the others are inside it), to take back on failure. */
  const made: string[] = [];
  const makeFolder = (folder: string) => {
    let first: string | undefined;
    try {
      first = mkdirSync(folder, { recursive: true });
    } catch (error) {
      // A recursive mkdir says ENOENT where the folder above refuses it (read-only, say): asked
      // alone, the folder says why.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      let top = folder;
      while (!existsSync(dirname(top)) && dirname(top) !== top) top = dirname(top);
      mkdirSync(top);
      made.push(top);
      first = mkdirSync(folder, { recursive: true });
    }
    if (first !== undefined) made.push(first);
  };
  const write = (file: string, text: string) => {
    makeFolder(dirname(file));
    writeFileSync(file, text, { flag: 'wx' });
    files.push(file);
  };
  const notes: string[] = [];
  let workflow: string | undefined;
  try {
    makeFolder(dir);
    for (const file of templateFiles(TEMPLATE_DIR)) {
      const text = fillTemplate(readFileSync(join(TEMPLATE_DIR, file), 'utf8'), values, file);
      if (file.startsWith('github/')) {
        if (existsSync(workflowFile)) notes.push(`${workflowFile} exists already: no GitHub Pages workflow was written`);
        else write((workflow = workflowFile), text);
      } else {
        write(join(dir, file === 'gitignore' ? '.gitignore' : file), text);
      }
    }
    write(join(dir, 'package.json'), packageJson(packageNameFromFolder(dir), readManifest(), docsgenDependency(dir, from)));
  } catch (error) {
    // Never a half-made site: take back what was written, and only that (a folder that was there
    // stays, with what it held).
    for (const file of files) rmSync(file, { force: true });
    for (const folder of made.reverse()) rmSync(folder, { recursive: true, force: true });
    if (error instanceof DocsgenError || !(error as NodeJS.ErrnoException).code) throw error;
    const path = (error as NodeJS.ErrnoException).path;
    throw new DocsgenError('InitRefused', `cannot write the new site in ${dir}: ${path && path !== dir ? `${path}: ` : ''}${describeFsError(error)}; nothing was left behind`, {
      hint: 'choose a folder you can write to, e.g. `docsgen init my-docs` in your home folder',
      cause: error,
    });
  }
  if (!known) notes.push(`set \`repository\` in docsgen.config.ts to your repository's address (it is a placeholder: ${PLACEHOLDER_REPOSITORY})`);
  if (from.kind === 'file') {
    notes.push(
      `docsgen is not from the npm registry here: the site's package.json installs it from ${from.path}, as this one was; the GitHub workflow's \`npm ci\` needs it too (keep the tarball in the repository, or name a published version)`,
    );
  }
  for (const locale of locales.slice(1)) {
    notes.push(`pages/${locale.key}/ holds the ${locale.name} pages: until a page is translated there, the ${locales[0]!.name} one is shown at its ${locale.name} address, with a notice`);
  }
  return { dir, files, workflow, notes };
}

/** A language of a new site: its tag, the folder and URL segment of its pages (the root's has none), its name in English. */
interface SiteLocale {
  lang: string;
  key: string;
  name: string;
}

/** `--locales en,fr`: the languages as locales, the first at the root; every tag checked. */
export function siteLocales(tags: readonly string[]): SiteLocale[] {
  const locales: SiteLocale[] = [];
  for (const [index, tag] of tags.map((tag) => tag.trim()).filter(Boolean).entries()) {
    const lang = canonicalLang(tag);
    if (lang === undefined || !/^[A-Za-z0-9-]+$/.test(lang)) {
      throw new DocsgenError('InvalidArguments', `--locales: ${JSON.stringify(tag)} is not a language tag`, { hint: 'e.g. --locales en,fr,pt-BR (the first is the language of the pages at the top of pages/)' });
    }
    const key = index === 0 ? 'root' : lang.toLowerCase();
    if (locales.some((locale) => locale.lang.toLowerCase() === lang.toLowerCase())) throw new DocsgenError('InvalidArguments', `--locales names ${lang} twice`);
    locales.push({ lang, key, name: languageName(lang, 'en') });
  }
  if (locales.length === 0) throw new DocsgenError('InvalidArguments', '--locales names no language', { hint: 'e.g. --locales en,fr' });
  return locales;
}

/** The config's `locales` for a new site: a hint for a site in English only. */
function localesBlock(locales: readonly SiteLocale[]): string {
  if (locales.length === 1 && locales[0]!.lang === 'en') {
    return "// In several languages: locales: { root: { lang: 'en' }, fr: { lang: 'fr' } } (pages/fr/ holds the French pages).";
  }
  const entries = locales.map((locale) => `    ${locale.key === 'root' || /^[a-z]+$/.test(locale.key) ? locale.key : tsString(locale.key)}: { lang: ${tsString(locale.lang)} },`);
  const comment = locales.length > 1 ? `// The site's languages: the ${locales[0]!.name} pages are at the top of pages/, each other language's in pages/<key>/.` : `// The site's language.`;
  return [comment, '  locales: {', ...entries, '  },'].join('\n');
}

/**
 * A repository's web address from what a user or git gives: an http(s) URL as it is, the SSH forms
 * git clones (`git@github.com:you/project.git`, `ssh://git@host/you/project`) as the https address
 * of the same repository; undefined for anything else.
 */
export function webAddress(given: string): string | undefined {
  const text = given.trim().replace(/\/+$/, '');
  if (/^https?:\/\/[^\s/]+/.test(text)) return text;
  const ssh = /^(?:ssh:\/\/)?[\w.-]+@([\w.-]+)(?::\d+)?[:/]([\w.~/-]+?)(?:\.git)?$/.exec(text);
  return ssh ? `https://${ssh[1]}/${ssh[2]!.replace(/^\/+/, '')}` : undefined;
}

/** Template files relative to the template folder, with '/' separators, sorted. */
function templateFiles(root: string, prefix = ''): string[] {
  return readdirSync(join(root, prefix), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? templateFiles(root, `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]))
    .sort();
}

function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as Manifest;
}

/**
 * How the site at `dir` names docsgen: the version range when docsgen came from the registry, else
 * what it came from (a tarball or folder as a path from the site, so `npm install` finds it).
 */
function docsgenDependency(dir: string, from: InstallSource): string | undefined {
  if (from.kind === 'registry') return undefined;
  if (from.kind === 'spec') return from.spec;
  const path = relative(dir, from.path).split(sep).join('/');
  return `file:${path === '' ? '.' : path}`;
}

/** The site's package.json: the four commands, and what building needs (all of it at build time). */
export function packageJson(name: string, manifest: Manifest, docsgen = `^${manifest.version}`): string {
  const pkg = {
    name,
    private: true,
    type: 'module',
    scripts: {
      dev: 'docsgen dev',
      build: 'docsgen build',
      preview: 'docsgen preview',
      'check-links': 'docsgen check-links',
      typecheck: 'tsc --noEmit',
    },
    devDependencies: {
      '@types/react': manifest.dependencies['@types/react'],
      docsgen,
      react: manifest.peerDependencies['react'],
      'react-dom': manifest.peerDependencies['react-dom'],
      typescript: manifest.dependencies['typescript'],
    },
  };
  return JSON.stringify(pkg, null, 2) + '\n';
}
