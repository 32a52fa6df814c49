import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CheckLinksResult } from '../../compiler/links/check-site.js';
import { formatReport, jsonReport } from '../../compiler/links/report.js';
import { errorReference } from '../../compiler/errors/docsgen-error.js';

const root = mkdtempSync(join(tmpdir(), 'docsgen-report-'));
mkdirSync(join(root, 'pages'));
writeFileSync(join(root, 'pages/b.mdx'), '# B\n\nSome <div> here\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

function result(overrides: Partial<CheckLinksResult> = {}): CheckLinksResult {
  return {
    root,
    basePath: '',
    pages: 1234,
    links: { internal: 5678, external: 0, other: 0, externalChecked: false, ignored: 0 },
    broken: [],
    unparsable: [],
    sources: { cached: 1234, scanned: 0, parsed: 0 },
    configWarnings: [],
    ...overrides,
  };
}

describe('formatReport', () => {
  it('says all is well in one line', () => {
    expect(formatReport(result(), 0.1234)).toBe('all 5,678 links hold (1,234 pages, 0.12 s)');
  });

  it('lists problems by file and position, pages that do not parse with their code frame, then the summary', () => {
    const text = formatReport(
      result({
        broken: [
          { file: 'docsgen.config.ts', keyPath: 'topNav[0].link', href: '/x', reason: 'no-page', message: 'no such page' },
          { file: 'pages/a.mdx', line: 3, column: 1, href: '#x', reason: 'no-anchor', message: 'no #x on this page' },
          { file: 'pages/c.mdx', line: 1, column: 9, href: '', reason: 'no-anchor', message: 'm' },
        ],
        unparsable: [{ file: 'pages/b.mdx', line: 3, column: 6, message: 'Expected a closing tag', hint: 'close it' }],
        links: { internal: 10, external: 2, other: 1, externalChecked: false, ignored: 0 },
      }),
      1,
    );
    expect(text.split('\n')).toEqual([
      'docsgen.config.ts:topNav[0].link  /x  no such page',
      'pages/a.mdx:3:1  #x  no #x on this page',
      'pages/b.mdx:3:6  does not parse: Expected a closing tag',
      '    1 | # B',
      '    2 | ',
      '  > 3 | Some <div> here',
      '      |      ^',
      '    4 | ',
      '  hint: close it',
      'pages/c.mdx:1:9  ""  m',
      // One line for the list names the error and links to its section of the manual.
      `${errorReference('BrokenLink')}`,
      '',
      '3 broken links and 1 page that does not parse in 4 files (10 links checked in 1,234 pages, 1.00 s); 2 external links not checked (use --external)',
    ]);
  });

  it('counts external links as checked with --external', () => {
    const text = formatReport(result({ links: { internal: 1, external: 1, other: 0, externalChecked: true, ignored: 0 } }), 0);
    expect(text).toBe('all 2 links hold (1,234 pages, 0.00 s)');
  });
});

describe('jsonReport', () => {
  it('says ok, and carries everything a tool needs', () => {
    const report = jsonReport(result(), 0.0456);
    expect(report).toEqual({
      ok: true,
      root,
      basePath: '',
      pages: 1234,
      links: { internal: 5678, external: 0, other: 0, externalChecked: false, ignored: 0 },
      broken: [],
      unparsable: [],
      warnings: [],
      sources: { cached: 1234, scanned: 0, parsed: 0 },
      durationMs: 46,
    });
    expect(jsonReport(result({ unparsable: [{ file: 'x', message: 'y' }] }), 0).ok).toBe(false);
  });
});
