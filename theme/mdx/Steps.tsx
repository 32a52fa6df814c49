// Numbered steps as components (the same HTML as `::::steps` around `###` headings, see
// compiler/mdx/remark-steps.ts):
//   <Steps>
//     <Step title="Install">…</Step>
//     <Step title="Connect">…</Step>
//   </Steps>
// Step titles written this way are not in the page outline: the directive form puts them there.
import type { ReactNode } from 'react';

export function Steps({ className, children }: { className?: string; children?: ReactNode }) {
  return <div className={withClass('dg-steps', className)}>{children}</div>;
}

export interface StepProps {
  title?: ReactNode;
  /** The heading level of the title (3 by default, as in the directive form). */
  level?: 2 | 3 | 4 | 5 | 6;
  className?: string;
  children?: ReactNode;
}

export function Step({ title, level = 3, className, children }: StepProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={withClass('dg-step', className)}>
      {title !== undefined && <Heading>{title}</Heading>}
      {children}
    </div>
  );
}

function withClass(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}
