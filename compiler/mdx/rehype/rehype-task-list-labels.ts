// A task list item's checkbox (`- [x] write the page`) is named by the item's text: GFM writes a
// bare <input type="checkbox" disabled>, which a screen reader announces as an unnamed checkbox
// (axe: "Form elements must have labels"). The name is the item's own text, without its nested
// lists; the checked state says the rest.
import type { Element, ElementContent, Root, RootContent } from 'hast';

export function rehypeTaskListLabels() {
  return (tree: Root) => visit(tree);
}

function visit(node: Root | RootContent): void {
  if (!('children' in node)) return;
  if (node.type === 'element' && node.tagName === 'li' && classes(node).includes('task-list-item')) {
    const checkbox = findCheckbox(node);
    const label = ownText(node).replace(/\s+/g, ' ').trim();
    if (checkbox && label && checkbox.properties['ariaLabel'] === undefined && checkbox.properties['ariaLabelledBy'] === undefined) checkbox.properties['ariaLabel'] = label;
  }
  for (const child of node.children) visit(child);
}

function classes(element: Element): string[] {
  const value = element.properties['className'];
  if (Array.isArray(value)) return value.map(String);
  return value === undefined || value === null ? [] : String(value).split(/\s+/);
}

/** The item's checkbox: its first child, or the first child of its first paragraph (a loose list). */
function findCheckbox(item: Element): Element | undefined {
  const isCheckbox = (node: ElementContent): boolean => node.type === 'element' && node.tagName === 'input' && node.properties['type'] === 'checkbox';
  const first = item.children.find((child) => child.type !== 'text' || child.value.trim() !== '');
  if (first?.type !== 'element') return undefined;
  if (isCheckbox(first)) return first;
  if (first.tagName !== 'p') return undefined;
  const inParagraph = first.children.find(isCheckbox);
  return inParagraph?.type === 'element' ? inParagraph : undefined;
}

/** The text of a node, leaving out nested lists (their items have labels of their own). */
function ownText(node: ElementContent | Element): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || node.tagName === 'ul' || node.tagName === 'ol') return '';
  return node.children.map(ownText).join('');
}
