import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../config/errors.js';
import { reportConfigError, reportPageError, titleFor } from '../../../compiler/dev/live/overlay-error.js';
import { DocsgenError, errorReference } from '../../../compiler/errors/docsgen-error.js';
import { tempDir } from '../../support/temp-dir.js';

const source = ['---', 'title: A', '---', '', '# A', '', '<div>', 'text'].join('\n');

describe('reportPageError', () => {
  it('gives the overlay and the terminal file:line:column, the message, a code frame and the hint', () => {
    const error = { code: 'CompileError' as const, kind: 'content' as const, message: 'Expected a closing tag for `<div>`', hint: 'close it', location: { file: 'pages/a.mdx', line: 7, column: 1, source } };
    const { overlay, text } = reportPageError(error, titleFor(error, 'compile'));
    expect(overlay.title).toBe('MDX error');
    expect(overlay.location).toBe('pages/a.mdx:7:1');
    expect(overlay.message).toBe('Expected a closing tag for `<div>`');
    expect(overlay.frame).toContain('> 7 | <div');
    expect(overlay.hint).toBe('close it');
    expect(text).toContain('pages/a.mdx:7:1  Expected a closing tag');
    expect(text).toContain('> 7 | <div');
    expect(text).toContain('hint: close it');
    expect(text).toContain(`${errorReference('CompileError')}`);
  });

  it('lists every further problem of the page under the first (every frontmatter mistake)', () => {
    const more = new DocsgenError('FrontmatterInvalid', 'frontmatter date: expected a date such as 2024-05-01, found the string "soon"', { location: { file: 'pages/a.mdx', line: 3, column: 7 } });
    const error = new DocsgenError('FrontmatterInvalid', 'frontmatter titel: unknown key', { location: { file: 'pages/a.mdx', line: 2, column: 1, source }, hint: 'did you mean "title"?', more: [more] });
    const { overlay, text } = reportPageError(error, titleFor(error, 'compile'));
    expect(overlay.title).toBe('Frontmatter error');
    expect(overlay.message).toBe('frontmatter titel: unknown key\n\nAlso on this page:\npages/a.mdx:3:7  frontmatter date: expected a date such as 2024-05-01, found the string "soon"');
    expect(text).toContain('hint: did you mean "title"?');
    expect(text).toContain('Also on this page:\npages/a.mdx:3:7  frontmatter date');
  });

  it('points at the component that threw, and names the page it broke', () => {
    const error = new DocsgenError('RenderError', 'rendering failed: boom', { location: { file: 'pages/b.mdx' }, hint: 'thrown at Boom (x.mjs:3:9)' });
    const thrownAt = { file: 'components/Boom.tsx', line: 2, column: 9, source: 'export function Boom() {\n  throw new Error("boom");\n}' };
    const { overlay } = reportPageError(error, titleFor(error, 'render'), thrownAt);
    expect(overlay.title).toBe('Error while rendering');
    expect(overlay.location).toBe('components/Boom.tsx:2:9');
    expect(overlay.frame).toContain('> 2 |   throw new Error("boom");');
    expect(overlay.hint).toBe('while rendering pages/b.mdx');
  });

  it('titles broken imports and frontmatter', () => {
    expect(titleFor(new DocsgenError('CompileError', 'Could not resolve "../x"'), 'bundle')).toBe('Broken import');
    expect(titleFor(new DocsgenError('FrontmatterInvalid', 'invalid frontmatter: bad'), 'compile')).toBe('Frontmatter error');
    expect(titleFor(new DocsgenError('CompileError', 'Unexpected character'), 'compile')).toBe('MDX error');
  });
});

describe('reportConfigError', () => {
  it('frames the first located diagnostic and lists every problem', () => {
    const dir = tempDir('docsgen-config-', { in: 'system' });
    const file = join(dir, 'docsgen.config.ts');
    writeFileSync(file, "export default {\n  title: 'x',,\n};\n");
    const error = new ConfigError({ file, diagnostics: [{ file, line: 2, column: 14, text: 'Unexpected ","', lineText: "  title: 'x',," }] });
    const { overlay, text } = reportConfigError(error);
    expect(overlay.title).toMatch(/^Config error/);
    expect(overlay.location).toBe(`${file}:2:14`);
    expect(overlay.frame).toContain("> 2 |   title: 'x',,");
    expect(overlay.message).toContain('Unexpected ","');
    expect(text).toContain('the last good config stays in use');
    expect(error.code).toBe('ConfigLoadFailed');
    expect(text).toContain(`${errorReference('ConfigLoadFailed')}`);
  });
});
