// The minimal layout: the content alone, centred (no sidebar, no outline), and a slim footer.
import type { ReactNode } from 'react';
import { SocialLinks } from '../components/SocialLinks.js';
import { Chrome } from './Chrome.js';

export function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <Chrome layout="minimal">
      <main className="dg-main dg-main--minimal" id="main-content" tabIndex={-1}>
        <article className="dg-content">{children}</article>
      </main>
      <SiteFooter />
    </Chrome>
  );
}

/** The footer of pages without the docs footer: the social links, when the site has any. */
export function SiteFooter() {
  return (
    <footer className="dg-site-footer">
      <SocialLinks />
    </footer>
  );
}
