/**
 * The rules for head tags, shared by the config's `head` and a page's frontmatter `head`: which
 * tags, which attribute names, and which tag takes content. Values are escaped when rendered
 * (theme/server/HeadTags.tsx); these rules catch what would otherwise be silently wrong.
 */
import { configIssue, type ConfigIssue } from './errors.js';
import { boolean, childPath, object, oneOf, record, required, string, union, where, type Schema } from './schema.js';
import type { HeadTag, HeadTagName } from './types.js';

export const HEAD_TAG_NAMES: readonly HeadTagName[] = ['meta', 'link', 'script', 'style'];

/** An HTML attribute name (no spaces, quotes, `=`, `<`, `>` or `/`). */
const ATTRIBUTE_NAME = /^[A-Za-z_:][-A-Za-z0-9_:.]*$/;

const attributeName = where<string>(string(), 'an HTML attribute name such as "data-site" as the key', (v) => ATTRIBUTE_NAME.test(v));

function tagRules(tag: Record<string, unknown>, path: string, issues: ConfigIssue[]): void {
  const name = tag['tag'];
  const attrs = (tag['attrs'] ?? {}) as Record<string, unknown>;
  const content = tag['content'];
  const problem = (keys: string[], expected: string, found: string, hint?: string) =>
    issues.push(configIssue({ path: keys.reduce(childPath, path), expected, found, ...(hint ? { hint } : {}) }));
  if (name === 'meta' || name === 'link') {
    if (content !== undefined) {
      problem(['content'], `no content (a ${name} tag is empty)`, 'content', name === 'meta' ? 'did you mean attrs: { content: … }?' : undefined);
    }
    if (name === 'link' && typeof attrs['href'] !== 'string') problem(['attrs', 'href'], 'a string (a link tag needs an href)', attrs['href'] === undefined ? 'nothing' : 'another value');
  }
  if (name === 'script') {
    const hasSource = attrs['src'] !== undefined;
    if (hasSource && content !== undefined) problem([], 'a script with either attrs.src or content', 'both');
    if (!hasSource && content === undefined) problem([], 'a script with attrs.src or content', 'neither');
  }
  if (name === 'style' && content === undefined) problem(['content'], 'the style sheet text', 'nothing');
}

export const headTag: Schema = object<HeadTag>(
  {
    tag: required(oneOf(HEAD_TAG_NAMES)),
    attrs: record(union(string(), boolean()), attributeName),
    content: string(),
  },
  tagRules,
);
