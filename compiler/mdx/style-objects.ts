// Inline styles of an HTML tree as the objects React wants, parsed once per distinct string. Every
// highlighted code token carries a style (`--shiki-light:…;--shiki-dark:…`), a page has dozens and
// a site repeats the same few, yet hast-util-to-jsx-runtime would parse each one, on every page,
// with a full CSS declaration parser. Given an object, it uses it as it is.
import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment } from 'react/jsx-runtime';
import { forEachNode } from './walk.js';

type Style = Record<string, string>;

/** Enough for every token colour of every theme a site uses; a site with more starts over. */
const CACHE_LIMIT = 10_000;
const parsed = new Map<string, Style>();

/**
 * Replaces each element's `style` string by its parsed object, shared by every element with the
 * same string (React only reads it). Table cells are left alone: the runtime adds their `align`
 * to their style object, which must then be their own.
 */
export function parseStylesOnce(tree: Root): void {
  forEachNode<{ type: string; tagName?: string; properties?: Record<string, unknown> }>(tree, (node) => {
    if (node.type !== 'element' || node.tagName === 'td' || node.tagName === 'th') return;
    const style = node.properties!.style;
    if (typeof style !== 'string') return;
    // A style that does not parse stays a string: rendering reports it as it always did.
    const object = styleObject(style);
    if (object) node.properties!.style = object;
  });
}

function styleObject(style: string): Style | undefined {
  let object = parsed.get(style);
  if (object === undefined) {
    try {
      object = parseLikeTheRuntime(style);
    } catch {
      return undefined;
    }
    if (parsed.size >= CACHE_LIMIT) parsed.clear();
    parsed.set(style, object);
  }
  return object;
}

/** The runtime's own parse (same casing, same rules), read back from the props it gives a <span>. */
function parseLikeTheRuntime(style: string): Style {
  let object: Style = {};
  const capture = (type: unknown, props: { style?: Style }) => {
    if (type === 'span') object = props.style ?? {};
    return null;
  };
  toJsxRuntime(
    { type: 'root', children: [{ type: 'element', tagName: 'span', properties: { style }, children: [] }] },
    { Fragment, jsx: capture as never, jsxs: capture as never, elementAttributeNameCase: 'react', stylePropertyNameCase: 'dom' },
  );
  return object;
}
