// A site's styles.css as it goes into the one stylesheet, through the tools it was written for:
// - the site's PostCSS config (postcss.config.*), when it has one: its plugins run on the file, as
//   Vite runs them (Tailwind v3's `@tailwind` directives with the site's tailwind.config, and
//   autoprefixer, in Vocs 1.0 alphas);
// - else Tailwind v4, when the file imports it (`@import "tailwindcss"`, as Vocs 1.x sites do):
//   compiled by Tailwind's own compiler (@tailwindcss/node) with the class names its scanner
//   (@tailwindcss/oxide) finds in the site's files.
// The packages are the site's (Node resolves them from its folder; a Vocs site has Tailwind v4
// through vocs' own dependencies), or else docsgen's when it has them. What the result read is
// returned as dependencies, so a cached stylesheet is rebuilt when a page gains a class.
//
// Tailwind v3 and PostCSS plugins read their config and content globs relative to the working
// folder, so that pass runs in a Node process of its own, started in the site's folder.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { textHash, namesHash, type Dependency } from '../store/dependencies.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { PACKAGE_ROOT } from '../package-paths.js';

const POSTCSS_CONFIGS = ['postcss.config.js', 'postcss.config.cjs', 'postcss.config.mjs', 'postcss.config.json', '.postcssrc.json'];
const TAILWIND_V4_IMPORT = /@import\s+(?:url\(\s*)?["']tailwindcss(?:\/[^"']*)?["']/;
const TAILWIND_V3_DIRECTIVE = /@tailwind\s+(?:base|components|utilities|variants)\b/;

export interface ProcessedStyles {
  css: string;
  /** Files and folders the result depends on besides styles.css itself. */
  deps: Dependency[];
  /** Which tool made it, for messages. */
  tool: 'postcss' | 'tailwind';
}

/**
 * styles.css of the site processed as its tools would, or undefined when it needs none (plain
 * CSS, the common case: nothing is loaded). `folders`: where a PostCSS config may be, nearest
 * first (the site's folder, then the config's).
 */
export async function processSiteStyles(file: string, folders: readonly string[]): Promise<ProcessedStyles | undefined> {
  const css = readFileSync(file, 'utf8');
  const postcssConfig = folders.flatMap((folder) => POSTCSS_CONFIGS.map((name) => join(folder, name))).find((path) => existsSync(path));
  if (postcssConfig) return runPostcss(file, postcssConfig);
  if (TAILWIND_V4_IMPORT.test(css)) return compileTailwind(file, css);
  if (TAILWIND_V3_DIRECTIVE.test(css)) {
    throw new DocsgenError('StylesheetFailed', `${file} uses Tailwind v3's @tailwind directives, and the site has no PostCSS config to run them`, {
      location: { file },
      hint: 'add a postcss.config.js with { plugins: { tailwindcss: {}, autoprefixer: {} } } beside it, or move to Tailwind v4: @import "tailwindcss";',
    });
  }
  return undefined;
}

/** A package as the site would import it, else as docsgen would. */
function resolvePackage(name: string, from: string): string {
  for (const base of [from, PACKAGE_ROOT]) {
    try {
      return createRequire(join(base, 'noop.js')).resolve(name);
    } catch {
      // Not there: the next place.
    }
  }
  throw new DocsgenError('PackageNotInstalled', `${name} is not installed, and the site's styles need it`, {
    hint: `npm install --save-dev ${name.startsWith('@tailwindcss/') ? 'tailwindcss @tailwindcss/node @tailwindcss/oxide' : name} in the site (a Vocs site had it through vocs' own dependencies)`,
  });
}

async function compileTailwind(file: string, css: string): Promise<ProcessedStyles> {
  const base = dirname(file);
  const [{ compile }, { Scanner }] = (await Promise.all([import(pathToFileURL(resolvePackage('@tailwindcss/node', base)).href), import(pathToFileURL(resolvePackage('@tailwindcss/oxide', base)).href)])) as [
    { compile(css: string, options: { base: string; from?: string; onDependency(path: string): void }): Promise<TailwindCompiler> },
    { Scanner: new (options: { sources: { base: string; pattern: string; negated: boolean }[] }) => { scan(): string[]; files: string[] } },
  ];
  const imported = new Set<string>();
  let compiler: TailwindCompiler;
  try {
    compiler = await compile(css, { base, from: file, onDependency: (path) => imported.add(path) });
  } catch (error) {
    throw new DocsgenError('StylesheetFailed', `Tailwind could not compile ${file}: ${error instanceof Error ? error.message : String(error)}`, { location: { file }, cause: error });
  }
  // Where classes are looked for: the stylesheet's folder unless it says otherwise (`source(…)`,
  // `@source`), as Tailwind's own integrations do.
  const root = compiler.root === 'none' ? [] : compiler.root === null ? [{ base, pattern: '**/*', negated: false }] : [{ ...compiler.root, negated: false }];
  const scanner = new Scanner({ sources: [...root, ...compiler.sources] });
  const candidates = scanner.scan();
  const output = compiler.build(candidates);
  const scanned = scanner.files.filter((path) => path !== file);
  return { css: output, deps: [...textDeps([...imported, ...scanned]), ...folderDeps(scanned)], tool: 'tailwind' };
}

interface TailwindCompiler {
  root: 'none' | { base: string; pattern: string } | null;
  sources: { base: string; pattern: string; negated: boolean }[];
  build(candidates: string[]): string;
}

/**
 * The PostCSS pass, run in a child process started in the config's folder. It loads the config
 * (ESM or CommonJS, a plugin object or list), resolves plugins named by package from there, and
 * prints the result and the files PostCSS reported as dependencies (Tailwind v3's content files).
 */
const POSTCSS_RUNNER = `
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
const [configFile, cssFile] = process.argv.slice(1);
const require = createRequire(configFile);
const load = async (name) => { const m = await import(pathToFileURL(require.resolve(name)).href); return m.default ?? m; };
const config = configFile.endsWith('.json') ? JSON.parse(readFileSync(configFile, 'utf8')) : await import(pathToFileURL(configFile).href).then((m) => m.default ?? m);
const options = typeof config === 'function' ? await config({ env: 'production', file: cssFile }) : config;
const given = options.plugins ?? [];
const plugins = [];
if (Array.isArray(given)) {
  for (const plugin of given) plugins.push(typeof plugin === 'string' ? (await load(plugin))() : Array.isArray(plugin) ? (await load(plugin[0]))(plugin[1]) : plugin);
} else {
  for (const [name, opts] of Object.entries(given)) if (opts !== false) plugins.push((await load(name))(opts === true ? {} : opts));
}
const postcss = await load('postcss');
const result = await postcss(plugins).process(readFileSync(cssFile, 'utf8'), { from: cssFile, to: cssFile, map: false });
const deps = [];
for (const message of result.messages) {
  if (message.type === 'dependency') deps.push({ kind: 'file', path: message.file });
  if (message.type === 'dir-dependency') deps.push({ kind: 'dir', path: message.dir });
}
process.stdout.write(JSON.stringify({ css: result.css, deps }));
`;

async function runPostcss(file: string, configFile: string): Promise<ProcessedStyles> {
  const cwd = dirname(configFile);
  let stdout: string;
  try {
    ({ stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', POSTCSS_RUNNER, configFile, file], { cwd, maxBuffer: 256 * 1024 * 1024 }));
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    const missing = /Cannot find (?:module|package) '([^']+)'/.exec(stderr ?? '');
    throw new DocsgenError('StylesheetFailed', `PostCSS (${configFile}) failed on ${file}: ${lastLine(stderr) ?? (error instanceof Error ? error.message : String(error))}`, {
      location: { file },
      hint: missing ? `install ${missing[1]} in the site (npm install --save-dev ${missing[1]})` : 'the site\'s postcss.config and its plugins run on styles.css as Vite runs them',
      cause: error,
    });
  }
  const result = JSON.parse(stdout) as { css: string; deps: { kind: 'file' | 'dir'; path: string }[] };
  const files = result.deps.filter((dep) => dep.kind === 'file').map((dep) => dep.path);
  const dirs = result.deps.filter((dep) => dep.kind === 'dir').map((dep) => dep.path);
  return { css: result.css, deps: [...textDeps([configFile, ...files]), ...folderDeps(files), ...dirs.map((p): Dependency => ({ k: 'names', p, h: namesHash(p) }))], tool: 'postcss' };
}

function lastLine(text: string | undefined): string | undefined {
  const lines = text?.split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('at ')) ?? [];
  return lines.find((line) => /Error|error/.test(line)) ?? lines.at(-1);
}

function textDeps(files: readonly string[]): Dependency[] {
  return [...new Set(files)].map((p) => {
    let h = 'absent';
    try {
      h = textHash(readFileSync(p, 'utf8'));
    } catch {
      // Recorded as absent: its coming back changes the result too.
    }
    return { k: 'text', p, h };
  });
}

/** The folders files were found in: a file added there may bring new classes. */
function folderDeps(files: readonly string[]): Dependency[] {
  return [...new Set(files.map((file) => dirname(file)))].map((p) => ({ k: 'names', p, h: namesHash(p) }));
}
