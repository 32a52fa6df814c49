import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { mayContainAutolinkLiteral, remarkGfmWithoutAutolinkLiterals } from '../../../../compiler/mdx/remark/remark-gfm-lean.js';

const full = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
const lean = unified().use(remarkParse).use(remarkMdx).use(remarkGfmWithoutAutolinkLiterals);

describe('mayContainAutolinkLiteral', () => {
  it('sees every way an autolink literal can start', () => {
    for (const text of ['see www.x.dev', 'at https://x.dev', 'http://x', 'mail a@b.dev', 'mailto:x', 'xmpp:y', 'A.B+c-d@host']) {
      expect(mayContainAutolinkLiteral(text), text).toBe(true);
    }
  });

  it('lets plain pages go without', () => {
    for (const text of ['# Title\n\n[link](/a#b) and `@scope/pkg`', 'npm install @starknet-io/core', 'chain starknet:0x534e']) {
      expect(mayContainAutolinkLiteral(text), text).toBe(false);
    }
  });
});

describe('remarkGfmWithoutAutolinkLiterals', () => {
  it('parses pages without autolink literals to the same tree as remark-gfm', () => {
    const sources = [
      '# Title\n\n| a | b |\n| :- | -: |\n| `x` | **y** |\n\n- [x] done\n- [ ] todo\n\n~~gone~~ and ~one~',
      'Text with a footnote[^1].\n\n[^1]: The note.\n\n> quote with [a link](/x) and <Tag prop="v" />',
      "```ts\nimport { x } from '@scope/pkg';\n```\n\n1. one\n2. two\n\n***",
    ];
    for (const source of sources) {
      expect(mayContainAutolinkLiteral(source)).toBe(false);
      expect(lean.parse(source)).toEqual(full.parse(source));
    }
  });
});
