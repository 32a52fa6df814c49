// Callouts (note, info, warning, danger, tip, success), written either as directives
//   :::note[Optional title]        (Vocs, Starlight, Docusaurus; `::: note Title` in VitePress,
//   …                               rewritten by dialect-lines.ts)
//   :::
// or as GitHub alerts (> [!NOTE], [!TIP], [!IMPORTANT], [!WARNING], [!CAUTION]). Both become
// <div class="dg-callout dg-callout--note" role="note" aria-label="Note">, with a title paragraph
// when one is given (GitHub alerts always show their kind, as on GitHub). Other tools' names for
// the same boxes: `caution` (Starlight, Docusaurus: a warning), `important` (an info box, as on
// GitHub), `callout` (Vocs: a box of no particular kind).
import type { Blockquote, Paragraph, Parent, Text } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';

export const CALLOUT_TYPES = ['note', 'info', 'warning', 'danger', 'tip', 'success'] as const;
export type CalloutType = (typeof CALLOUT_TYPES)[number];

/** Directive names of other tools, and the callout each one is. */
const ALIASES: Record<string, CalloutType> = { caution: 'warning', important: 'info', callout: 'note' };

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

/** The callout a container directive's name stands for, if any. */
export function calloutTypeOf(name: string): CalloutType | undefined {
  return isCalloutType(name) ? name : ALIASES[name];
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

/** The paragraph a directive's `[label]` became, taken out of its children. */
export function takeLabel(node: ContainerDirective): Paragraph | undefined {
  const first = node.children[0];
  if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    node.children.shift();
    return first;
  }
  return undefined;
}

export function directiveCallout(node: ContainerDirective, type: CalloutType): void {
  const label = takeLabel(node);
  makeCallout(node, type, capitalize(type), label ? titleParagraph(label.children) : undefined);
}

/** A blockquote that starts with `[!NOTE]` (or another kind) becomes that callout; others stay quotes. */
export function alertCallout(node: Blockquote): void {
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
