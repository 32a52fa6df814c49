// Vocs' <Steps> and <Step title="…">: docsgen's numbered steps. A Vocs step's title is an h2
// unless `titleLevel` says otherwise (docsgen's own default is h3).
import type { ReactNode } from 'react';
import { Step as DocsgenStep, Steps as DocsgenSteps } from '../mdx/Steps.js';

export interface StepsProps {
  children: ReactNode;
  className?: string;
}

export function Steps({ children, className }: StepsProps) {
  return <DocsgenSteps {...(className ? { className } : {})}>{children}</DocsgenSteps>;
}

export interface StepProps {
  children: ReactNode;
  className?: string;
  /** A string is drawn as a heading; an element as it is. */
  title: ReactNode;
  titleLevel?: 2 | 3 | 4 | 5 | 6;
}

export function Step({ children, className, title, titleLevel = 2 }: StepProps) {
  const extra = className ? { className } : {};
  if (typeof title !== 'string') {
    return (
      <DocsgenStep {...extra}>
        {title}
        {children}
      </DocsgenStep>
    );
  }
  return (
    <DocsgenStep title={title} level={titleLevel} {...extra}>
      {children}
    </DocsgenStep>
  );
}
