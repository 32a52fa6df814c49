// The inline half of the fast scanner: links and code spans in one line of Markdown, read left to
// right the way micromark reads them. Anything whose meaning could depend on more than this line,
// or on rules this file does not model, makes the line "unsure" and the page goes to the real
// parser instead. See scan-page.ts for why this exists and how it is kept honest.
import { hasEmojiShortcode } from '../../mdx/syntax/emoji.js';
import type { LinkAt } from '../page-facts.js';

/** Thrown (and caught by scanPage) when a line uses something outside the scanner's subset. */
export class Unsure extends Error {
  constructor(readonly why: string) {
    super(why);
  }
}

export interface InlineOptions {
  /** MDX: `{` and `}` start expressions, `<` starts JSX. */
  mdx: boolean;
}

/** Characters that start a construct this scanner does not model (escapes, entities, HTML/JSX, autolinks). */
function refuse(text: string, i: number, options: InlineOptions): string | undefined {
  const c = text[i]!;
  if (c === '\\') return 'backslash escape';
  if (c === '&' && /[A-Za-z#]/.test(text[i + 1] ?? '')) return 'possible character reference';
  if (c === '<') return 'HTML, JSX or autolink';
  if (c === '\0') return 'NUL';
  if (options.mdx && (c === '{' || c === '}')) return 'MDX expression';
  // GFM literal autolinks: www.x, http(s)://x, and e-mail addresses (with or without mailto:/xmpp:).
  if (c === '@') return 'possible e-mail autolink';
  if (c === ':' && text.startsWith('//', i + 1)) return 'possible URL autolink';
  if ((c === 'w' || c === 'W') && isWww(text, i)) return 'possible www autolink';
  // remark-directive reads `:name` as a text directive, whose `[label]` is not a link.
  if (c === ':' && /[A-Za-z]/.test(text[i + 1] ?? '')) return 'possible text directive';
  return undefined;
}

/** `www.` in any case, without allocating (this runs for every w of every line). */
function isWww(text: string, i: number): boolean {
  return (text.charCodeAt(i + 1) | 0x20) === 0x77 && (text.charCodeAt(i + 2) | 0x20) === 0x77 && text.charCodeAt(i + 3) === 0x2e;
}

/** A line with none of these has no link and nothing to refuse: most prose. */
const SOMETHING_TO_SEE = /[[`\\&<{}@:\0]|www\./i;

/** The end (exclusive) of the code span whose opening backtick run starts at `start`, or throws. */
function codeSpanEnd(text: string, start: number): { end: number; content: string } {
  let open = start;
  while (text[open] === '`') open++;
  const size = open - start;
  let i = open;
  while (i < text.length) {
    if (text[i] !== '`') {
      i++;
      continue;
    }
    let close = i;
    while (text[close] === '`') close++;
    if (close - i === size) {
      const content = text.slice(open, i);
      // In a table row a pipe splits the cell even inside code (GFM); not worth modelling.
      if (content.includes('|')) throw new Unsure('pipe in code span');
      return { end: close, content };
    }
    i = close;
  }
  // An unclosed run may close on the next line of the paragraph.
  throw new Unsure('code span not closed on its line');
}

/** What mdast-util-to-string gives for a code span: one space stripped from each side when both are. */
export function codeSpanText(content: string): string {
  if (content.startsWith(' ') && content.endsWith(' ') && content.trim() !== '') {
    return content.slice(1, -1);
  }
  return content;
}

/**
 * The destination of an inline link whose `(` is at `open`, and the index after its `)`.
 * Only the plain form is accepted: `(dest)` or `(dest "title")`, no angle brackets, no parentheses
 * inside, all on this line.
 */
function resource(text: string, open: number): { href: string; end: number } {
  let i = open + 1;
  while (text[i] === ' ') i++;
  const start = i;
  while (i < text.length && text[i] !== ' ' && text[i] !== ')') {
    const c = text[i]!;
    if (c === '(' || c === '<' || c === '\\' || c === '&' || c === '`' || c === '|' || c < ' ') {
      throw new Unsure('unusual link destination');
    }
    i++;
  }
  const href = text.slice(start, i);
  while (text[i] === ' ') i++;
  if (text[i] === '"') {
    const close = text.indexOf('"', i + 1);
    if (close === -1 || /[\\&]/.test(text.slice(i, close))) throw new Unsure('unusual link title');
    i = close + 1;
    while (text[i] === ' ') i++;
  }
  if (text[i] !== ')') throw new Unsure('link resource not closed on its line');
  return { href, end: i + 1 };
}

/**
 * Collects the inline links and images of one line into `links`. Throws Unsure for anything
 * outside the subset.
 */
export function scanInline(text: string, line: number, links: LinkAt[], options: InlineOptions): void {
  if (!SOMETHING_TO_SEE.test(text)) return;
  let label: { start: number; image: boolean } | null = null;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const refused = refuse(text, i, options);
    if (refused) throw new Unsure(refused);
    if (c === '`') {
      i = codeSpanEnd(text, i).end;
      continue;
    }
    if (c === '[') {
      if (text[i + 1] === '^') throw new Unsure('footnote');
      // Nested brackets (badges, links in link text) follow rules not worth modelling here.
      if (label) throw new Unsure('nested brackets');
      label = { start: i, image: text[i - 1] === '!' };
      i++;
      continue;
    }
    if (c === ']' && label) {
      if (text[i + 1] === ':') throw new Unsure('definition');
      if (text[i + 1] === '(') {
        const { href, end } = resource(text, i + 1);
        if (href.includes('|') || text.slice(label.start, i).includes('|')) throw new Unsure('pipe in link');
        // An image's position is its `!`, as micromark gives it.
        links.push(label.image ? [href, line, label.start, 1] : [href, line, label.start + 1]);
        label = null;
        i = end;
        continue;
      }
      // `[text]` or `[a][b]` without a definition on the page is plain text (definitions are refused).
      label = null;
      i++;
      continue;
    }
    i++;
  }
  // `[` left open may be link text that continues on the next line.
  if (label) throw new Unsure('bracket not closed on its line');
}

/**
 * The text of an ATX heading's content as mdast-util-to-string gives it, for the heading id.
 * Plain text and code spans only: emphasis, links and the like are refused.
 */
export function headingText(content: string, options: InlineOptions): string {
  // The build shows `:tada:` as 🎉, and the heading's id is made from what it shows.
  if (hasEmojiShortcode(content)) throw new Unsure('emoji shortcode in a heading');
  let out = '';
  let i = 0;
  while (i < content.length) {
    const c = content[i]!;
    const refused = refuse(content, i, options);
    if (refused) throw new Unsure(refused);
    if (c === '`') {
      const span = codeSpanEnd(content, i);
      out += codeSpanText(span.content);
      i = span.end;
      continue;
    }
    if (c === '*' || c === '_' || c === '~' || c === '[' || c === ']') throw new Unsure('markup in heading');
    out += c;
    i++;
  }
  return out.trim();
}
