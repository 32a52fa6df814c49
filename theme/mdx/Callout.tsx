// A callout as a component, for pages and overrides that build one in JSX (the same HTML as
// `:::note[Title]` … `:::`, see compiler/mdx/remark-callouts.ts):
//   <Callout type="warning" title="Careful">…</Callout>
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { ThemeStrings } from '../shared/i18n/strings.js';
import { useStrings } from '../server/page-context.js';

export type CalloutType = 'note' | 'info' | 'warning' | 'danger' | 'tip' | 'success';

export interface CalloutProps {
  type?: CalloutType;
  /** Shown in bold above the content. */
  title?: ReactNode;
  /** More classes for the box (a site's own styles). */
  className?: string;
  children?: ReactNode;
}

const LABELS = {
  note: 'calloutNote',
  info: 'calloutInfo',
  warning: 'calloutWarning',
  danger: 'calloutDanger',
  tip: 'calloutTip',
  success: 'calloutSuccess',
} as const satisfies Record<CalloutType, keyof ThemeStrings>;

/** A callout kind's name, as assistive technology announces the box: 'Note', 'Remarque'. */
export function calloutLabel(strings: ThemeStrings, type: CalloutType): string {
  return strings[LABELS[type]];
}

const CALLOUT_CLASS = /^dg-callout dg-callout--(note|info|warning|danger|tip|success)\b/;

/**
 * A <div> of a page's content: a callout made by the compiler (`:::note`, `> [!NOTE]`,
 * compiler/mdx/remark-callouts.ts) gets its kind's name in the page's language, as <Callout> does.
 */
export function ContentDiv(props: ComponentPropsWithoutRef<'div'>) {
  const strings = useStrings();
  const kind = props.role === 'note' && typeof props.className === 'string' ? CALLOUT_CLASS.exec(props.className)?.[1] : undefined;
  return kind ? <div {...props} aria-label={calloutLabel(strings, kind as CalloutType)} /> : <div {...props} />;
}

export function Callout({ type = 'note', title, className, children }: CalloutProps) {
  const label = calloutLabel(useStrings(), type);
  return (
    <div className={`dg-callout dg-callout--${type}${className ? ` ${className}` : ''}`} role="note" aria-label={label}>
      {title !== undefined && <p className="dg-callout__title">{title}</p>}
      {children}
    </div>
  );
}
