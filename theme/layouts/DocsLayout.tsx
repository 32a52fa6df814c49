// The documentation layout: top bar, the curtain bar (narrow screens), sidebar, the content with
// its actions and footer, and the outline.
import type { ReactNode } from 'react';
import { Curtain } from '../components/Curtain.js';
import { AfterContent, AiCta, BeforeContent, Footer, Outline, Sidebar } from '../overrides/slots.js';
import { usePageContext } from '../server/page-context.js';
import { Chrome } from './Chrome.js';
import { NotTranslated, useContentLanguage } from '../components/NotTranslated.js';
import { OlderVersion } from '../components/OlderVersion.js';

export function DocsLayout({ children }: { children: ReactNode }) {
  const { parts } = usePageContext();
  const showCurtain = parts.showSidebar || parts.showOutline;
  const contentLanguage = useContentLanguage();
  return (
    <Chrome layout={parts.layout}>
      {showCurtain && <Curtain />}
      <div className="dg-docs" data-sidebar={parts.showSidebar || undefined} data-outline={parts.showOutline || undefined}>
        {parts.showSidebar && <Sidebar />}
        <main className="dg-main" id="main-content" tabIndex={-1}>
          <div className="dg-main__inner">
            {parts.showAiCta && <AiCta />}
            <OlderVersion />
            <NotTranslated />
            <BeforeContent />
            <article className="dg-content" {...contentLanguage}>
              {children}
            </article>
            <AfterContent />
            <Footer />
          </div>
        </main>
        {parts.showOutline && <Outline />}
      </div>
    </Chrome>
  );
}
