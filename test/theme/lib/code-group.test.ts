import { describe, expect, it } from 'vitest';
import { CODE_GROUP_STORAGE_KEY } from '../../../theme/shared/constants.js';
import { chosenLabel, codeGroupKey, codeGroupStyle, cssString, parseChoices } from '../../../theme/lib/code-group.js';
import { themeBootstrapScript } from '../../../theme/server/theme-bootstrap.js';

describe('code group choices', () => {
  const labels = ['npm', 'pnpm', 'yarn'];

  it('share a key between groups with the same labels', () => {
    expect(codeGroupKey(labels)).toBe(codeGroupKey(['npm', 'pnpm', 'yarn']));
    expect(codeGroupKey(labels)).not.toBe(codeGroupKey(['npm', 'yarn']));
  });

  it('pick the remembered label, else the first', () => {
    expect(chosenLabel(labels, { [codeGroupKey(labels)]: 'pnpm' })).toBe('pnpm');
    expect(chosenLabel(labels, {})).toBe('npm');
    expect(chosenLabel(labels, { [codeGroupKey(labels)]: 'bun' })).toBe('npm');
  });

  it('read only well-formed storage', () => {
    expect(parseChoices('{"a|b":"b","x":1}')).toEqual({ 'a|b': 'b' });
    expect(parseChoices('not json')).toEqual({});
    expect(parseChoices('[1]')).toEqual({});
    expect(parseChoices(null)).toEqual({});
  });

  it('quote CSS strings safely', () => {
    expect(cssString('a"b\\c\nd')).toBe('"a\\"b\\\\c\\a d"');
  });

  it('write the same rules in the bootstrap as in the island', () => {
    const choices = { 'npm|pnpm|yarn': 'pnpm', 'say "hi"|x': 'x' };
    const appended: { id: string; textContent: string }[] = [];
    const classes = new Set<string>();
    const fakeDocument = {
      documentElement: { classList: { add: (c: string) => classes.add(c), toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)) }, setAttribute() {} },
      createElement: () => ({ id: '', textContent: '' }),
      querySelector: () => null,
      head: { appendChild: (e: { id: string; textContent: string }) => appended.push(e) },
    };
    const storage = { getItem: (key: string) => (key === CODE_GROUP_STORAGE_KEY ? JSON.stringify(choices) : null) };
    new Function('document', 'localStorage', 'matchMedia', themeBootstrapScript('system'))(fakeDocument, storage, () => ({ matches: false }));
    expect(appended).toHaveLength(1);
    expect(appended[0]!.textContent).toBe(codeGroupStyle(choices));
    expect(classes.has('dg-js')).toBe(true);
    expect(classes.has('light')).toBe(true);
  });
});
