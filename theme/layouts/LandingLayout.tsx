// The landing layout: full-width content for home pages, under the top bar.
import type { ReactNode } from 'react';
import { Chrome } from './Chrome.js';
import { SiteFooter } from './MinimalLayout.js';

export function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <Chrome layout="landing">
      <main className="dg-main dg-main--landing" id="main-content" tabIndex={-1}>
        <div className="dg-landing dg-content">{children}</div>
      </main>
      <SiteFooter />
    </Chrome>
  );
}
