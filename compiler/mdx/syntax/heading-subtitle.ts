// `# Title [subtitle]` (Vocs): the bracketed end of a `#` heading is a subtitle, shown under the
// title (theme/mdx/Heading1.tsx) and the page's description unless its frontmatter has one; the
// title, its id and the outline read without it. Pure.
import type { Heading } from 'mdast';

const SUBTITLE = /[ \t]+\[([^\]]*)\][ \t]*$/;

/** Takes the subtitle out of the heading's text and returns it (undefined: the heading has none). */
export function takeSubtitle(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = SUBTITLE.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (last.value === '') heading.children.pop();
  return match[1]!.trim();
}

/** The same on a heading's text as written (a page's quick scan, compiler/mdx/scan-page.ts). */
export function splitSubtitle(text: string): { text: string; subtitle?: string } {
  const match = SUBTITLE.exec(text);
  return match ? { text: text.slice(0, match.index), subtitle: match[1]!.trim() } : { text };
}
