// Vocs' <Callout type="…">: docsgen's callout box, with the class a site may add.
import type { ReactNode } from 'react';
import { Callout as DocsgenCallout, type CalloutType } from '../mdx/Callout.js';

export interface CalloutProps {
  className?: string;
  children: ReactNode;
  type: CalloutType;
}

export function Callout({ className, children, type }: CalloutProps) {
  return (
    <DocsgenCallout type={type} {...(className ? { className } : {})}>
      {children}
    </DocsgenCallout>
  );
}
