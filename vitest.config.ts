import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Tests that drive Chromium against a built site: heavy (a build, a browser, several processes
// each), so they run after the unit tests, one file at a time, to keep a 2-core CI machine
// responsive enough for timing-sensitive browser behaviour. The Get Starknet site keeps its own
// tests beside it (docs/test/, its browser tests in docs/test/e2e/); they run in these projects too.
const BROWSER_TESTS = ['test/e2e/**/*.test.ts', 'test/support/**/*.test.ts', 'docs/test/e2e/**/*.test.ts'];
// Left out when DOCSGEN_SKIP_SCALE_TESTS is set (.ci/other-nodes, the unit tests on Node 22 and 24):
// suites that run the same JavaScript on every Node and exercise nothing that differs between
// Nodes (fs, worker threads, signals, crypto, child processes are in every other test):
// - docsgen's own algorithms at scale: random edit sequences over whole sites, a very large page,
//   a 200,000-link page, the API cache's rebuilds of declarations;
// - checks of what the repository's sites say: the Get Starknet site's content (its core pages
//   against the package's declarations, its samples against upstream's API, its canonical links,
//   search quality) and the manual's.
// They are about half of the unit project's time; Node 20 runs them all. (vitest's --exclude flag
// does not reach a project's files, hence the variable.)
const SCALE_TESTS = [
  'test/build/incremental-docs.test.ts',
  'test/build/incremental.test.ts',
  'test/build/hostile-fuzz.test.ts',
  'test/build/code-block-cache.test.ts',
  'test/build/large-page.test.ts',
  'test/links/many-links.test.ts',
  'test/build/api-cache.test.ts',
  'test/build/manual.test.ts',
  'docs/test/build/api-core-pages.test.ts',
  'docs/test/build/docs-canonical.test.ts',
  'test/build/versions-twoslash.test.ts',
  'docs/test/upstream-api.test.ts',
  'test/search/quality.test.ts',
];

export default defineConfig({
  test: {
    // The secret that seals docsgen's caches (config/cache-seal.ts) is kept in the clone, for the
    // tests and every CLI they run: nothing outside it is read or written.
    env: { XDG_STATE_HOME: fileURLToPath(new URL('test-artifacts/state', import.meta.url)), DOCSGEN_CACHE_SECRET: '' },
    testTimeout: 120_000,
    hookTimeout: 240_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // One file at a time on 2 cores (vitest's default there), and it must stay so: a cache
          // entry depends on the listings of the folders above what it read (bundle-cache.ts,
          // tracked-system.ts), test-artifacts/ among them, so a file making its work folder
          // while another builds would make that one's cache miss, and its reuse counts fail.
          include: ['test/**/*.test.ts', 'docs/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...BROWSER_TESTS, ...(process.env.DOCSGEN_SKIP_SCALE_TESTS ? SCALE_TESTS : [])],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // Files are named per project, never at the root: vitest merges (not replaces) arrays.
          include: BROWSER_TESTS,
          // One worker for the whole project (vitest 4 dropped poolOptions.forks.singleFork);
          // a later group order makes it start only once the unit tests are done.
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
