// Picks the layout the page's frontmatter asks for. Each layout is a set of slots: top nav,
// sidebar, content, outline, footer; which of them show is decided by resolveLayoutParts().
import type { ReactNode } from 'react';
import { usePageContext } from '../server/page-context.js';
import { DocsLayout } from './DocsLayout.js';
import { LandingLayout } from './LandingLayout.js';
import { MinimalLayout } from './MinimalLayout.js';

export function Layout({ children }: { children: ReactNode }) {
  const { parts } = usePageContext();
  switch (parts.layout) {
    case 'minimal':
      return <MinimalLayout>{children}</MinimalLayout>;
    case 'landing':
      return <LandingLayout>{children}</LandingLayout>;
    default:
      return <DocsLayout>{children}</DocsLayout>;
  }
}
