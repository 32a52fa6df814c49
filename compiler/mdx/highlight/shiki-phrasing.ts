// Code blocks live in <pre><code>, where HTML allows only phrasing content, but twoslash popups
// render blocks (<div> for docs and error lines, <pre> for JSDoc examples). This Shiki transformer
// turns every such element inside the code into a <span class="dg-block"> (CSS shows it as a
// block), so the page stays valid HTML and a nested <pre> is never taken for a code block of the
// page (MDX would render it with the theme's CodeBlock).
import type { Element, Root } from 'hast';
import type { ShikiTransformer } from 'shiki';
import { visit } from 'unist-util-visit';

const BLOCKS = new Set(['div', 'p', 'pre', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'table', 'hr']);

export function toPhrasing(code: Element | Root): void {
  visit(code, 'element', (node: Element) => {
    if (node === code || !BLOCKS.has(node.tagName)) return;
    const className = node.properties.className ?? node.properties.class;
    const classes = Array.isArray(className) ? className.map(String) : typeof className === 'string' ? className.split(/\s+/) : [];
    const wasPre = node.tagName === 'pre';
    node.tagName = 'span';
    delete node.properties.class;
    node.properties.className = [...classes.filter(Boolean), 'dg-block', ...(wasPre ? ['dg-block--pre'] : [])];
  });
}

export const phrasingOnly: ShikiTransformer = {
  name: 'docsgen:phrasing-only',
  // `root` runs last, after every other transformer has added its nodes.
  root(root) {
    visit(root, 'element', (node: Element) => {
      if (node.tagName !== 'code') return;
      toPhrasing(node);
      return 'skip';
    });
  },
};
