// The code block cache (compiler/mdx/highlight/code-cache.ts) through real builds: a page compiled again
// reuses its type-checked blocks, and a block is type-checked again, never reused, when a file its
// types came from or another block of its page changed. Every build that uses the cache writes the bytes a build without it
// (`--no-cache`) writes.
//
// Whether a block came from the cache is seen, not timed: the stored block is altered (a valid
// entry with a marker in its text), and the marker shows in the page exactly when the entry was used.
import { mkdirSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import type { Element } from 'hast';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../../compiler/store/store.js';
import { ARTIFACTS_DIR } from '../support/paths.js';
import { addFiles, docsgen, fingerprint } from './hostile-site.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const MARKER = 'served-from-the-code-block-cache';

/** The files of the code block entries in the site's cache. */
function blockEntries(site: string): string[] {
  const dir = join(site, '.docsgen-cache', 'build');
  const store = openStore(dir);
  const found: string[] = [];
  for (const sub of readdirSync(dir)) {
    if (!/^[0-9a-f]{2}$/.test(sub)) continue;
    for (const name of readdirSync(join(dir, sub))) {
      const value = store.get<{ pre?: Element; deps?: unknown }>(name);
      if (value && typeof value === 'object' && value.pre && typeof value.deps === 'string') found.push(join(dir, sub, name));
    }
  }
  return found;
}

/** Puts the marker into every stored block (as a valid entry: checksums and all). */
function markStoredBlocks(site: string): number {
  const store = openStore(join(site, '.docsgen-cache', 'build'));
  const entries = blockEntries(site);
  for (const file of entries) {
    const key = file.split('/').pop()!;
    const entry = store.get<{ pre: Element }>(key)!;
    entry.pre.children = [{ type: 'text', value: MARKER }];
    store.set(key, entry);
  }
  return entries.length;
}

async function build(site: string, out: string, ...flags: string[]) {
  const run = await docsgen(['build', site, '--out', out, ...flags]);
  expect(run.code, run.output).toBe(0);
  return readFileSync(join(out, 'index.html'), 'utf8');
}

/** A build with the cache and one without write the same bytes. */
async function expectSameAsNoCache(dir: string, step: string) {
  const site = join(dir, 'site');
  await build(site, join(dir, 'out-warm'));
  await build(site, join(dir, 'out-cold'), '--no-cache');
  expect(await fingerprint(join(dir, 'out-warm')), step).toEqual(await fingerprint(join(dir, 'out-cold')));
}

const editProse = (site: string, words: string) => {
  const page = join(site, 'pages', 'index.mdx');
  writeFileSync(page, readFileSync(page, 'utf8').replace(/^Prose.*$/m, `Prose: ${words}.`));
};

describe('the code block cache in builds', () => {
  it('reuses a page’s twoslash blocks when only its prose changed, and type-checks them again when their files change', async () => {
    mkdirSync(join(ARTIFACTS_DIR, 'code-block-cache'), { recursive: true });
    const dir = await mkdtemp(join(ARTIFACTS_DIR, 'code-block-cache', 'site-'));
    made.push(dir);
    const site = join(dir, 'site');
    const tsconfig = (strict: boolean) => JSON.stringify({ compilerOptions: { strict, target: 'ES2022', lib: ['ES2022'], types: [], module: 'ESNext', moduleResolution: 'Bundler', paths: { 'site/*': ['./lib/*'] } } });
    await addFiles(site, {
      'tsconfig.json': tsconfig(true),
      'lib/answer.d.ts': 'export declare const answer: 42;\n',
      'pages/index.mdx': "# Types\n\nProse: first.\n\n```ts twoslash\nimport { answer } from 'site/answer';\nconst value = answer;\n//    ^?\n```\n\n```ts twoslash\nlet maybe: string | undefined;\nconst length = maybe?.length;\n//    ^?\n```\n",
    });
    await expectSameAsNoCache(dir, 'first build');
    const out = join(dir, 'out-warm');
    expect(blockEntries(site)).toHaveLength(2);

    // Prose edited: the page compiles again, its blocks come from the cache.
    expect(markStoredBlocks(site)).toBe(2);
    editProse(site, 'second');
    let html = await build(site, out);
    expect(html).toContain('Prose: second.');
    expect(html.split(MARKER)).toHaveLength(3);

    // A declaration file the first block imports changed: that block is type-checked again.
    // (Both blocks depend on everything the compiler had read: the second one is checked again too.)
    writeFileSync(join(site, 'lib/answer.d.ts'), "export declare const answer: 'forty-two';\n");
    editProse(site, 'third');
    html = await build(site, out);
    expect(html).not.toContain(MARKER);
    expect(html).toContain('forty-two');
    await expectSameAsNoCache(dir, 'an imported declaration file changed');

    // The tsconfig changed (strict off: `maybe` is a plain string): type-checked again.
    markStoredBlocks(site);
    writeFileSync(join(site, 'tsconfig.json'), tsconfig(false));
    editProse(site, 'fourth');
    html = await build(site, out);
    expect(html).not.toContain(MARKER);
    await expectSameAsNoCache(dir, 'the tsconfig changed');

    // One block's code edited: the page's blocks are type-checked together, so neither entry is
    // used (what one block shows may depend on the other).
    markStoredBlocks(site);
    const page = join(site, 'pages', 'index.mdx');
    writeFileSync(page, readFileSync(page, 'utf8').replace('const value = answer;', 'const value = answer;\nconst twice = [value, value];'));
    html = await build(site, out);
    expect(html).not.toContain(MARKER);
    expect(html).toContain('twice');
    await expectSameAsNoCache(dir, 'one block edited');

    // A corrupt entry is a miss, never an error.
    for (const file of blockEntries(site)) truncateSync(file, 30);
    editProse(site, 'fifth');
    await expectSameAsNoCache(dir, 'corrupt block entries');
    expect(blockEntries(site)).toHaveLength(2);
  }, 600_000);
});
