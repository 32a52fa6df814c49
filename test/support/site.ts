// Build a site with the real CLI, serve what it wrote, and copy fixtures to work on.
import { access, cp, mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { startPreviewServer, type PreviewServer } from '../../compiler/preview/server.js';
import type { SearchIndexFile, SearchIndexPart, WrittenIndexFile } from '../../theme/shared/search/index-file.js';
import { ARTIFACTS_DIR, REPO_ROOT } from './paths.js';
import { runProcess, type ProcessResult } from './process.js';

const CLI = join(REPO_ROOT, 'bin/docsgen.mjs');

/** Below vitest's hook timeout (240 s), so a hung build fails with its output, not a bare timeout. */
const BUILD_TIMEOUT_MS = 200_000;

/**
 * What vitest adds to a worker's environment (`NODE_ENV=test` makes React render in development
 * mode, Vite's MODE/DEV/SSR mirrors, VITEST_*): the CLI must see what a user's shell gives it.
 */
const TEST_RUNNER_ENV = /^(VITEST.*|TEST|MODE|DEV|PROD|SSR|BASE_URL|FORCE_TTY)$/;

export interface BuildSiteOptions {
  /** Output folder; default `<root>/dist`. */
  out?: string;
  /** `--base`, e.g. '/docs'. */
  base?: string;
  /** Extra environment for the CLI; `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /** More arguments for `docsgen build`. */
  args?: string[];
}

export interface BuildResult extends ProcessResult {
  outDir: string;
}

/** Runs `docsgen build` as CI does (CI=true, no colours). A failing build is a result to assert on. */
export async function buildSite(root: string, options: BuildSiteOptions = {}): Promise<BuildResult> {
  const siteRoot = resolve(root);
  const outDir = resolve(options.out ?? join(siteRoot, 'dist'));
  const args = [CLI, 'build', siteRoot, '--out', outDir, ...(options.base === undefined ? [] : ['--base', options.base]), ...(options.args ?? [])];
  const result = await runProcess(process.execPath, args, {
    cwd: REPO_ROOT,
    env: cliEnvironment(options.env),
    timeout: BUILD_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  });
  return { ...result, outDir };
}

/** The shell's environment minus the test runner's additions, plus CI=true, NO_COLOR and `extra`. */
export function cliEnvironment(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (TEST_RUNNER_ENV.test(name) || (name === 'NODE_ENV' && value === 'test')) continue;
    env[name] = value;
  }
  for (const [name, value] of Object.entries({ CI: 'true', NO_COLOR: '1', ...extra })) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

/** Serves a built site on 127.0.0.1 on a free port; `close()` it in afterAll. */
export function serveDist(outDir: string, options: { basePath?: string } = {}): Promise<PreviewServer> {
  return startPreviewServer({ dir: outDir, port: 0, basePath: options.basePath ?? '' });
}

/**
 * The search index a build wrote to `outDir`, whole: its parts' files (named by the index file,
 * by URL under `basePath`) read in, as the search dialog puts them together; `partFiles` is empty
 * when the index holds its one part inline.
 */
export async function builtSearchIndex(outDir: string, basePath = ''): Promise<SearchIndexFile & { partFiles: string[] }> {
  const file = JSON.parse(await readFile(join(outDir, 'search-index.json'), 'utf8')) as WrittenIndexFile;
  // One part inline, or each part named by URL.
  if (file.parts.length === 1 && typeof file.parts[0] === 'object') return { ...file, parts: [file.parts[0]], partFiles: [] };
  const partFiles = file.parts.map((url) => {
    if (typeof url !== 'string' || !url.startsWith(`${basePath}/`)) throw new Error(`search-index.json names a part by ${JSON.stringify(url).slice(0, 80)}, not a URL under ${basePath}/`);
    return url.slice(basePath.length + 1);
  });
  const parts = await Promise.all(partFiles.map(async (part) => JSON.parse(await readFile(join(outDir, part), 'utf8')) as SearchIndexPart));
  return { ...file, parts, partFiles };
}

/** Outputs and caches of a build, at the top of a site folder. */
const BUILD_LEFTOVERS = new Set(['dist', '.docsgen-cache']);

/**
 * Copies test/fixtures/<name> to a fresh folder and returns its path. The copy lives under the
 * repository (git-ignored test-artifacts/), not the system temp folder, so that imports in the
 * fixture (react, docsgen/…) resolve from the repository's node_modules as they do for docs/.
 */
export async function copyFixture(name: string): Promise<string> {
  const source = join(REPO_ROOT, 'test/fixtures', name);
  await access(source); // before making the copy's folder, so a typo leaves nothing behind
  const parent = join(ARTIFACTS_DIR, 'fixtures');
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(join(parent, `${name.replace(/[^\w-]+/g, '-')}-`));
  // Not what builds of the fixture itself left there (the shared build in e2e/theme/kitchen-sink.ts
  // builds it in place): a copy starts as a fresh checkout would.
  await cp(source, dir, { recursive: true, filter: (path) => !BUILD_LEFTOVERS.has(relative(source, path).split(sep)[0]!) });
  return dir;
}
