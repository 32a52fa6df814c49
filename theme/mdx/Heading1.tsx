// A page's <h1>, followed by its authors line when the frontmatter names authors or a date.
import type { ComponentPropsWithoutRef } from 'react';
import { usePageContext } from '../server/page-context.js';
import { Authors } from './Authors.js';

export function Heading1(props: ComponentPropsWithoutRef<'h1'>) {
  const { page } = usePageContext();
  const hasByline = (page.frontmatter.authors?.length ?? 0) > 0 || Boolean(page.frontmatter.date);
  if (!hasByline) return <h1 {...props} />;
  return (
    <>
      <h1 {...props} />
      <Authors />
    </>
  );
}
