// An API signature as a highlighted code block with popups, drawn exactly as a twoslash block is
// (twoslash-render.ts): the popups are TypeScript's quick info for each name, given to Shiki's
// twoslash renderer as the result of a twoslash run, so they look and behave the same (the theme's
// popup island, keyboard focus, dark mode), in the site's code themes (config
// markdown.code.themes). A name the site documents is a link to its page.
import { hash } from 'node:crypto';
import type { Element, ElementContent } from 'hast';
import type { TwoslashReturn } from 'twoslash';
import type { CodeThemes } from '../highlight/highlighter.js';
import { renderTwoslashed } from '../twoslash/twoslash-render.js';
import type { ApiCode, ApiHover } from './model.js';

/** `themes`: the site's code themes; docsgen's when it names none. */
export async function renderApiCode(code: ApiCode, themes?: CodeThemes): Promise<Element> {
  const lineStarts = [0];
  for (let at = code.code.indexOf('\n'); at !== -1; at = code.code.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  const position = (offset: number) => {
    let line = lineStarts.length - 1;
    while (lineStarts[line]! > offset) line--;
    return { line, character: offset - lineStarts[line]! };
  };
  const nodes = code.hovers.map((hover) => ({
    type: 'hover' as const,
    start: hover.start,
    length: hover.length,
    ...position(hover.start),
    target: code.code.slice(hover.start, hover.start + hover.length),
    text: hover.text,
    ...(hover.docs ? { docs: hover.docs } : {}),
    ...(hover.tags ? { tags: hover.tags } : {}),
  }));
  const twoslash = { code: code.code, nodes, meta: { extension: 'ts' } } as unknown as TwoslashReturn;
  const scope = `api\u0000${hash('sha1', JSON.stringify(code))}`;
  const pre = await renderTwoslashed(code.code, 'ts', '', { twoslash, scope }, [], themes);
  linkDocumented(pre, code.hovers);
  return pre;
}

/** Makes each popup token whose name the site documents a link to it: the token becomes an <a>. */
function linkDocumented(pre: Element, hovers: readonly ApiHover[]): void {
  const byStart = new Map(hovers.filter((hover) => hover.href).map((hover) => [hover.start, hover]));
  if (byStart.size === 0) return;
  let offset = 0;
  const walk = (nodes: ElementContent[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        offset += node.value.length;
        continue;
      }
      if (node.type !== 'element') continue;
      const classes = classList(node);
      // Popups are not part of the code's text.
      if (classes.includes('twoslash-popup-container')) continue;
      if (classes.includes('twoslash-hover')) {
        const hover = byStart.get(offset);
        if (hover) {
          node.tagName = 'a';
          node.properties = { ...node.properties, href: hover.href };
          // A link is focusable itself, and may hold nothing focusable (a multi-line popup's code is).
          forEachElement(node, (element) => {
            delete element.properties.tabindex;
            delete element.properties.tabIndex;
          });
        }
      }
      walk(node.children);
    }
  };
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  if (code) walk(code.children);
}

function forEachElement(node: Element, visit: (element: Element) => void): void {
  visit(node);
  for (const child of node.children) if (child.type === 'element') forEachElement(child, visit);
}

function classList(node: Element): string[] {
  const value = node.properties.class ?? node.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}
