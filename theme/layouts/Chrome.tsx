// What every layout shares: the skip link, the banner and the top bar (unless the page hides it).
import type { ReactNode } from 'react';
import { SkipLink } from '../components/SkipLink.js';
import { Banner, TopNav } from '../overrides/slots.js';
import type { Layout } from '../shared/page-types.js';
import { usePageContext } from '../server/page-context.js';

export function Chrome({ layout, children }: { layout: Layout; children: ReactNode }) {
  const { parts } = usePageContext();
  return (
    <div className="dg-layout" data-layout={layout}>
      <SkipLink />
      <Banner />
      {parts.showTopNav && <TopNav />}
      {children}
    </div>
  );
}
