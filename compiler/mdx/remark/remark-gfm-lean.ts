// GFM without its autolink literals, for pages that cannot contain one.
//
// Autolink literals (bare www.x.dev, https://x.dev, a@b.dev) are the costly part of GFM: a
// tokenizer tried at every character and a regular-expression pass over every text node, about
// a tenth of a page's compile time. A literal can only exist where the source contains `www.`,
// `http://`, `https://`, `mailto:`, `xmpp:` or an `x@y` pair; a page with none of them parses to
// exactly the same tree without that extension, so such pages skip it.
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { combineExtensions } from 'micromark-util-combine-extensions';
import type { Processor } from 'unified';

const AUTOLINK_START = /www\.|https?:\/\/|mailto:|xmpp:|[\w.+-]@[\w-]/i;

/** False only when no GFM autolink literal can occur in `source`. */
export function mayContainAutolinkLiteral(source: string): boolean {
  return AUTOLINK_START.test(source);
}

/** remark-gfm, minus autolink literals (tables, footnotes, strikethrough, task lists). */
export function remarkGfmWithoutAutolinkLiterals(this: Processor): void {
  const data = this.data() as {
    micromarkExtensions?: unknown[];
    fromMarkdownExtensions?: unknown[];
    toMarkdownExtensions?: unknown[];
  };
  (data.micromarkExtensions ??= []).push(combineExtensions([gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem()]));
  (data.fromMarkdownExtensions ??= []).push([gfmFootnoteFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown()]);
  (data.toMarkdownExtensions ??= []).push(gfmToMarkdown());
}
