// An API signature is drawn in the site's code themes (config markdown.code.themes), as its other
// code blocks are, with its documented names still links.
import type { Element, ElementContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { renderApiCode } from '../../../../compiler/mdx/api/render-code.js';
import { highlight } from '../../../../compiler/mdx/highlight/highlighter.js';

const CODE = {
  code: 'function area(shape: Shape): number',
  hovers: [{ start: 21, length: 5, text: 'interface Shape {\n  points: readonly Point[];\n}', docs: 'A closed figure.', href: '/Shape' }],
};
const NORD = { light: 'github-light', dark: 'nord' };

/** The style of the first token whose text is `text`, popups left out. */
function styleOf(pre: Element, text: string): string | undefined {
  let found: string | undefined;
  const walk = (nodes: ElementContent[]) => {
    for (const node of nodes) {
      if (found !== undefined || node.type !== 'element') continue;
      const classes = String(node.properties.class ?? node.properties.className ?? '');
      if (classes.includes('twoslash-popup-container')) continue;
      if (node.tagName === 'span' && node.children.length === 1 && node.children[0]!.type === 'text' && node.children[0]!.value === text) {
        found = String(node.properties.style ?? '');
        return;
      }
      walk(node.children);
    }
  };
  walk(pre.children);
  return found;
}

function hrefs(pre: Element): string[] {
  const found: string[] = [];
  const walk = (nodes: ElementContent[]) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      if (node.tagName === 'a') found.push(String(node.properties.href));
      walk(node.children);
    }
  };
  walk(pre.children);
  return found;
}

describe('renderApiCode', () => {
  it("colours a signature with the site's code themes, as a code block of the page is, and keeps its links", async () => {
    const themed = await renderApiCode(CODE, NORD);
    const block = await highlight({ code: CODE.code, lang: 'ts', meta: '', themes: NORD });
    const keyword = styleOf(themed, 'function');
    expect(keyword).toMatch(/--shiki-dark:/);
    expect(keyword).toBe(styleOf(block, 'function'));
    expect(keyword).not.toBe(styleOf(await renderApiCode(CODE), 'function'));
    expect(hrefs(themed)).toEqual(['/Shape']);
  }, 60_000);
});
