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

  it("prints a page's control characters and escape sequences visibly, the caret still under its column", () => {
    const source = 'fine\n\u001b[2J\u001b]0;pwned\u0007<b x=\u0008\u007f\u009b\u202e>\tok';
    const frame = codeFrame(source, 2, 21, 1);
    expect(frame).toBe(['  1 | fine', '> 2 | \u241b[2J\u241b]0;pwned\u2407<b x=\u2408\u2421\ufffd\ufffd>\tok', '    |                     ^'].join('\n'));
    expect(frame).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
    const error = new DocsgenError('content', 'unknown value "\u001b[31mred"', { hint: 'not \u001b[0m' });
    expect(formatDocsgenError(error)).toBe('unknown value "\u241b[31mred"\nhint: not \u241b[0m');
  });

  it('maps kinds to exit codes', () => {
    expect(exitCodeFor('content')).toBe(1);
    expect(exitCodeFor('config')).toBe(2);
    expect(exitCodeFor('usage')).toBe(2);
  });
});
