// The minimal layout: the content alone, centred (no sidebar, no outline), and a slim footer.
import type { ReactNode } from 'react';
import { AfterContent, BeforeContent, SiteFooter } from '../overrides/slots.js';
import { Chrome } from './Chrome.js';
import { NotTranslated, useContentLanguage } from '../components/NotTranslated.js';
import { OlderVersion } from '../components/OlderVersion.js';

export function MinimalLayout({ children }: { children: ReactNode }) {
  const contentLanguage = useContentLanguage();
  return (
    <Chrome layout="minimal">
      <main className="dg-main dg-main--minimal" id="main-content" tabIndex={-1}>
        <OlderVersion />
        <NotTranslated />
        <BeforeContent />
        <article className="dg-content" {...contentLanguage}>
          {children}
        </article>
        <AfterContent />
      </main>
      <SiteFooter />
    </Chrome>
  );
}
