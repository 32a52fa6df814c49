import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Tests that drive Chromium against a built site: heavy (a build, a browser, several processes
// each), so they run after the unit tests, one file at a time, to keep a 2-core CI machine
// responsive enough for timing-sensitive browser behaviour.
const BROWSER_TESTS = ['test/e2e/**/*.test.ts', 'test/support/**/*.test.ts'];
// Left out when DOCSGEN_SKIP_SCALE_TESTS is set (.ci/other-nodes, the unit tests on Node 22 and 24):
// the suites that run docsgen's own algorithms at scale (random edit sequences over whole sites,
// thousands of pages, a 200,000-link page; the API cache's rebuilds of declarations, the manual's
// content checks over its whole build). They take about half the unit time and run the same
// JavaScript on every Node; what differs between Nodes (fs, worker threads, signals, crypto, child
// processes) is in every other test. Node 20 runs them all. (vitest's --exclude flag does not
// reach a project's files, hence the variable.)
const SCALE_TESTS = [
  'test/build/incremental-docs.test.ts',
  'test/build/incremental.test.ts',
  'test/build/hostile-fuzz.test.ts',
  'test/build/code-block-cache.test.ts',
  'test/links/many-links.test.ts',
  'test/build/api-cache.test.ts',
  'test/build/manual.test.ts',
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
          include: ['test/**/*.test.ts'],
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
