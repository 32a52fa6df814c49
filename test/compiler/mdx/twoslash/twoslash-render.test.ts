// Rendering type-checked blocks (compiler/mdx/twoslash/twoslash-render.ts): a popup's type is highlighted
// once per thread, and a block that shows a type an earlier block showed renders as it would in a
// thread that rendered nothing before.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Element, ElementContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TWOSLASH } from '../../../../compiler/mdx/twoslash/twoslash-site.js';

const root = mkdtempSync(join(tmpdir(), 'docsgen-twoslash-render-'));
const site = { root, settings: DEFAULT_TWOSLASH };
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A renderer whose caches (popups, blocks, Shiki) start empty. */
async function freshRenderer() {
  vi.resetModules();
  const { renderTwoslashed, twoslashCall } = await import('../../../../compiler/mdx/twoslash/twoslash-render.js');
  const { twoslashHere } = await import('../../../../compiler/mdx/twoslash/type-check-block.js');
  return async (code: string): Promise<Element> => {
    const call = (await twoslashCall(code, 'ts', 'twoslash'))!;
    const page = await twoslashHere([call], site);
    const [outcome] = page.outcomes;
    if (!outcome?.ok) throw new Error('the block did not type-check');
    return renderTwoslashed(code, 'ts', 'twoslash', { twoslash: outcome.twoslash, scope: page.scope });
  };
}

function popupTexts(node: ElementContent | Element, found: string[] = []): string[] {
  if (node.type !== 'element') return found;
  const classes = node.properties.className ?? node.properties.class;
  if (String(Array.isArray(classes) ? classes.join(' ') : classes).includes('twoslash-popup-code')) found.push(toString(node));
  for (const child of node.children) popupTexts(child, found);
  return found;
}

describe('popups', () => {
  it('of a type an earlier block showed render as in a thread that showed nothing before', async () => {
    const second = 'const height = Math.max(3, 4);\nconst longest = [1, 2].map(String);';
    const after = await freshRenderer();
    await after('const width = Math.max(1, 2);\nconst names = [3, 4].map(String);');
    const shown = await after(second);
    const alone = await (await freshRenderer())(second);
    expect(shown).toEqual(alone);
    expect(popupTexts(shown).some((text) => text.includes('max(...values: number[]): number'))).toBe(true);
  });
});
