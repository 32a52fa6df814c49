import type { Element, Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { describe, expect, test } from 'vitest';
import { parseStylesOnce } from '../../../compiler/mdx/style-objects.js';

const element = (tagName: string, style: string, properties: Record<string, unknown> = {}): Element => ({
  type: 'element',
  tagName,
  properties: { ...properties, style },
  children: [{ type: 'text', value: tagName }],
});

function render(tree: Root): string {
  return renderToStaticMarkup(createElement(() => toJsxRuntime(tree, { Fragment, jsx, jsxs, elementAttributeNameCase: 'react', stylePropertyNameCase: 'dom' })));
}

describe('parseStylesOnce', () => {
  const tree = (): Root => ({
    type: 'root',
    children: [
      element('span', '--shiki-light:#953800;--shiki-dark:#FFA657'),
      element('span', '--shiki-light:#953800;--shiki-dark:#FFA657'),
      element('div', 'COLOR: red; background-color: blue; -ms-transform: none'),
      element('td', 'color: red', { align: 'center' }),
    ],
  });

  test('renders exactly as the runtime parsing each string itself', () => {
    const parsed = tree();
    parseStylesOnce(parsed);
    expect(render(parsed)).toBe(render(tree()));
  });

  test('one shared object per distinct string; table cells keep their string', () => {
    const parsed = tree();
    parseStylesOnce(parsed);
    const styles = parsed.children.map((child) => (child as Element).properties.style);
    expect(styles[0]).toEqual({ '--shiki-light': '#953800', '--shiki-dark': '#FFA657' });
    expect(styles[1]).toBe(styles[0]);
    expect(styles[2]).toEqual({ color: 'red', backgroundColor: 'blue', msTransform: 'none' });
    expect(styles[3]).toBe('color: red');
  });

  test('a style that does not parse stays a string, for rendering to report', () => {
    const parsed: Root = { type: 'root', children: [element('span', 'color')] };
    parseStylesOnce(parsed);
    expect((parsed.children[0] as Element).properties.style).toBe('color');
    expect(() => render(parsed)).toThrow(/Cannot parse `style` attribute/);
  });
});
