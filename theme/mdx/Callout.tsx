// A callout as a component, for pages and overrides that build one in JSX (the same HTML as
// `:::note[Title]` … `:::`, see compiler/mdx/remark-callouts.ts):
//   <Callout type="warning" title="Careful">…</Callout>
import type { ReactNode } from 'react';

export type CalloutType = 'note' | 'info' | 'warning' | 'danger' | 'tip' | 'success';

export interface CalloutProps {
  type?: CalloutType;
  /** Shown in bold above the content. */
  title?: ReactNode;
  children?: ReactNode;
}

export function Callout({ type = 'note', title, children }: CalloutProps) {
  const label = type.charAt(0).toUpperCase() + type.slice(1);
  return (
    <div className={`dg-callout dg-callout--${type}`} role="note" aria-label={label}>
      {title !== undefined && <p className="dg-callout__title">{title}</p>}
      {children}
    </div>
  );
}
