// The landing layout: full-width content for home pages, with the top nav.
import type { ReactNode } from 'react';
import { Banner } from '../components/Banner.js';
import { SkipLink } from '../components/SkipLink.js';
import { TopNav } from '../components/TopNav.js';
import { usePageContext } from '../server/page-context.js';

export function LandingLayout({ children }: { children: ReactNode }) {
  const { parts } = usePageContext();
  return (
    <div className="dg-layout" data-layout="landing">
      <SkipLink />
      <Banner />
      {parts.showTopNav && <TopNav />}
      <main className="dg-main dg-main--landing" id="main-content" tabIndex={-1}>
        <div className="dg-landing">{children}</div>
      </main>
    </div>
  );
}
