import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { readSimpleYaml } from '../../../compiler/pages/simple-yaml.js';

/** Whatever readSimpleYaml reads, YAML must read the same way. */
function agreesWithYaml(text: string): void {
  const simple = readSimpleYaml(text);
  if (simple === undefined) return;
  expect(simple, JSON.stringify(text)).toEqual(parse(text));
}

describe('readSimpleYaml', () => {
  test('reads `key: plain text` lines', () => {
    const text = 'title: Install injected 1\ndescription: Silent session, request [recommended] "component" é.';
    expect(readSimpleYaml(text)).toEqual({ title: 'Install injected 1', description: 'Silent session, request [recommended] "component" é.' });
    agreesWithYaml(text);
  });

  test('leaves everything YAML could read otherwise to the parser', () => {
    for (const text of [
      'title: true',
      'draft: False',
      'title: null',
      'order: 3',
      'title: "quoted"',
      "title: 'quoted'",
      'title: a # comment',
      'title: C#',
      'title: Note: this',
      'url: https://example.com',
      'title: trailing ',
      'title:\ttab',
      'title: a\tb',
      'authors:\n  - Ann',
      'title: [a, b]',
      'title: {a: b}',
      'title: |\n  block',
      'title: A\n\ndescription: B',
      'title: A\n  continued',
      'title: A\ntitle: B',
      'title: A\r',
      '# only a comment',
      '',
      'true: key',
      'title: emoji 🎉',
      'title: a\u2028b',
      '- item',
      '---',
    ]) {
      expect(readSimpleYaml(text), JSON.stringify(text)).toBeUndefined();
    }
  });

  test('agrees with the YAML parser on random lines', () => {
    const alphabet = ['a', 'Z', ' ', ':', '#', '-', '"', "'", '[', ']', '{', '}', ',', '&', '*', '!', '|', '>', '%', '@', '`', '\t', '.', '0', '9', 'é', '\u00a0', '\u0085', '?', '~'];
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = () => alphabet[Math.floor(random() * alphabet.length)]!;
    let read = 0;
    for (let i = 0; i < 20_000; i++) {
      const value = (random() < 0.7 ? 'T' : '') + Array.from({ length: Math.floor(random() * 8) }, pick).join('');
      const text = `title: ${value}`;
      if (readSimpleYaml(text)) read++;
      agreesWithYaml(text);
    }
    // The random lines must exercise the fast path, not only its refusals.
    expect(read).toBeGreaterThan(1000);
  });
});
