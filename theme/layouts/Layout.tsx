// Picks the layout the page's frontmatter asks for. Which parts show (top nav, sidebar, outline,
// call-to-action) is decided by resolveLayoutParts(); a minimal or landing page whose frontmatter
// turns on a docs part (showSidebar: true…) gets the docs skeleton so that part has its place.
import type { ReactNode } from 'react';
import { usePageContext } from '../server/page-context.js';
import { DocsLayout } from './DocsLayout.js';
import { LandingLayout } from './LandingLayout.js';
import { MinimalLayout } from './MinimalLayout.js';

export function Layout({ children }: { children: ReactNode }) {
  const { parts } = usePageContext();
  const needsDocsSkeleton = parts.showSidebar || parts.showOutline || parts.showAiCta;
  if (parts.layout === 'minimal' && !needsDocsSkeleton) return <MinimalLayout>{children}</MinimalLayout>;
  if (parts.layout === 'landing' && !needsDocsSkeleton) return <LandingLayout>{children}</LandingLayout>;
  return <DocsLayout>{children}</DocsLayout>;
}
