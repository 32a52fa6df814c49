// Numbered steps written as components: the same markup as `::::steps` around `###` headings.
//   <Steps>
//     <Step title="Install">…</Step>
//     <Step title="Configure">…</Step>
//   </Steps>
// The Markdown form is preferable in pages: its headings get ids and appear in the outline.
import type { ReactNode } from 'react';

export function Steps({ children }: { children?: ReactNode }) {
  return <div className="dg-steps">{children}</div>;
}

export interface StepProps {
  /** The step's heading. */
  title: ReactNode;
  /** Heading level of the title; default 3, as in the Markdown form. */
  level?: 2 | 3 | 4;
  children?: ReactNode;
}

export function Step({ title, level = 3, children }: StepProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="dg-step">
      <Heading>{title}</Heading>
      {children}
    </div>
  );
}
