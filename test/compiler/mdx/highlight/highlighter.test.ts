// The highlighter on its own: the same code gives the same colours whatever the machine's load.
import type { Element, ElementContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { highlight, TOKENIZE_LIMITS } from '../../../../compiler/mdx/highlight/highlighter.js';

/** [text, style] of every token of the first line. */
function tokens(pre: Element): [string, string][] {
  const code = pre.children[0] as Element;
  const line = code.children[0] as Element;
  return (line.children as ElementContent[]).map((span) => {
    const element = span as Element;
    return [(element.children[0] as { value: string }).value, String(element.properties['style'])];
  });
}

describe('highlight', () => {
  it('colours the first block of the process like every later one (both themes)', async () => {
    const code = "import { run } from 'kitchen-sink';";
    const first = tokens(await highlight({ code, lang: 'ts', meta: '' }));
    const again = tokens(await highlight({ code: `${code}\n`, lang: 'ts', meta: '' }));
    expect(first).toEqual(again);
    expect(first).toContainEqual([" 'kitchen-sink'", '--shiki-light:#0A3069;--shiki-dark:#A5D6FF']);
    expect(first).toContainEqual([' { run } ', '--shiki-light:#1F2328;--shiki-dark:#E6EDF3']);
  });

  it('has no time limit per line, and leaves a line too long to colour as plain text', async () => {
    expect(TOKENIZE_LIMITS.tokenizeTimeLimit).toBe(0);
    const long = "let s = 'x'; ".repeat(200);
    expect(long.length).toBeGreaterThan(TOKENIZE_LIMITS.tokenizeMaxLineLength);
    const line = tokens(await highlight({ code: long, lang: 'ts', meta: '' }));
    expect(line.map(([text]) => text).join('')).toBe(long);
    expect(line).toHaveLength(1);
  });
});
