import { describe, expect, it } from 'vitest';
import { DocsgenError, codeFrame, exitCodeFor, formatDocsgenError } from '../../compiler/errors.js';

describe('errors', () => {
  it('draws a code frame with a caret under the column', () => {
    const frame = codeFrame('one\ntwo\nthree\nfour', 3, 2, 1);
    expect(frame).toBe(['  2 | two', '> 3 | three', '    |  ^', '  4 | four'].join('\n'));
  });

  it('formats file:line:column, message, frame and hint', () => {
    const error = new DocsgenError('content', 'Unexpected end of file', {
      location: { file: 'pages/a.mdx', line: 1, column: 3, source: '<a' },
      hint: 'close the tag',
    });
    expect(formatDocsgenError(error)).toBe('pages/a.mdx:1:3  Unexpected end of file\n> 1 | <a\n    |   ^\nhint: close the tag');
  });

  it('maps kinds to exit codes', () => {
    expect(exitCodeFor('content')).toBe(1);
    expect(exitCodeFor('config')).toBe(2);
    expect(exitCodeFor('usage')).toBe(2);
  });
});
