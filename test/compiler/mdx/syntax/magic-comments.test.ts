import { describe, expect, it } from 'vitest';
import { takeMagicComments } from '../../../../compiler/mdx/syntax/magic-comments.js';

describe("Docusaurus's magic comments", () => {
  it('take the comment lines out and name the lines they highlight, in what is left', () => {
    const code = ['a', '// highlight-next-line', 'b', 'c', '  # highlight-start', 'd', 'e', '<!-- highlight-end -->', 'f', '{/* highlight-next-line */}', 'g'].join('\n');
    const taken = takeMagicComments(code);
    expect(taken.code).toBe('a\nb\nc\nd\ne\nf\ng');
    expect([...taken.highlighted]).toEqual([2, 4, 5, 7]);
  });

  it('leave a comment that only mentions them, and code without them, as it is', () => {
    const code = 'const x = 1; // highlight-next-line\n// see highlight-start in the docs';
    expect(takeMagicComments(code)).toEqual({ code, highlighted: new Set() });
  });
});
