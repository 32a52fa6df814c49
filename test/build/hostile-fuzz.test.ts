// Hostile sites, fuzzed: 200 random mutations of a valid page (cut at a random offset, random
// bytes inserted, a slice deleted or repeated). Each must build (exit 0) or fail (exit 1) with
// its problem at file:line, never hang, never crash with an internal error (exit 70). The
// mutations are deterministic (DOCSGEN_FUZZ_SEED picks others) and built 25 per site, so the
// suite stays eight builds, two at a time.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docsgen, makeTree, removeAll, type Entry } from './hostile-site.js';

const MUTATIONS = 200;
const PAGES_PER_SITE = 25;
const CONCURRENCY = 2;
const SEED = Number(process.env.DOCSGEN_FUZZ_SEED ?? 20_241_123);

const VALID_PAGE = `---
title: Connecting a wallet
description: How the modal finds wallets and connects one.
---

import Note from '../components/Note';

# Connecting a wallet

Discovery lists the **injected** wallets, then the _recommended_ ones; see [the core](/).

:::tip
Call \`connect()\` from a click handler: browsers block pop-ups otherwise.
:::

## Steps

1. Create the store.
2. Ask for the wallets: \`await store.getAvailableWallets()\`.
3. Connect the one the reader picked.

<Note title="Heads up">Wallets may answer \`null\` when the reader says no.</Note>

| Option | Meaning |
| --- | --- |
| \`sort\` | the order of the list |

The list has {1 + 2} groups.

\`\`\`ts
const wallet = await connect({ modalMode: 'canAsk' });
\`\`\`

> [!NOTE]
> A footnote follows.[^1]

[^1]: Written at build time.
`;

const FILES: Record<string, Entry> = {
  'site/pages/index.mdx': '# Home\n',
  'site/components/Note.tsx': "import type { ReactNode } from 'react';\nexport default function Note({ title, children }: { title: string; children?: ReactNode }) {\n  return <aside><strong>{title}</strong> {children}</aside>;\n}\n",
};

/** mulberry32: small, seedable, good enough to pick offsets. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Bytes that break Markdown, MDX, YAML and UTF-8 in interesting ways, and plain random ones. */
const TOKENS = ['<', '>', '{', '}', '</', '<Note', '---', '```', ':::', '[', '](', '*', '_', '\\', '&', '\n', '\0', '|', '`', '#', 'import x from "y";\n', 'export const a = ', '\n---\n'].map((t) => Buffer.from(t));

function mutate(page: Buffer, next: () => number): Buffer {
  const at = () => Math.floor(next() * (page.length + 1));
  switch (Math.floor(next() * 5)) {
    case 0:
      return page.subarray(0, at());
    case 1: {
      const offset = at();
      const bytes = Buffer.from(Array.from({ length: 1 + Math.floor(next() * 6) }, () => Math.floor(next() * 256)));
      return Buffer.concat([page.subarray(0, offset), bytes, page.subarray(offset)]);
    }
    case 2: {
      const offset = at();
      return Buffer.concat([page.subarray(0, offset), TOKENS[Math.floor(next() * TOKENS.length)]!, page.subarray(offset)]);
    }
    case 3: {
      const [a, b] = [at(), at()].sort((x, y) => x - y);
      return Buffer.concat([page.subarray(0, a), page.subarray(b)]);
    }
    default: {
      const [a, b] = [at(), at()].sort((x, y) => x - y);
      return Buffer.concat([page.subarray(0, b), page.subarray(a, b), page.subarray(b)]);
    }
  }
}

interface Outcome {
  site: number;
  code: number | null;
  stderr: string;
  /** The mutated pages that failed, and whether each was named with a line. */
  failed: Map<string, boolean>;
}

const temporary: string[] = [];
afterAll(() => removeAll(temporary));

async function buildBatch(site: number, pages: Buffer[]): Promise<Outcome> {
  const files: Record<string, Entry> = { ...FILES };
  const names = pages.map((_, i) => `pages/m-${String(site * PAGES_PER_SITE + i).padStart(3, '0')}.mdx`);
  pages.forEach((page, i) => (files[`site/${names[i]}`] = page));
  const tree = await makeTree(files);
  temporary.push(tree);
  // A hang is a failure: the build is killed after two minutes (code null).
  const result = await docsgen(['build', join(tree, 'site'), '--render-timeout', '20'], { timeoutMs: 120_000 });
  const failed = new Map<string, boolean>();
  for (const name of names) {
    const mentions = result.stderr.split('\n').filter((line) => line.startsWith(name) || line.includes(`rendering ${name} failed`));
    if (mentions.length > 0) failed.set(name, mentions.some((line) => new RegExp(`^(?:${name.replace(/\./g, '\\.')}|[\\w/.-]+):\\d+(?::\\d+)?  `).test(line)));
  }
  return { site, code: result.code, stderr: result.stderr, failed };
}

describe('200 random mutations of a valid page', () => {
  it('each builds or fails with file:line, never hangs, never exits 70', async () => {
    const next = random(SEED);
    const base = Buffer.from(VALID_PAGE);
    const mutations = Array.from({ length: MUTATIONS }, () => mutate(base, next));
    const batches: Buffer[][] = [];
    for (let i = 0; i < mutations.length; i += PAGES_PER_SITE) batches.push(mutations.slice(i, i + PAGES_PER_SITE));

    const outcomes: Outcome[] = [];
    let taken = 0;
    const worker = async () => {
      for (let site = taken++; site < batches.length; site = taken++) outcomes.push(await buildBatch(site, batches[site]!));
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    const problems: string[] = [];
    for (const outcome of outcomes.sort((a, b) => a.site - b.site)) {
      const where = `site ${outcome.site} (seed ${SEED})`;
      if (outcome.code !== 0 && outcome.code !== 1) problems.push(`${where}: exit ${outcome.code}\n${outcome.stderr}`);
      if (outcome.code === 1) {
        if (!/^build failed: /m.test(outcome.stderr)) problems.push(`${where}: no "build failed" line\n${outcome.stderr}`);
        if (outcome.failed.size === 0) problems.push(`${where}: exit 1 without naming a page\n${outcome.stderr}`);
        for (const [page, located] of outcome.failed) if (!located) problems.push(`${where}: ${page} failed without a line\n${outcome.stderr}`);
        if (/^\s+at |internal error/m.test(outcome.stderr)) problems.push(`${where}: a stack trace or internal error\n${outcome.stderr}`);
      }
    }
    expect(problems, problems.join('\n\n')).toEqual([]);
    // The mutations are not all harmless: the fuzzing reached the error paths.
    expect(outcomes.filter((o) => o.code === 1).length).toBeGreaterThan(0);
  }, 600_000);
});
