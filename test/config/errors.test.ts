import { describe, expect, test } from 'vitest';
import { configIssue, ConfigError } from '../../config/errors.js';

describe('ConfigError', () => {
  const issues = [
    configIssue({ path: 'title', expected: 'a string', found: 'the number 1' }),
    configIssue({ path: 'topNav[0].txt', expected: 'a known key', found: 'the key "txt"', summary: 'unknown key', hint: 'did you mean "text"?' }),
  ];

  test('configIssue builds the one-line message', () => {
    expect(issues.map((issue) => issue.message)).toEqual([
      'title: expected a string, found the number 1',
      'topNav[0].txt: unknown key (did you mean "text"?)',
    ]);
    expect(issues[0]).not.toHaveProperty('hint');
    expect(configIssue({ path: '', expected: 'an object', found: 'null' }).message).toBe('config: expected an object, found null');
  });

  test('format starts with the config file and lists every issue', () => {
    const error = new ConfigError({ issues }).withFile('/site/docsgen.config.ts');
    expect(error.format()).toBe(
      [
        '/site/docsgen.config.ts: invalid config (2 problems)',
        '  title: expected a string, found the number 1',
        '  topNav[0].txt: unknown key (did you mean "text"?)',
      ].join('\n'),
    );
    expect(error.message).toBe(error.format());
    expect(error.name).toBe('ConfigError');
    expect(error.file).toBe('/site/docsgen.config.ts');
    expect(error.issues).toBe(issues);
  });

  test('without a file it says so', () => {
    expect(new ConfigError({ issues: issues.slice(0, 1) }).format()).toBe(
      'docsgen config: invalid config (1 problem)\n  title: expected a string, found the number 1',
    );
  });

  test('diagnostics print file:line:column, a code frame and a hint', () => {
    const error = new ConfigError({
      file: '/site/docsgen.config.ts',
      diagnostics: [
        { file: '/site/docsgen.config.ts', line: 3, column: 8, text: 'Expected "}" but found ")"', lineText: '\tfoo: 1)' },
        { file: '/site/docsgen.config.ts', text: 'the config file has no default export', hint: 'add one' },
      ],
    });
    expect(error.format()).toBe(
      [
        '/site/docsgen.config.ts: the config file could not be loaded',
        '  /site/docsgen.config.ts:3:8: Expected "}" but found ")"',
        '    3 | \tfoo: 1)',
        '      | \t      ^',
        '  /site/docsgen.config.ts: the config file has no default export',
        '  hint: add one',
      ].join('\n'),
    );
  });

  test("names its entry of the error catalogue: a file that does not load, values that are wrong, or the code it was given", () => {
    expect(new ConfigError({ issues }).code).toBe('ConfigInvalid');
    expect(new ConfigError({ diagnostics: [{ file: 'docsgen.config.ts', text: 'boom' }] }).code).toBe('ConfigLoadFailed');
    const override = new ConfigError({ code: 'OverrideInvalid', issues });
    expect(override.withFile('docsgen.config.ts').code).toBe('OverrideInvalid');
  });
});
