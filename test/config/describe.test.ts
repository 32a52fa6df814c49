import { createElement } from 'react';
import { describe, expect, test } from 'vitest';
import { closestMatch, describeValue, isReactElement, kindOf, listOr } from '../../config/describe.js';

describe('describe', () => {
  test('kindOf tells elements, arrays and plain objects apart', () => {
    expect(kindOf(createElement('a'))).toBe('element');
    expect(kindOf([])).toBe('array');
    expect(kindOf({})).toBe('object');
    expect(kindOf(Object.create(null))).toBe('object');
    expect(kindOf(new Map())).toBe('other');
    expect(kindOf(null)).toBe('null');
    expect(kindOf(Symbol('s'))).toBe('other');
  });

  test('isReactElement looks at $$typeof only', () => {
    expect(isReactElement(createElement('a'))).toBe(true);
    expect(isReactElement({ $$typeof: Symbol.for('react.element') })).toBe(true);
    expect(isReactElement({ $$typeof: Symbol('react.element') })).toBe(false);
    expect(isReactElement({ $$typeof: 'react.element' })).toBe(false);
    expect(isReactElement('a')).toBe(false);
  });

  test('describeValue', () => {
    expect(describeValue(undefined)).toBe('nothing');
    expect(describeValue(42)).toBe('the number 42');
    expect(describeValue('a"b')).toBe('the string "a\\"b"');
    expect(describeValue(false)).toBe('the boolean false');
    expect(describeValue([1])).toBe('an array of 1 item');
    expect(describeValue(createElement('a'))).toBe('a React element');
    expect(describeValue(new Map())).toBe('a Map object');
    expect(describeValue(10n)).toBe('a bigint');
  });

  test('listOr', () => {
    expect(listOr([])).toBe('');
    expect(listOr(['a'])).toBe('a');
    expect(listOr(['a', 'b'])).toBe('a or b');
    expect(listOr(['a', 'b', 'c'])).toBe('a, b or c');
  });

  test('closestMatch suggests plausible typos only', () => {
    const keys = ['text', 'link', 'items', 'element', 'match', 'id'];
    expect(closestMatch('txt', keys)).toBe('text');
    expect(closestMatch('txet', keys)).toBe('text');
    expect(closestMatch('Link', keys)).toBe('link');
    expect(closestMatch('elemnt', keys)).toBe('element');
    expect(closestMatch('href', keys)).toBeUndefined();
    expect(closestMatch('completelydifferent', keys)).toBeUndefined();
  });
});
