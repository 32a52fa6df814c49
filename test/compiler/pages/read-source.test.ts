import { describe, expect, it } from 'vitest';
import { decodePageSource } from '../../../compiler/pages/read-source.js';
import { DocsgenError } from '../../../compiler/errors/docsgen-error.js';

function failure(bytes: Buffer): DocsgenError {
  try {
    decodePageSource(bytes, 'pages/x.md');
  } catch (error) {
    return error as DocsgenError;
  }
  throw new Error('expected an error');
}

describe('decodePageSource', () => {
  it('reads UTF-8, a byte order mark and all', () => {
    expect(decodePageSource(Buffer.from('# Café ✓\n'), 'pages/x.md')).toBe('# Café ✓\n');
  });

  it('names the first byte that is not UTF-8 with its line and column', () => {
    const error = failure(Buffer.concat([Buffer.from('# Title\n\nsüß '), Buffer.from([0xe9]), Buffer.from('t\n')]));
    expect(error.message).toBe('the page is not UTF-8 text: byte 0xE9 cannot start or continue a character');
    expect(error.location).toMatchObject({ file: 'pages/x.md', line: 3, column: 5 });
    expect(error.hint).toMatch(/save the file as UTF-8/);
  });

  it('says so for UTF-16', () => {
    const error = failure(Buffer.from('\ufeff# Hi\n', 'utf16le'));
    expect(error.message).toBe('the page is UTF-16 text; pages must be UTF-8');
    expect(error.location).toMatchObject({ line: 1, column: 1 });
  });
});
