// A page's <h1>, followed by its authors line when the frontmatter names authors or a date.
import type { ComponentPropsWithoutRef } from 'react';
import { breakableChildren } from '../components/Breakable.js';
import { usePageContext } from '../server/page-context.js';
import { Authors } from './Authors.js';

export function Heading1(props: ComponentPropsWithoutRef<'h1'>) {
  const { page } = usePageContext();
  const hasByline = (page.frontmatter.authors?.length ?? 0) > 0 || Boolean(page.frontmatter.date);
  const heading = <h1 {...props}>{breakableChildren(props.children)}</h1>;
  if (!hasByline) return heading;
  return (
    <>
      {heading}
      <Authors />
    </>
  );
}
