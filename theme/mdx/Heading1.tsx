// A page's <h1>, followed by its authors line when the frontmatter names authors or a date (unless
// the page places that line itself with `::authors`, which marks the heading data-byline="placed").
// `# Title [subtitle]` (Vocs) arrives as data-subtitle: the title and its subtitle are the page's
// header.
import type { ComponentPropsWithoutRef } from 'react';
import { breakableChildren } from '../components/Breakable.js';
import { usePageContext } from '../server/page-context.js';
import { Authors } from './Authors.js';

type Heading1Props = ComponentPropsWithoutRef<'h1'> & { 'data-subtitle'?: string; 'data-byline'?: string };

export function Heading1({ 'data-subtitle': subtitle, 'data-byline': byline, ...props }: Heading1Props) {
  const { page } = usePageContext();
  const hasByline = byline !== 'placed' && ((page.frontmatter.authors?.length ?? 0) > 0 || Boolean(page.frontmatter.date));
  const heading = <h1 {...props}>{breakableChildren(props.children)}</h1>;
  if (subtitle) {
    return (
      <header className="dg-page-header">
        {heading}
        <p className="dg-subtitle" role="doc-subtitle">
          {subtitle}
        </p>
        {hasByline && <Authors />}
      </header>
    );
  }
  if (!hasByline) return heading;
  return (
    <>
      {heading}
      <Authors />
    </>
  );
}
