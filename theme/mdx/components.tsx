// How Markdown constructs render, and the components every page may use without importing them
// (<CodeGroup>, <Sponsors />, <Authors />, <BlogPosts />). Links and heading ids are resolved at
// compile time; callouts and steps are plain HTML made by compiler/mdx plugins.
import type { ComponentPropsWithoutRef } from 'react';
import { breakableChildren } from '../components/Breakable.js';
import { Authors } from './Authors.js';
import { BlogPosts } from './BlogPosts.js';
import { ContentDiv } from './Callout.js';
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

// Long identifiers in inline code and headings wrap at their humps on narrow screens instead of
// anywhere (code inside a <pre> never wraps, so its <wbr>s change nothing there).
function Code(props: ComponentPropsWithoutRef<'code'>) {
  return <code {...props}>{breakableChildren(props.children)}</code>;
}

function breakableHeading(Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  return function Heading(props: ComponentPropsWithoutRef<'h2'>) {
    return <Tag {...props}>{breakableChildren(props.children)}</Tag>;
  };
}

export const mdxComponents = {
  pre: CodeBlock,
  div: ContentDiv,
  code: Code,
  table: Table,
  h1: Heading1,
  h2: breakableHeading('h2'),
  h3: breakableHeading('h3'),
  h4: breakableHeading('h4'),
  h5: breakableHeading('h5'),
  h6: breakableHeading('h6'),
  CodeGroup,
  Sponsors,
  Authors,
  BlogPosts,
};
