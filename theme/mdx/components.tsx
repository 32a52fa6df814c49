// How Markdown constructs render, and the components every page may use without importing them
// (<CodeGroup>, <Sponsors />, <Authors />, <BlogPosts />). Links and heading ids are resolved at
// compile time; callouts and steps are plain HTML made by compiler/mdx plugins.
import type { ComponentPropsWithoutRef } from 'react';
import { Authors } from './Authors.js';
import { BlogPosts } from './BlogPosts.js';
import { CodeBlock } from './CodeBlock.js';
import { CodeGroup } from './CodeGroup.js';
import { Heading1 } from './Heading1.js';
import { Sponsors } from './Sponsors.js';

function Table(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <div className="dg-table" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

export const mdxComponents = {
  pre: CodeBlock,
  table: Table,
  h1: Heading1,
  CodeGroup,
  Sponsors,
  Authors,
  BlogPosts,
};
