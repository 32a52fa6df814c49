// check-links and the build's link check on a site in several languages: every locale's pages
// (those shown untranslated included) are there to link to, every locale's navigation is
// checked, and a link from a translated page to another locale's page its own locale has is a
// warning with the fix (the exit status stays 0).
import { appendFile, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/paths.js';
import { runProcess } from '../support/process.js';
import { buildSite, cliEnvironment, copyFixture } from '../support/site.js';

const CLI = join(REPO_ROOT, 'bin/docsgen.mjs');
const checkLinks = (...args: string[]) => runProcess(process.execPath, [CLI, 'check-links', ...args], { cwd: REPO_ROOT, env: cliEnvironment(), timeout: 120_000 });

let root: string;
beforeAll(async () => {
  root = await copyFixture('locales');
  await appendFile(
    join(root, 'pages/fr/glossaire.mdx'),
    [
      '',
      // Out of habit, the English page: /fr/guide/configuration exists.
      'Voir la [configuration](/guide/configuration#options).',
      // A page French shows untranslated, and one of its anchors.
      'Voir la [référence](/fr/reference#connect).',
      // Japanese has no /ja/glossaire: linking the Japanese home is fine.
      'Voir la [version japonaise](/ja).',
      '',
    ].join('\n'),
  );
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('links between locales', () => {
  it('check-links: holds, with a warning for the link that leaves its locale', async () => {
    const result = await checkLinks(root);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    const warnings = result.stdout.split('\n').filter((line) => line.startsWith('warning:'));
    expect(warnings).toEqual([
      'warning: pages/fr/glossaire.mdx:13:9  /guide/configuration#options  leads out of the Français pages (locale "fr") to English: /fr/guide/configuration is the same page in this locale (did you mean /fr/guide/configuration#options?)',
    ]);
    const json = JSON.parse((await checkLinks(root, '--json')).stdout) as { ok: boolean; warnings: { suggestion: string }[] };
    expect(json.ok).toBe(true);
    expect(json.warnings.map((warning) => warning.suggestion)).toEqual(['/fr/guide/configuration#options']);
  });

  it('check-links: an anchor the page shown untranslated lacks is broken', async () => {
    const file = join(root, 'pages/ja/index.mdx');
    const before = await readFile(file, 'utf8');
    await appendFile(file, '\n[外部](/ja/reference#nope)\n');
    try {
      const result = await checkLinks(root);
      expect(result.code).toBe(1);
      expect(result.stdout).toContain('pages/ja/index.mdx:14:1  /ja/reference#nope  no #nope on /ja/reference');
    } finally {
      await writeFile(file, before);
    }
  });
});

describe('the build', () => {
  it('warns about the same link, and builds', async () => {
    const fixed = await copyFixture('locales');
    try {
      await appendFile(join(fixed, 'pages/fr/glossaire.mdx'), '\nVoir la [configuration](/guide/configuration#options).\n');
      const build = await buildSite(fixed);
      expect(build.code, build.stderr).toBe(0);
      expect(build.stderr.trim().split('\n')).toEqual([
        'warning: pages/fr/glossaire.mdx:13:9  /guide/configuration#options  leads out of the Français pages (locale "fr") to English: /fr/guide/configuration is the same page in this locale (did you mean /fr/guide/configuration#options?)',
      ]);
    } finally {
      await rm(fixed, { recursive: true, force: true });
    }
  });
});
