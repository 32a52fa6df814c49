// The persistent cache on the real site: a copy of docs/ (twoslash blocks type-checked against
// docs/packages and the installed @starknet-io type packages, islands bundled from docs/components
// and docs/packages, the sidebar from docs.config) goes through a seeded random sequence of edits,
// with an incremental build after each; its output must be byte-identical to a build of the same
// sources without the cache (`--no-cache`).
//
// A build of docs/ without the cache is the expensive part (its twoslash blocks), so the nine edits
// come in three groups with one reference build after each, while every edit gets its own
// incremental build, which must change the output (an edit the build did not see fails there). A staleness an
// edit leaves in the cache stays in the output of the builds after it, unless a later edit of the
// same group rebuilds the same pages: so a group runs from its broadest edit (every page's
// sidebar: the config, a rename, a deletion) through those that recompile every twoslash page (a
// module or declaration file the blocks read) and a component (the demo pages) to page edits
// (one page each), and a later edit never rebuilds more than an earlier one could have left stale.
//
// Replay a failure with its seed: DOCSGEN_TEST_SEED=<seed> npx vitest run test/build/incremental-docs.test.ts
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fingerprint } from './hostile-site.js';
import { DOCS_ROOT } from '../support/docs-site.js';
import { compareWithColdBuild, edit, removeFolders, reused, seededRandom, shuffled, warmBuild, workFolder } from '../support/incremental.js';
import { REPO_ROOT } from '../support/paths.js';

const SEED = Number(process.env.DOCSGEN_TEST_SEED ?? 20261124);
const REPLAY = `seed ${SEED} (replay: DOCSGEN_TEST_SEED=${SEED} npx vitest run test/build/incremental-docs.test.ts)`;

const made: string[] = [];
afterAll(() => removeFolders(made));

/** Outputs and caches of docs/ that a copy must not start with. */
const NOT_COPIED = new Set(['node_modules', 'dist', '.docsgen-cache']);

/**
 * The installed type packages the twoslash blocks read, copied into the site's own node_modules
 * so the test can change a declaration file without touching the repository's install (the rest,
 * react and viem among them, still resolves from the repository's node_modules above the copy).
 */
const OWN_PACKAGES = '@starknet-io';

/** Pages that can be renamed or deleted: one sidebar entry each, with siblings left beside it. */
const MOVABLE = ['core/isStarknetChain', 'core/formatStarknetChainId', 'core/getStarknetChainId', 'core/EIP1193Adapter', 'core/metaMaskVirtualWallet', 'modal/WalletList', 'modal/SelectedWallet', 'modal/useStarknetProvider'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces `from` (which must be there) with `to` in `file`. */
function replaceIn(file: string, from: string | RegExp, to: string): void {
  edit(file, (text) => {
    const changed = text.replace(from, to);
    expect(changed, `${REPLAY}: ${String(from)} not found in ${file}`).not.toBe(text);
    return changed;
  });
}

/** Every .mdx page under `pages`, as a path relative to it without the extension. */
function listPages(pages: string): string[] {
  return readdirSync(pages, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => name.slice(0, -'.mdx'.length))
    .sort();
}

/** The pages the site builds: its pages/ and each folder version's (versions/<key>/pages/). */
function pageCount(site: string): number {
  const versions = join(site, 'versions');
  const folders = existsSync(versions) ? readdirSync(versions).map((key) => join(versions, key, 'pages')).filter((pages) => existsSync(pages)) : [];
  return [join(site, 'pages'), ...folders].reduce((count, pages) => count + listPages(pages).length, 0);
}

/** What an edit rebuilds, broadest first (a group's edits run in this order). */
enum Reach {
  /** Every page's sidebar or head. */
  Site,
  /** Every page with a twoslash block (they share one TypeScript compiler and what it read). */
  Twoslash,
  /** The pages that show an island. */
  Island,
  /** One page. */
  Page,
}

interface Edit {
  name: string;
  reach: Reach;
  /** Makes the change; returns what it changed, for the failure message. */
  apply(): string;
}

describe('incremental builds of the Get Starknet site (docs/)', () => {
  it(`match a build without the cache after each of a random sequence of edits`, async () => {
    const dir = await workFolder(made, 'docs-');
    const site = join(dir, 'site');
    cpSync(DOCS_ROOT, site, { recursive: true, filter: (source) => !NOT_COPIED.has(relative(DOCS_ROOT, source).split(/[\\/]/)[0]!) });
    cpSync(join(REPO_ROOT, 'node_modules', OWN_PACKAGES), join(site, 'node_modules', OWN_PACKAGES), { recursive: true, dereference: true });
    const pagesDir = join(site, 'pages');
    const config = join(site, 'docsgen.config.ts');
    const random = seededRandom(SEED);
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

    const pages = listPages(pagesDir);
    const movable = shuffled(MOVABLE, random);
    /** Pages the page edits touch, one each: not those renamed or deleted, nor the demos (an island's). */
    const editable = shuffled(pages.filter((page) => !MOVABLE.includes(page) && !page.startsWith('demo/')), random);
    const pageFile = (page: string) => join(pagesDir, `${page}.mdx`);
    const allSources = () => [config, ...listPages(pagesDir).map(pageFile)];

    const edits: Edit[] = [
      {
        name: 'page text',
        reach: Reach.Page,
        apply: () => {
          const page = editable.pop()!;
          edit(pageFile(page), (text) => `${text}\nA paragraph the test added to ${page}.\n`);
          return page;
        },
      },
      {
        name: 'a heading added',
        reach: Reach.Page,
        apply: () => {
          const page = editable.pop()!;
          edit(pageFile(page), (text) => `${text}\n## Added by the test\n\nUnder the new heading.\n`);
          return page;
        },
      },
      {
        name: 'a frontmatter title',
        reach: Reach.Page,
        apply: () => {
          const page = editable.pop()!;
          replaceIn(pageFile(page), /^title: (.*)$/m, 'title: $1 (retitled)');
          return page;
        },
      },
      {
        name: 'a page renamed (its links and sidebar entry follow)',
        reach: Reach.Site,
        apply: () => {
          const page = movable.pop()!;
          const renamed = `${page}-renamed`;
          renameSync(pageFile(page), pageFile(renamed));
          const route = new RegExp(`([('"])/${escape(page)}(?=[)#'"])`, 'g');
          for (const file of allSources()) edit(file, (text) => text.replace(route, `$1/${renamed}`));
          return `${page} → ${renamed}`;
        },
      },
      {
        name: 'a page deleted (its links and sidebar entry removed)',
        reach: Reach.Site,
        apply: () => {
          const page = movable.pop()!;
          rmSync(pageFile(page));
          replaceIn(config, new RegExp(`\\n *\\{ text: '[^']*', link: '/${escape(page)}' \\},`), '');
          // Link text may hold brackets of its own: [`EIP1193Adapter[]`](/core/EIP1193Adapter).
          const link = new RegExp(`\\[((?:[^\\[\\]]|\\[[^\\]]*\\])*)\\]\\(/${escape(page)}(#[^)]*)?\\)`, 'g');
          for (const file of allSources()) edit(file, (text) => text.replace(link, '$1'));
          return page;
        },
      },
      {
        name: 'the config',
        reach: Reach.Site,
        apply: () =>
          pick([
            () => (replaceIn(config, "title: 'Get Starknet',", "title: 'Get Starknet docs',"), 'the title'),
            () => (replaceIn(config, "{ text: 'Customization', link: '/customization' }", "{ text: 'Customizing', link: '/customization' }"), 'a sidebar label'),
            () => (replaceIn(config, "text: 'Virtual wallets',", "text: 'Virtual wallet adapters',"), 'a sidebar group'),
          ])(),
      },
      {
        name: 'a component in docs/components',
        reach: Reach.Island,
        apply: () =>
          pick([
            () => (replaceIn(join(site, 'components/demo/ConnectionSummary.tsx'), '<dt>Chain</dt>', '<dt>Network</dt>'), 'demo/ConnectionSummary.tsx'),
            () => (replaceIn(join(site, 'components/WalletDiscoveryDemo.island.tsx'), '>Discovered wallets<', '>Wallets found<'), 'WalletDiscoveryDemo.island.tsx'),
          ])(),
      },
      {
        // The blocks that import get-starknet-ui read it too.
        name: 'docs/packages source an island uses',
        reach: Reach.Twoslash,
        apply: () => (replaceIn(join(site, 'packages/ui/src/wallet-connect-modal.tsx'), "'Connect Wallet'", "'Connect a wallet'"), 'packages/ui'),
      },
      {
        // Every twoslash page is compiled again: one of the two kinds of file a block reads, by the
        // seed's parity (the default one changes the declaration file; test/build/incremental.test.ts
        // also covers a site module a block imports).
        name: 'a file twoslash blocks read',
        reach: Reach.Twoslash,
        apply: () =>
          [
            () => {
              const file = join(site, 'packages/modal/src/connect.tsx');
              replaceIn(file, '/** Connect, disconnect and the connection state.', '/** Connect, disconnect and the connection state (docs edited by the test).');
              return 'a module they import, packages/modal/src/connect.tsx';
            },
            () => {
              const dist = join(site, 'node_modules/@starknet-io/get-starknet-wallet-standard/dist');
              for (const name of readdirSync(dist).filter((n) => /^chains\.d\.[cm]?ts$/.test(n))) {
                replaceIn(join(dist, name), '/** Returns the 0x prefixed chain id. */', '/** Returns the chain id, 0x-prefixed (edited by the test). */');
              }
              return 'a declaration file of an installed type package, get-starknet-wallet-standard/dist/chains.d.ts';
            },
          ][(SEED + 1) % 2]!(),
      },
    ];

    // Three groups, each with one edit of each broad reach and a share of the narrower ones, in a
    // seeded order; within a group, broadest first.
    const groups: Edit[][] = [[], [], []];
    for (const reach of [Reach.Site, Reach.Twoslash, Reach.Island, Reach.Page]) {
      const spread = shuffled(groups, random).sort((a, b) => a.length - b.length);
      shuffled(edits.filter((e) => e.reach === reach), random).forEach((e, i) => spread[i % spread.length]!.push(e));
    }

    const first = await warmBuild(dir);
    expect(first.code, `${REPLAY}: docs/ must build\n${first.output}`).toBe(0);
    let before = await fingerprint(join(dir, 'out-warm'));
    const done: string[] = [];
    const step = () => `${REPLAY}\nedits so far:\n  ${done.join('\n  ')}`;

    for (const group of shuffled(groups, random)) {
      let warm = first;
      for (const change of group) {
        done.push(`${change.name}: ${change.apply()}`);
        warm = await warmBuild(dir);
        expect(warm.code, `${step()}\n${warm.output}`).toBe(0);
        const after = await fingerprint(join(dir, 'out-warm'));
        expect(after, `${step()}\nthe edit changed nothing in the output`).not.toEqual(before);
        // A page's own text recompiles that page alone: the build is incremental, not cold under another name.
        if (change.name === 'page text') expect(reused(warm).compiled, step()).toBe(pageCount(site) - 1);
        before = after;
      }
      const compared = await compareWithColdBuild(dir, step(), warm);
      expect(compared.cold.code, `${step()}\n${compared.cold.output}`).toBe(0);
    }
    expect(done.length).toBe(edits.length);
  }, 1_800_000);
});
