import { describe, expect, it } from 'vitest';
import { takeMagicComments } from '../../../../compiler/mdx/syntax/magic-comments.js';

describe("Docusaurus's magic comments", () => {
  it('take the comment lines out and name the lines they highlight, in what is left', () => {
    const code = ['a', '// highlight-next-line', 'b', 'c', '  # highlight-start', 'd', 'e', '<!-- highlight-end -->', 'f', '{/* highlight-next-line */}', 'g'].join('\n');
    const taken = takeMagicComments(code);
    expect(taken.code).toBe('a\nb\nc\nd\ne\nf\ng');
    expect([...taken.highlighted]).toEqual([2, 4, 5, 7]);
  });

  it('in a Markdown or MDX block, are only HTML and JSX comments: `//` and `#` lines there are text', () => {
    const code = ['// highlight-next-line', 'a', '# highlight-start', '<!-- highlight-next-line -->', 'b', '{/* highlight-next-line */}', 'c'].join('\n');
    for (const lang of ['md', 'mdx', 'markdown', 'MDX']) {
      const taken = takeMagicComments(code, lang);
      expect(taken.code, lang).toBe(['// highlight-next-line', 'a', '# highlight-start', 'b', 'c'].join('\n'));
      expect([...taken.highlighted], lang).toEqual([4, 5]);
    }
    expect(takeMagicComments(code, 'ts').code).toBe('a\nb\nc');
  });

  it('leave a comment that only mentions them, and code without them, as it is', () => {
    const code = 'const x = 1; // highlight-next-line\n// see highlight-start in the docs';
    expect(takeMagicComments(code)).toEqual({ code, highlighted: new Set() });
  });
});
