// The Get Starknet site has no broken link: CI runs check-links on it, as a pre-commit hook would.
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../support/paths.js';
import { runProcess } from '../support/process.js';
import { cliEnvironment } from '../support/site.js';

it('finds every link of docs/ holding', async () => {
  const result = await runProcess(process.execPath, [join(REPO_ROOT, 'bin/docsgen.mjs'), 'check-links', join(REPO_ROOT, 'docs'), '--json'], {
    cwd: REPO_ROOT,
    env: cliEnvironment(),
  });
  expect(result.stderr).toBe('');
  const report = JSON.parse(result.stdout) as { ok: boolean; broken: unknown[] };
  expect(report.broken).toEqual([]);
  expect(result.code).toBe(0);
});
