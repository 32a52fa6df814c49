// The documentation layout: top nav, sidebar, content with its footer, and the outline.
import type { ReactNode } from 'react';
import { AiCta } from '../components/AiCta.js';
import { Banner } from '../components/Banner.js';
import { Footer } from '../components/Footer.js';
import { Outline } from '../components/Outline.js';
import { Sidebar } from '../components/Sidebar.js';
import { SkipLink } from '../components/SkipLink.js';
import { TopNav } from '../components/TopNav.js';
import { usePageContext } from '../server/page-context.js';

export function DocsLayout({ children }: { children: ReactNode }) {
  const { parts } = usePageContext();
  return (
    <div className="dg-layout" data-layout="docs" data-sidebar={parts.showSidebar || undefined} data-outline={parts.showOutline || undefined}>
      <SkipLink />
      <Banner />
      {parts.showTopNav && <TopNav />}
      <div className="dg-layout__body">
        {parts.showSidebar && <Sidebar />}
        <main className="dg-main" id="main-content" tabIndex={-1}>
          {parts.showAiCta && <AiCta />}
          <article className="dg-content">{children}</article>
          <Footer />
        </main>
        {parts.showOutline && <Outline />}
      </div>
    </div>
  );
}
