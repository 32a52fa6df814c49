import { describe, expect, it } from 'vitest';
import { DocsgenError, ERRORS, INTERNAL_ERROR, codeFrame, errorReference, exitCodeFor, formatDocsgenError } from '../../../compiler/errors/docsgen-error.js';

describe('errors', () => {
  it('draws a code frame with a caret under the column', () => {
    const frame = codeFrame('one\ntwo\nthree\nfour', 3, 2, 1);
    expect(frame).toBe(['  2 | two', '> 3 | three', '    |  ^', '  4 | four'].join('\n'));
  });

  it('formats file:line:column, message, frame, hint and the line naming the error with its section of the manual', () => {
    const error = new DocsgenError('CompileError', 'Unexpected end of file', {
      location: { file: 'pages/a.mdx', line: 1, column: 3, source: '<a' },
      hint: 'close the tag',
    });
    expect(formatDocsgenError(error)).toBe(`pages/a.mdx:1:3  Unexpected end of file\n> 1 | <a\n    |   ^\nhint: close the tag\n${errorReference('CompileError')}`);
  });

  it("prints the catalogue's hint when the error has none of its own, and only the place and message in one-line mode", () => {
    const error = new DocsgenError('NoPages', 'no pages folder at /x/pages');
    expect(formatDocsgenError(error)).toBe(`no pages folder at /x/pages\nhint: ${ERRORS.NoPages.hint}\n${errorReference('NoPages')}`);
    const link = new DocsgenError('BrokenLink', '/nope  no such page', { location: { file: 'pages/a.mdx', line: 2, column: 1 } });
    expect(formatDocsgenError(link, { oneLine: true })).toBe('pages/a.mdx:2:1  /nope  no such page');
  });

  it('takes its kind from the catalogue, and says that an internal error is a bug rather than linking', () => {
    expect(new DocsgenError('BrokenLink', 'x').kind).toBe('content');
    expect(new DocsgenError('ConfigInvalid', 'x').kind).toBe('config');
    expect(new DocsgenError('PortUnavailable', 'x').kind).toBe('usage');
    const internal = new DocsgenError(INTERNAL_ERROR, 'internal: impossible');
    expect(internal.code).toBe(INTERNAL_ERROR);
    expect(formatDocsgenError(internal)).toBe(`internal: impossible\n[${INTERNAL_ERROR}] a bug in docsgen: please report it`);
  });

  it('keeps the code of the first error when several are reported as one', () => {
    const all = DocsgenError.all([new DocsgenError('FrontmatterInvalid', 'a'), new DocsgenError('FrontmatterInvalid', 'b')]);
    expect(all.code).toBe('FrontmatterInvalid');
    expect(all.flatten().map((error) => error.message)).toEqual(['a', 'b']);
  });

  it("prints a page's control characters and escape sequences visibly, the caret still under its column", () => {
    const source = 'fine\n\u001b[2J\u001b]0;pwned\u0007<b x=\u0008\u007f\u009b\u202e>\tok';
    const frame = codeFrame(source, 2, 21, 1);
    expect(frame).toBe(['  1 | fine', '> 2 | \u241b[2J\u241b]0;pwned\u2407<b x=\u2408\u2421\ufffd\ufffd>\tok', '    |                     ^'].join('\n'));
    expect(frame).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
    const error = new DocsgenError('FrontmatterInvalid', 'unknown value "\u001b[31mred"', { hint: 'not \u001b[0m' });
    expect(formatDocsgenError(error)).toBe(`unknown value "\u241b[31mred"\nhint: not \u241b[0m\n${errorReference('FrontmatterInvalid')}`);
  });

  it('maps kinds to exit codes', () => {
    expect(exitCodeFor('content')).toBe(1);
    expect(exitCodeFor('config')).toBe(2);
    expect(exitCodeFor('usage')).toBe(2);
  });
});
