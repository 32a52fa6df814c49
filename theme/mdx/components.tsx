// How Markdown constructs render. Links and heading ids are already resolved at compile time;
// the theme issue adds code blocks, callouts, steps and code groups here.
import type { ComponentPropsWithoutRef } from 'react';

function Pre(props: ComponentPropsWithoutRef<'pre'> & { 'data-title'?: string }) {
  const title = props['data-title'];
  if (!title) return <pre {...props} />;
  return (
    <figure className="dg-code">
      <figcaption className="dg-code__title">{title}</figcaption>
      <pre {...props} />
    </figure>
  );
}

function Table(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <div className="dg-table">
      <table {...props} />
    </div>
  );
}

export const mdxComponents = {
  pre: Pre,
  table: Table,
};
