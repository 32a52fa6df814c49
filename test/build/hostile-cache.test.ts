// Hostile sites, the build cache: a cache restored from a shared CI cache is written by whoever
// could write that cache. Every kind of entry, forged but well checksummed, must be refused (the
// build ends as a `--no-cache` build would, byte for byte) or, sealed with the build's own secret
// (someone who stole it), confined: no file of the machine published, nothing written, deleted or
// followed outside the cache and the output, no hang. Files outside the output and the cache are
// fingerprinted before and after each build.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, lstat, mkdir, readdir, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sealedJson } from '../../config/cache-seal.js';
import { ARTIFACTS_DIR } from '../support/paths.js';
import { allText, docsgen, fingerprint, forgeEntry, makeTree, readCache, removeAll, TEST_SECRET, testSecretKey, type CacheFile, type Entry, type Forgery } from './hostile-site.js';

const temporary: string[] = [];
afterEach(() => removeAll(temporary));

const env = { DOCSGEN_CACHE_SECRET: TEST_SECRET };
/** What the machine holds outside the site, that a forged entry would like to publish. */
const SECRET_TEXT = 'the machine secret: hunter2';
/** What a forged page or asset says: never in an output. */
const PWNED = 'PWNED-BY-THE-CACHE';

const SITE: Record<string, Entry> = {
  'outside/secret.txt': SECRET_TEXT,
  'outside/keep/notes.txt': 'a folder beside the site',
  'site/pages/index.mdx': '# Home\n\n![pic](./pic.png)\n\n[guide](/guide) and [island](/island)\n',
  'site/pages/pic.png': 'PNG bytes of the picture',
  'site/pages/guide.mdx': '# Guide\n\n```js\nconst answer = 42;\n```\n\n## Details\n\nSome words to search.\n',
  'site/pages/island.mdx': "import Counter from '../components/Counter.island';\n\n# Island\n\n<Counter />\n",
  'site/components/Counter.island.tsx':
    "import { useState } from 'react';\nexport default function Counter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>{n}</button>;\n}\n",
};

/** The built site as it must be: a build without the cache, into another folder. */
let reference: Record<string, string>;
/**
 * A site built once with the cache, and a snapshot of it. Cache keys hold the site's path, so a
 * copy elsewhere would find nothing in its cache: each test works on the site in place, restored
 * from the snapshot first (the tests of this file run one after the other).
 */
let tree: string;
let snapshot: string;

beforeAll(async () => {
  // Not in the system's temporary folder: a bundle's entry depends on the listing of every folder
  // above its inputs, and that one changes all the time, so its bundles would never be reused (and
  // never read from the cache, forged or not).
  const parent = join(ARTIFACTS_DIR, 'hostile-cache');
  await mkdir(parent, { recursive: true });
  tree = await makeTree(SITE, parent);
  // Elsewhere: a folder beside the site's would change the listing above it, as said.
  snapshot = await makeTree({});
  const ref = await docsgen(['build', join(tree, 'site'), '--no-cache', '--out', join(tree, 'ref')], { env });
  expect(ref.code, ref.output).toBe(0);
  reference = await fingerprint(join(tree, 'ref'));
  await rm(join(tree, 'ref'), { recursive: true });
  // Twice: a bundle's entry holds the listing of the folders above its inputs, the site folder
  // among them, which the first build's output changes.
  for (let i = 0; i < 2; i++) {
    const built = await docsgen(['build', join(tree, 'site')], { env });
    expect(built.code, built.output).toBe(0);
  }
  expect(await fingerprint(join(tree, 'site/dist'))).toEqual(reference);
  for (const part of RESTORED) await cp(join(tree, part), join(snapshot, part), { recursive: true, verbatimSymlinks: true });
}, 240_000);

/** What the tests change, and `restore` puts back (the pages stay: their times are their "Last updated"). */
const RESTORED = ['site/.docsgen-cache', 'site/dist', 'outside'];

afterAll(() => removeAll([tree, snapshot]));

/** The built site as the snapshot has it, its cache's files, and a fingerprint of everything but the output and the cache. */
async function restore(): Promise<{ site: string; cache: CacheFile[]; before: Record<string, string> }> {
  for (const part of RESTORED) {
    await rm(join(tree, part), { recursive: true, force: true });
    await cp(join(snapshot, part), join(tree, part), { recursive: true, verbatimSymlinks: true });
  }
  const site = join(tree, 'site');
  return { site, cache: await readCache(site), before: await fingerprint(tree, ['site/dist', 'site/.docsgen-cache']) };
}

/** Builds (a former hang is killed after a minute: code null), and checks the output is the reference and nothing else changed. */
async function buildsAsWithoutCache(before: Record<string, string>, args: string[] = []): Promise<void> {
  const result = await docsgen(['build', join(tree, 'site'), ...args], { env, timeoutMs: 60_000 });
  expect(result.code, result.output).toBe(0);
  expect(await fingerprint(join(tree, 'site/dist'))).toEqual(reference);
  const published = await allText(join(tree, 'site/dist'));
  expect(published).not.toContain(PWNED);
  expect(published).not.toContain(SECRET_TEXT);
  expect(published).not.toContain('root:x:0:0');
  expect((await readdir(join(tree, 'site/dist'), { recursive: true, withFileTypes: true })).filter((entry) => entry.isSymbolicLink())).toEqual([]);
  // (The previous output a swap replaced is removed in the background.)
  await expect.poll(() => fingerprint(tree, ['site/dist', 'site/.docsgen-cache']), { timeout: 10_000 }).toEqual(before);
}

const sha1 = (text: string | Buffer) => createHash('sha1').update(text).digest('hex');
const isObject = (value: unknown): value is Record<string, any> => typeof value === 'object' && value !== null && !Array.isArray(value);
const parsedText = (file: CacheFile): unknown => {
  try {
    return file.format === 'text' ? JSON.parse(file.value as string) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Each kind of entry: how to know it, what a forger would put in it (a value that changes the site
 * if believed), and what else goes, so that the build must read it: `without` (kinds whose entries
 * are deleted: the output record, say, which would spare the build reading a page's entries) and
 * `noOutput` (the output deleted too: a CI job that restored only the cache).
 */
const KINDS: { kind: string; is: (file: CacheFile) => boolean; forge: (file: CacheFile) => unknown; without?: string[]; noOutput?: boolean }[] = [
  {
    kind: 'compiled page',
    is: (f) => f.format === 'json' && isObject(f.value) && f.value.v === 2 && isObject(f.value.page),
    forge: (f) => {
      const entry = structuredClone(f.value) as Record<string, any>;
      entry.page.title = PWNED;
      entry.page.assets = [{ source: '/etc/passwd', file: 'docsgen/leak.txt' }];
      // Code run during the build, were it believed.
      if (typeof entry.page.code === 'string') entry.page.code = `globalThis.process.getBuiltinModule('node:fs').writeFileSync(${JSON.stringify(join(f.path, '..', '..', '..', '..', '..', 'outside', 'ran.txt'))}, 'ran');\n${entry.page.code}`;
      return entry;
    },
    without: ['output record'],
  },
  {
    kind: 'rendered page',
    is: (f) => f.format === 'json' && isObject(f.value) && f.value.v === 4,
    forge: (f) => ({ ...(f.value as object), islands: [PWNED] }),
    without: ['output record'],
  },
  {
    kind: 'output record',
    is: (f) => f.format === 'json' && isObject(f.value) && typeof f.value.outDir === 'string',
    forge: (f) => ({ ...(f.value as object), search: { key: 'x', file: '../../outside/pwn.json', written: sha1(PWNED) }, searchParts: [{ key: f.key, pages: [], written: '/../../../../pwn' }, { key: f.key, pages: [], written: '/../../../../pwn' }] }),
  },
  {
    kind: 'output record shard',
    is: (f) => isObject(parsedText(f)) && Object.values(parsedText(f) as object).some((page) => isObject(page) && ('compiled' in page || 'ino' in page)),
    forge: (f) => {
      const shard = parsedText(f) as Record<string, any>;
      for (const entry of Object.values(shard)) {
        if ('compiled' in entry) {
          entry.assets = [{ source: '/etc/passwd', file: 'docsgen/leak.txt' }, { source: join(f.path, '../../../../../outside/secret.txt'), file: '../../outside/copied.txt' }];
          entry.info.title = PWNED;
        }
      }
      return JSON.stringify(shard);
    },
  },
  {
    kind: 'bundle',
    is: (f) => f.format === 'json' && isObject(f.value) && Array.isArray(f.value.deps) && Array.isArray(f.value.files),
    forge: (f) => {
      const entry = structuredClone(f.value) as Record<string, any>;
      entry.files.push({ path: '../../outside/F4.sh', h: sha1(PWNED), data: Buffer.from(`echo ${PWNED}`).toString('base64') });
      if (Array.isArray(entry.value.outputs)) entry.value.outputs = entry.value.outputs.map(([name]: [string]) => [name, '../../../../outside/evil.mjs']);
      if (Array.isArray(entry.value.islands)) entry.value.islands = entry.value.islands.map(([id]: [string]) => [id, join(f.path, '../../../../../outside/secret.txt')]);
      if (typeof entry.value.loader === 'string') entry.value.loader = `https://evil.example/${PWNED}.js`;
      return entry;
    },
  },
  {
    kind: 'search index part',
    is: (f) => isObject(parsedText(f)) && Array.isArray((parsedText(f) as any).docs),
    forge: (f) => (f.value as string).replaceAll('Guide', PWNED),
    noOutput: true,
  },
  {
    kind: 'highlighted code block',
    is: (f) => f.format === 'json' && isObject(f.value) && f.value.type === 'element',
    forge: (f) => JSON.parse(JSON.stringify(f.value).replace('42', PWNED)),
    without: ['output record', 'compiled page'],
  },
  {
    kind: 'built-in not-found page',
    is: (f) => f.format === 'text' && (f.value as string).startsWith('<!DOCTYPE'),
    forge: (f) => (f.value as string).replace('Page Not Found', PWNED),
    noOutput: true,
  },
  {
    kind: "a page's Markdown",
    is: (f) => f.format === 'text' && (f.value as string).startsWith('#'),
    forge: () => `# ${PWNED}\n`,
    noOutput: true,
  },
];

describe('a forged cache entry is refused: the build is the one without the cache', () => {
  it('knows every kind of entry the cache holds', async () => {
    const { cache } = await restore();
    const kinds = cache.filter((file) => file.format !== 'raw').map((file) => KINDS.find((kind) => kind.is(file))?.kind ?? `unknown: ${JSON.stringify(file.value).slice(0, 80)}`);
    expect(new Set(kinds)).toEqual(new Set(KINDS.map((kind) => kind.kind)));
  });

  for (const how of ['checksummed', 'foreign'] as const satisfies Forgery[]) {
    for (const { kind, is, forge, without, noOutput } of KINDS) {
      it(`${kind}, ${how === 'checksummed' ? 'with a checksum anyone can compute' : 'sealed with another secret'}`, async () => {
        const { cache, before } = await restore();
        const kindOf = (file: CacheFile) => KINDS.find((k) => k.is(file))?.kind;
        const forged = new Map(cache.filter(is).map((file) => [file, forgeEntry(file.key, forge(file), how)] as const));
        expect(forged.size).toBeGreaterThan(0);
        for (const [file, bytes] of forged) await writeFile(file.path, bytes);
        for (const file of cache) if (without?.includes(kindOf(file) ?? '') || (without?.includes('output record') && kindOf(file) === 'output record shard')) await rm(file.path);
        if (noOutput) await rm(join(tree, 'site/dist'), { recursive: true });
        await buildsAsWithoutCache(before);
        // Read and refused (deleted, and what stands there now, if anything, is the build's own):
        // the build did come across them. (Of a record's shards, the first refused ends the reading.)
        const read = await Promise.all([...forged].map(async ([file, bytes]) => !(await readFile(file.path).catch(() => undefined))?.equals(bytes)));
        expect(read.some(Boolean)).toBe(true);
        if (kind !== 'output record shard') expect(read.every(Boolean)).toBe(true);
        await expect(lstat(join(tree, 'outside/ran.txt'))).rejects.toThrow();
      });
    }
  }

  it('two entries swapped under each other\'s keys', async () => {
    const { cache, before } = await restore();
    // No record to answer first: the pages' entries are read.
    for (const file of cache.filter((f) => KINDS[2]!.is(f) || KINDS[3]!.is(f))) await rm(file.path);
    const [a, b] = cache.filter(KINDS[1]!.is);
    const [bytesA, bytesB] = await Promise.all([readFile(a!.path), readFile(b!.path)]);
    await writeFile(a!.path, bytesB);
    await writeFile(b!.path, bytesA);
    await buildsAsWithoutCache(before);
  });

  it('a stored HTML file altered in place, or made a link to a copy of its content, or a FIFO', async () => {
    for (const damage of ['altered', 'link', 'fifo'] as const) {
      const { cache, before } = await restore();
      for (const file of cache.filter((f) => f.format === 'raw' && (f.value as Buffer).toString().startsWith('<!DOCTYPE'))) {
        await rm(file.path);
        if (damage === 'altered') await writeFile(file.path, (file.value as Buffer).toString().replace('<title>', `<title>${PWNED}`));
        else if (damage === 'link') {
          // The very bytes wanted, elsewhere: linked into the output, it would be a link to a temporary file.
          const elsewhere = join(tree, 'outside', `copy-${file.key}`);
          await writeFile(elsewhere, file.value as Buffer);
          await symlink(elsewhere, file.path);
        } else execFileSync('mkfifo', [file.path]);
      }
      const after = damage === 'link' ? await fingerprint(tree, ['site/dist', 'site/.docsgen-cache']) : before;
      // The output gone too (a CI job that restored only the cache): every page comes from the store.
      await rm(join(tree, 'site/dist'), { recursive: true });
      await buildsAsWithoutCache(after);
    }
  });

  it('the config bundle: a bundle edited, truncated or made a link', async () => {
    const tree = await makeTree({ ...SITE, 'site/docsgen.config.ts': "export default { title: 'Real title' };\n" });
    temporary.push(tree);
    const first = await docsgen(['build', join(tree, 'site')], { env });
    expect(first.code, first.output).toBe(0);
    const configDir = join(tree, 'site/.docsgen-cache/config');
    const bundleName = (await readdir(configDir)).find((name) => name.endsWith('.mjs'))!;
    const bundle = await readFile(join(configDir, bundleName), 'utf8');
    const before = await fingerprint(tree, ['site/dist', 'site/.docsgen-cache']);
    const damages: (() => Promise<void>)[] = [
      () => writeFile(join(configDir, bundleName), bundle.slice(0, bundle.length / 2)),
      () => writeFile(join(configDir, bundleName), bundle.replace('Real title', 'Fake title')),
      () => writeFile(join(configDir, bundleName), `globalThis.process.getBuiltinModule('node:fs').writeFileSync(${JSON.stringify(join(tree, 'outside/ran.txt'))}, 'ran');\n${bundle}`),
      async () => {
        await rm(join(configDir, bundleName));
        await writeFile(join(tree, 'outside/evil.mjs'), "export default { title: 'Fake title' };\n");
        await symlink(join(tree, 'outside/evil.mjs'), join(configDir, bundleName));
      },
    ];
    for (const damage of damages) {
      await damage();
      const result = await docsgen(['build', join(tree, 'site')], { env });
      expect(result.code, result.output).toBe(0);
      const html = await readFile(join(tree, 'site/dist/index.html'), 'utf8');
      expect(html).toContain('Real title');
      expect(html).not.toContain('Fake title');
      await expect(lstat(join(tree, 'outside/ran.txt'))).rejects.toThrow();
      await rm(join(tree, 'outside/evil.mjs'), { force: true });
      // The previous output is set aside and deleted in the background, which may outlive the build
      // on a loaded machine (seen on Node 22 in CI): it must be gone, not at once.
      await expect.poll(async () => (await readdir(join(tree, 'site'))).filter((name) => name.startsWith('.dist.old-')), { timeout: 30_000 }).toEqual([]);
      expect(await fingerprint(tree, ['site/dist', 'site/.docsgen-cache'])).toEqual(before);
      // And it heals: the next build uses a bundle of its own again.
      expect((await readFile(join(configDir, (await readdir(configDir)).find((name) => name.endsWith('.mjs'))!), 'utf8'))).toBe(bundle);
    }
  });
});

describe('a damaged config bundle is never believed, by any command or option', () => {
  it('truncated, or a byte of a string flipped: check-links, build --no-cache and build --clean read the config itself', async () => {
    // The bundle names /guide in the top nav and the title: damage that would show as a broken
    // link (check-links) or another title (build), and a truncated bundle as "loading the config failed".
    const tree = await makeTree({ ...SITE, 'site/docsgen.config.ts': "export default { title: 'Real title', topNav: [{ text: 'Guide', link: '/guide' }] };\n" });
    temporary.push(tree);
    const site = join(tree, 'site');
    const first = await docsgen(['build', site], { env });
    expect(first.code, first.output).toBe(0);
    const configDir = join(site, '.docsgen-cache/config');
    const bundleName = (await readdir(configDir)).find((name) => name.endsWith('.mjs'))!;
    const bundle = await readFile(join(configDir, bundleName), 'utf8');
    expect(bundle).toContain('Real title');
    expect(bundle).toMatch(/['"]\/guide['"]/);
    const before = await fingerprint(tree, ['site/dist', 'site/.docsgen-cache']);
    const damages = {
      truncated: () => writeFile(join(configDir, bundleName), bundle.slice(0, bundle.length / 2)),
      flipped: () => writeFile(join(configDir, bundleName), bundle.replace('Real title', 'Fake title').replace("'/guide'", "'/gonee'").replace('"/guide"', '"/gonee"')),
    };
    for (const [name, damage] of Object.entries(damages)) {
      for (const args of [['check-links', site], ['build', site, '--no-cache'], ['build', site, '--clean']]) {
        await damage();
        const run = await docsgen(args, { env, timeoutMs: 120_000 });
        expect(run.code, `${name}, ${args.join(' ')}: ${run.output}`).toBe(0);
        expect(run.output).not.toMatch(/loading the config failed|gonee|internal error/);
        if (args[0] === 'build') {
          const html = await readFile(join(site, 'dist/index.html'), 'utf8');
          expect(html, `${name}, ${args.join(' ')}`).toContain('Real title');
          expect(html).not.toContain('Fake title');
        }
        expect(await fingerprint(tree, ['site/dist', 'site/.docsgen-cache'])).toEqual(before);
      }
    }
  });
});

/** The attacks the second hostile round made with well-checksummed entries, made again sealed with the build's own secret: refused all the same. */
describe('what an entry names is confined, even sealed with the build\'s own secret', () => {
  const outsideFile = () => join(tree, 'outside/secret.txt');
  const forgeAll = async (cache: CacheFile[], kind: number, how: Forgery, change: (value: any, file: CacheFile) => unknown) => {
    const files = cache.filter(KINDS[kind]!.is);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) await writeFile(file.path, forgeEntry(file.key, change(structuredClone(kind === 3 ? parsedText(file) : file.value), file), how));
  };
  const leakingAssets = () => [
    { source: '/etc/passwd', file: 'docsgen/leak.txt' },
    { source: outsideFile(), file: '../../outside/copied.txt' },
  ];

  for (const how of ['checksummed', 'sealed'] as const satisfies Forgery[]) {
    const as = how === 'checksummed' ? 'checksummed' : 'sealed with the secret';
    it(`${as}: images the output record names come from the site, and go into the output`, async () => {
      const { cache, before } = await restore();
      await forgeAll(cache, 3, how, (shard: Record<string, any>) => {
        for (const page of Object.values(shard)) if ('compiled' in page) page.assets = leakingAssets();
        return JSON.stringify(shard);
      });
      await buildsAsWithoutCache(before);
    });

    it(`${as}: images a compiled page names, with no record to answer first`, async () => {
      const { cache, before } = await restore();
      for (const file of cache.filter((f) => KINDS[2]!.is(f) || KINDS[3]!.is(f))) await rm(file.path);
      await forgeAll(cache, 0, how, (entry: any) => ({ ...entry, page: { ...entry.page, assets: leakingAssets() } }));
      await rm(join(tree, 'site/dist'), { recursive: true });
      await buildsAsWithoutCache(before);
    });

    it(`${as}: a bundle's files stay inside the output`, async () => {
      const { cache, before } = await restore();
      await forgeAll(cache, 4, how, (entry: any) => {
        // Above the server bundles' folder (ROOT/.docsgen-cache/server/<run>), and above the staging folder beside the output.
        for (const path of ['../../../../outside/F4.sh', '../../outside/F4.sh']) entry.files.push({ path, h: sha1(PWNED), data: Buffer.from(`echo ${PWNED}`).toString('base64') });
        return entry;
      });
      await buildsAsWithoutCache(before);
    });

    it(`${as}: a bundle's modules stay in its folder, its islands are files it read, its scripts are under the assets folder`, async () => {
      const { cache } = await restore();
      // No record to answer first: the pages are rendered with the bundles' modules.
      for (const file of cache.filter((f) => KINDS[2]!.is(f) || KINDS[3]!.is(f))) await rm(file.path);
      await forgeAll(cache, 4, how, (entry: any) => {
        if (Array.isArray(entry.value.outputs)) entry.value.outputs = entry.value.outputs.map(([name]: [string]) => [name, '../../../../outside/evil.mjs']);
        if (Array.isArray(entry.value.islands)) entry.value.islands = entry.value.islands.map(([id]: [string]) => [id, outsideFile()]);
        if (typeof entry.value.loader === 'string') entry.value.loader = `https://evil.example/${PWNED}.js`;
        return entry;
      });
      await writeFile(join(tree, 'outside/evil.mjs'), `export default function () { return '${PWNED}'; }\n`);
      const withEvil = await fingerprint(tree, ['site/dist', 'site/.docsgen-cache']);
      await buildsAsWithoutCache(withEvil);
    });

    it(`${as}: the search index's parts are named by a hash, never by a path`, async () => {
      const { cache, before } = await restore();
      await forgeAll(cache, 2, how, (record: any) => {
        const [part] = record.searchParts;
        // Two parts, so that neither is inline: each written as a file named by its hash.
        record.searchParts = [{ ...part, written: '/../../../../pwn' }, { ...part, written: '/../../../../pwn' }];
        return record;
      });
      await buildsAsWithoutCache(before);
    });
  }

  it('links and FIFOs in the cache: never followed, never read, never pruned through', async () => {
    const { site, cache, before } = await restore();
    const build = join(site, '.docsgen-cache/build');
    // A subfolder made a link to a folder outside, holding an old temporary file and entry-named files.
    const victim = join(tree, 'outside/victim');
    await mkdir(victim);
    await writeFile(join(victim, 'old.tmp'), 'pruning deletes temporary files older than an hour');
    await writeFile(join(victim, 'f'.repeat(64)), 'named like an entry');
    const old = new Date(Date.now() - 7_200_000);
    await utimes(join(victim, 'old.tmp'), old, old);
    for (const sub of (await readdir(build)).filter((name) => /^[0-9a-f]{2}$/.test(name))) {
      await rm(join(build, sub), { recursive: true });
      await symlink(victim, join(build, sub));
    }
    // The run folders too.
    await rm(join(site, '.docsgen-cache/server'), { recursive: true, force: true });
    await symlink(victim, join(site, '.docsgen-cache/server'));
    const outsideBefore = await fingerprint(tree, ['site/dist', 'site/.docsgen-cache']);
    expect(outsideBefore).not.toEqual(before);
    await buildsAsWithoutCache(outsideBefore);
    // An entry made a FIFO: a read would wait for ever.
    const fifo = await restore();
    for (const file of fifo.cache.filter((f) => f.format !== 'raw')) {
      await rm(file.path);
      execFileSync('mkfifo', [file.path]);
    }
    await buildsAsWithoutCache(fifo.before);
    expect(cache.length).toBeGreaterThan(0);
  });

  it("check-links: a partial named by its cache is a file of the site, read only as a regular file", async () => {
    const tree = await makeTree({
      'outside/partial.mdx': '[broken](/nowhere)\n',
      'site/pages/index.mdx': "import Shared from './_shared.mdx';\n\n# Home\n\n<Shared />\n",
      'site/pages/_shared.mdx': '## Shared\n\n[home](/)\n',
    });
    temporary.push(tree);
    execFileSync('mkfifo', [join(tree, 'outside/fifo.mdx')]);
    const first = await docsgen(['check-links', join(tree, 'site')], { env });
    expect(first.code, first.output).toBe(0);
    const file = join(tree, 'site/.docsgen-cache/links/pages.json');
    const text = await readFile(file, 'utf8');
    const facts = JSON.parse(text.slice(text.indexOf('\n') + 1));
    for (const entry of Object.values(facts.entries) as any[]) if (entry.partials) entry.partials = [['../outside/fifo.mdx', 'x'], ['../outside/partial.mdx', sha1('[broken](/nowhere)\n')]];
    const before = await fingerprint(tree, ['site/.docsgen-cache']);
    // As the file was before it was sealed (plain JSON), and sealed with the secret.
    for (const forged of [JSON.stringify(facts), sealedJson(testSecretKey(), 'check-links page facts 1', facts)]) {
      await writeFile(file, forged);
      const result = await docsgen(['check-links', join(tree, 'site')], { env, timeoutMs: 60_000 });
      expect(result.code, result.output).toBe(0);
      expect(result.output).not.toContain('/nowhere');
      expect(await fingerprint(tree, ['site/.docsgen-cache'])).toEqual(before);
    }
  });
});
