// Callouts (note, info, warning, danger, tip, success), written either as directives
//   :::note[Optional title]
//   …
//   :::
// or as GitHub alerts (> [!NOTE], [!TIP], [!IMPORTANT], [!WARNING], [!CAUTION]). Both become
// <div class="dg-callout dg-callout--note" role="note" aria-label="Note">, with a title paragraph
// when one is given (GitHub alerts always show their kind, as on GitHub).
import type { Blockquote, Paragraph, Parent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { mayContainAlert, mayContainDirective } from './syntax-hints.js';

export const CALLOUT_TYPES = ['note', 'info', 'warning', 'danger', 'tip', 'success'] as const;
export type CalloutType = (typeof CALLOUT_TYPES)[number];

/** GitHub's alert kinds, and the callout each one becomes. */
const ALERTS: Record<string, CalloutType> = {
  NOTE: 'note',
  TIP: 'tip',
  IMPORTANT: 'info',
  WARNING: 'warning',
  CAUTION: 'danger',
  INFO: 'info',
  DANGER: 'danger',
  SUCCESS: 'success',
};

const ALERT_MARKER = /^\[!([A-Za-z]+)\][ \t]*(?:\r?\n|$)/;

export function isCalloutType(name: string): name is CalloutType {
  return (CALLOUT_TYPES as readonly string[]).includes(name);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

function titleParagraph(children: Paragraph['children']): Paragraph {
  return { type: 'paragraph', children, data: { hProperties: { className: ['dg-callout__title'] } } };
}

/** Turns a directive or blockquote node into a callout, in place. */
function makeCallout(node: Parent, type: CalloutType, label: string, title: Paragraph | undefined): void {
  node.data = { ...node.data, hName: 'div', hProperties: { className: ['dg-callout', `dg-callout--${type}`], role: 'note', ariaLabel: label } };
  if (title) node.children.unshift(title as never);
}

function directiveCallout(node: ContainerDirective): void {
  const type = node.name as CalloutType;
  const first = node.children[0];
  let title: Paragraph | undefined;
  if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    node.children.shift();
    title = titleParagraph(first.children);
  }
  makeCallout(node, type, capitalize(type), title);
}

function alertCallout(node: Blockquote): void {
  const paragraph = node.children[0];
  if (paragraph?.type !== 'paragraph') return;
  const text = paragraph.children[0];
  if (text?.type !== 'text') return;
  const match = ALERT_MARKER.exec(text.value);
  const type = match ? ALERTS[match[1]!.toUpperCase()] : undefined;
  if (!match || !type) return;
  const rest = text.value.slice(match[0].length);
  if (rest) (text as Text).value = rest;
  else paragraph.children.shift();
  // A break right after the marker ("[!NOTE]  \n") leaves a leading <br>: drop it too.
  if (paragraph.children[0]?.type === 'break') paragraph.children.shift();
  if (paragraph.children.length === 0) node.children.shift();
  const name = capitalize(match[1]!);
  makeCallout(node, type, name, titleParagraph([{ type: 'text', value: name }]));
}

export function remarkCallouts() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    if (!mayContainDirective(source) && !mayContainAlert(source)) return;
    visit(tree, (node: Root | RootContent) => {
      if (node.type === 'containerDirective' && isCalloutType(node.name)) directiveCallout(node);
      else if (node.type === 'blockquote') alertCallout(node);
    });
  };
}
