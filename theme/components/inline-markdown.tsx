// A line of Markdown from the config (a banner's text) as React elements: links, emphasis,
// strong, inline code and line breaks. Parsed with remark (the compiler's own Markdown parser), so
// escapes and nesting work as in a page. Raw HTML stays text, and a link goes where a page's link
// would: an external one in a new tab, a route under the base path, never a script URL.
// Server-only (the banner is not an island).
import type { PhrasingContent, RootContent } from 'mdast';
import { Fragment, type ReactNode } from 'react';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { isExternalHref } from '../shared/links.js';
import { externalProps, renderLink } from './nav-links.js';

const SAFE_SCHEME = /^(?:https?|mailto|tel):/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function InlineMarkdown({ text, basePath }: { text: string; basePath: string }): ReactNode {
  const tree = unified().use(remarkParse).parse(text);
  // Blocks (a second paragraph, a list) are read as inline runs separated by a space.
  return tree.children.map((block, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      {inline(block, basePath)}
    </Fragment>
  ));
}

const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'html', 'image']);

/** A block's content as inline elements: phrasing as it is, other blocks by their content. */
function inline(node: RootContent, basePath: string): ReactNode {
  if (PHRASING.has(node.type)) return phrasing(node as PhrasingContent, basePath);
  if ('children' in node) return node.children.map((child, index) => <Fragment key={index}>{inline(child as RootContent, basePath)}</Fragment>);
  return 'value' in node && typeof node.value === 'string' ? node.value : null;
}

function children(node: { children: PhrasingContent[] }, basePath: string): ReactNode {
  return node.children.map((child, index) => <Fragment key={index}>{phrasing(child, basePath)}</Fragment>);
}

function phrasing(node: PhrasingContent, basePath: string): ReactNode {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'emphasis':
      return <em>{children(node, basePath)}</em>;
    case 'strong':
      return <strong>{children(node, basePath)}</strong>;
    case 'delete':
      return <del>{children(node, basePath)}</del>;
    case 'inlineCode':
      return <code>{node.value}</code>;
    case 'break':
      return <br />;
    case 'link': {
      const url = node.url;
      if (ANY_SCHEME.test(url) && !SAFE_SCHEME.test(url) && !isExternalHref(url)) return children(node, basePath);
      const link = renderLink(url, basePath);
      return (
        <a href={link.href} title={node.title ?? undefined} {...externalProps(link.external)}>
          {children(node, basePath)}
        </a>
      );
    }
    case 'html':
      return node.value;
    case 'image':
      return node.alt ?? '';
    default:
      return 'value' in node && typeof node.value === 'string' ? node.value : null;
  }
}
