// Vocs' <Raw>: in Vocs, its children render without Vocs' Markdown components. docsgen styles
// Markdown by where it is, not by component, so the children render as they are; a site that
// needs them unstyled adds its own class around them.
import type { ReactNode } from 'react';

export function Raw({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
