// The landing layout: full-width content for home pages, under the top bar.
import type { ReactNode } from 'react';
import { AfterContent, BeforeContent, SiteFooter } from '../overrides/slots.js';
import { Chrome } from './Chrome.js';
import { NotTranslated, useContentLanguage } from '../components/NotTranslated.js';
import { OlderVersion } from '../components/OlderVersion.js';

export function LandingLayout({ children }: { children: ReactNode }) {
  const contentLanguage = useContentLanguage();
  return (
    <Chrome layout="landing">
      <main className="dg-main dg-main--landing" id="main-content" tabIndex={-1}>
        <OlderVersion />
        <NotTranslated />
        <BeforeContent />
        <div className="dg-landing dg-content" {...contentLanguage}>
          {children}
        </div>
        <AfterContent />
      </main>
      <SiteFooter />
    </Chrome>
  );
}
