import { describe, expect, test } from 'vitest';
import type { ConfigIssue } from '../../config/errors.js';
import { array, childPath, lazy, number, object, required, string, union, where, type Schema } from '../../config/schema.js';

function check(schema: Schema, value: unknown): string[] {
  const issues: ConfigIssue[] = [];
  schema.check(value, 'v', issues);
  return issues.map((issue) => issue.message);
}

describe('schema', () => {
  test('childPath writes identifiers with a dot, other keys quoted, indices in brackets', () => {
    expect(childPath('', 'title')).toBe('title');
    expect(childPath('sidebar', '/core')).toBe('sidebar["/core"]');
    expect(childPath('sidebar["/core"]', 1)).toBe('sidebar["/core"][1]');
    expect(childPath('a', 'b-c')).toBe('a["b-c"]');
    expect(childPath('', '/x')).toBe('["/x"]');
  });

  test('a union with several members of the same kind takes the first that fits', () => {
    const short = where<string>(string(), 'a short string', (v) => v.length < 3);
    const upper = where<string>(string(), 'an upper-case string', (v) => v === v.toUpperCase());
    const either = union(short, upper);
    expect(check(either, 'ab')).toEqual([]);
    expect(check(either, 'ABCD')).toEqual([]);
    expect(check(either, 'abcd')).toEqual(['v: expected a short string or an upper-case string, found the string "abcd"']);
  });

  test('a union reports problems deeper inside the value as they are', () => {
    interface Point {
      x: number;
    }
    const point = object<Point>({ x: required(number()) });
    expect(check(union(number(), point), { x: 'a' })).toEqual(['v.x: expected a number, found the string "a"']);
  });

  test('lazy schemas allow recursion', () => {
    interface Tree {
      name: string;
      children?: Tree[];
    }
    const tree: Schema = object<Tree>({ name: required(string()), children: array(lazy(() => tree)) });
    expect(check(tree, { name: 'a', children: [{ name: 'b', children: [{ children: [] }] }] })).toEqual([
      'v.children[0].children[0].name: expected a string, found nothing',
    ]);
  });

  test('numbers must be finite', () => {
    expect(check(number(), Infinity)).toEqual(['v: expected a number, found the number Infinity']);
    expect(check(number(), 1.5)).toEqual([]);
  });

  test('object refinements run after the key checks', () => {
    interface Range {
      from?: number;
      to?: number;
    }
    const range = object<Range>({ from: number(), to: number() }, (value, path, issues) => {
      if ((value['from'] as number) > (value['to'] as number)) {
        issues.push({ path, expected: 'from ≤ to', found: 'from > to', message: `${path}: from > to` });
      }
    });
    expect(check(range, { from: 2, to: 1 })).toEqual(['v: from > to']);
  });
});
