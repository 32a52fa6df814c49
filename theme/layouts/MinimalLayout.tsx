// The minimal layout: the content alone (a top nav unless the frontmatter hides it).
import type { ReactNode } from 'react';
import { Banner } from '../components/Banner.js';
import { SkipLink } from '../components/SkipLink.js';
import { TopNav } from '../components/TopNav.js';
import { usePageContext } from '../server/page-context.js';

export function MinimalLayout({ children }: { children: ReactNode }) {
  const { parts } = usePageContext();
  return (
    <div className="dg-layout" data-layout="minimal">
      <SkipLink />
      <Banner />
      {parts.showTopNav && <TopNav />}
      <main className="dg-main" id="main-content" tabIndex={-1}>
        <article className="dg-content">{children}</article>
      </main>
    </div>
  );
}
