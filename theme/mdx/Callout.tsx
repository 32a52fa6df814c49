// A callout written as a component: the same box as the Markdown forms (`:::tip` … `:::` and
// GitHub's `> [!TIP]`), for places where Markdown syntax does not reach (inside another component,
// or with a title that holds elements).
import type { ReactNode } from 'react';

export type CalloutType = 'note' | 'info' | 'warning' | 'danger' | 'tip' | 'success';

export interface CalloutProps {
  /** Default 'note'. */
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
