import { describe, expect, it } from 'vitest';
import { twoslashBlockCount } from '../../../../compiler/mdx/twoslash/twoslash-code.js';

describe('twoslashBlockCount', () => {
  it('counts the fences that ask for twoslash, and nothing else', () => {
    const source = [
      '# Title',
      'Prose that mentions twoslash.',
      '```ts twoslash',
      'const a = 1;',
      '```',
      '  ~~~tsx title="x.tsx" twoslash',
      'const b = <p />;',
      '  ~~~',
      '```ts',
      '// twoslash in a comment',
      '```',
      '```ts twoslashy',
      '```',
    ].join('\n');
    expect(twoslashBlockCount(source)).toBe(2);
    expect(twoslashBlockCount('# Nothing here\n```ts\nx\n```\n')).toBe(0);
  });
});
