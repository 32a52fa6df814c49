// The fast scanner: a page's heading ids and links without micromark.
//
// Why: the build's remark pipeline parses well under 1 MB/s, so a cold check of 1,000 pages would
// take seconds even on two threads. Most documentation pages are plain Markdown (headings,
// paragraphs, lists, tables, fenced code, inline links), which a line scanner reads exactly.
//
// How it stays honest: it accepts only a conservative subset and answers `null` ("not sure") for
// anything else — JSX, expressions, HTML, escapes, entities, reference definitions, setext
// headings, autolink literals, directives beyond plain `:::name` fences, headings or fences inside
// containers, and so on. Those pages go to
// the real pipeline (analyze-page.ts). test/links/scan-page.test.ts runs both on every page it can
// find and requires identical ids and links whenever the scanner answers.
import { extractHeadingIds } from '../../mdx/custom-heading-ids.js';
import { createHeadingSlugger } from '../../mdx/heading-ids.js';
import { titleToShow } from '../../mdx/syntax/frontmatter-heading.js';
import { splitSubtitle } from '../../mdx/syntax/heading-subtitle.js';
import type { LinkAt, PageFormat } from '../page-facts.js';
import { headingText, scanInline, Unsure, type InlineOptions } from './scan-inline.js';

export interface ScannedPage {
  ids: string[];
  links: LinkAt[];
  /** The frontmatter block, for the same checks the build makes (line = first YAML line). */
  yaml?: { value: string; line: number };
}

interface Fence {
  char: string;
  size: number;
  indent: number;
}

const FENCE = /^(`{3,}|~{3,})(.*)$/;
const ATX = /^(#{1,6})(?:[ ]+(.*)|)$/;
const SETEXT_UNDERLINE = /^(?:=+|-+)[ ]*$/;
const CONTAINER_DIRECTIVE = /^(:{3,})([A-Za-z][\w-]*)?[ ]*$/;
// Blockquote markers and list item markers, repeated: what is left is the block's own content.
const CONTAINER = /^(?:>[ ]?|(?:[-+*]|\d{1,9}[.)])(?:[ ]+|$))/;

/** The page's ids and links, or null when the page uses anything the scanner does not model. */
export function scanPage(source: string, format: PageFormat): ScannedPage | null {
  try {
    return scan(source, format);
  } catch (error) {
    if (error instanceof Unsure) return null;
    throw error;
  }
}

/** Why the scanner declined a page (for tests and debugging), or null when it accepts it. */
export function scanRefusal(source: string, format: PageFormat): string | null {
  try {
    scan(source, format);
    return null;
  } catch (error) {
    if (error instanceof Unsure) return error.why;
    throw error;
  }
}

function scan(written: string, format: PageFormat): ScannedPage {
  if (written.charCodeAt(0) === 0xfeff) throw new Unsure('byte order mark');
  if (/\r(?!\n)/.test(written)) throw new Unsure('lone carriage return');
  // `## Title {#id}`, as the build reads it (custom-heading-ids.ts); those ids are reserved first.
  const { source, ids: customIds } = extractHeadingIds(written);
  if (new Set(customIds.values()).size !== customIds.size) throw new Unsure('duplicate custom heading id');
  const lines = source.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  const options: InlineOptions = { mdx: format === 'mdx' };
  const page: ScannedPage = { ids: [], links: [] };
  const slugger = createHeadingSlugger();
  for (const id of customIds.values()) slugger.reserve(id);

  let first = 0;
  if (lines[0]!.startsWith('---')) {
    if (lines[0] !== '---') throw new Unsure('unusual frontmatter fence');
    const close = lines.indexOf('---', 1);
    if (close === -1) throw new Unsure('frontmatter not closed');
    page.yaml = { value: lines.slice(1, close).join('\n'), line: 2 };
    first = close + 1;
  }

  let fence: Fence | null = null;
  // Ids are given once every heading is known (a title only in the frontmatter comes first).
  const headings: { depth: number; text: string; id?: string }[] = [];
  /** Colon counts of the directive containers open here, innermost last. */
  const directives: number[] = [];
  // Whether the previous line could be part of a paragraph (a setext underline would then make it a heading).
  let afterText = false;
  for (let n = first; n < lines.length; n++) {
    const line = lines[n]!;
    const lineNumber = n + 1;
    if (fence) {
      // Inside a directive container, a `:::` line closes the container and any code in it.
      if (directives.length > 0 && /^[ ]*:{3,}[ ]*$/.test(line)) throw new Unsure('directive fence inside code');
      fence = insideFence(line, fence);
      continue;
    }
    if (line.trim() === '') {
      afterText = false;
      continue;
    }
    if (line.includes('\t')) throw new Unsure('tab');
    const indent = line.length - line.trimStart().length;
    // In .md, four spaces start indented code; MDX turns indented code off.
    if (format === 'md' && indent >= 4) throw new Unsure('indented line in Markdown');
    const content = line.slice(indent);
    if (options.mdx && /^(?:import|export)\b/.test(content)) throw new Unsure('ESM');

    if (content.startsWith('::')) {
      // A container directive's fences (`:::note`, `:::`) hold no links or ids of their own; its
      // content is read like any other. Labels, attributes and leaf directives are not modelled.
      const directive = CONTAINER_DIRECTIVE.exec(content);
      if (!directive) throw new Unsure('directive');
      // Opening fences have a name; a bare one at least as long closes the innermost container
      // (even right after text: the container checks for its end before its content).
      const size = directive[1]!.length;
      if (directive[2] && !afterText) directives.push(size);
      else if (!directive[2] && directives.length > 0 && size >= directives.at(-1)!) directives.pop();
      else throw new Unsure('directive fence');
      afterText = false;
      continue;
    }

    const opening = FENCE.exec(content);
    if (opening) {
      if (opening[1]![0] === '`' && opening[2]!.includes('`')) throw new Unsure('backticks in a fence info string');
      fence = { char: opening[1]![0]!, size: opening[1]!.length, indent };
      afterText = false;
      continue;
    }

    const inner = stripContainers(content);
    if (afterText && (SETEXT_UNDERLINE.test(content) || SETEXT_UNDERLINE.test(inner))) throw new Unsure('setext heading');
    // Headings, fences and directives inside blockquotes and list items are not modelled.
    if (inner !== content && (inner.startsWith('#') || inner.startsWith('::') || FENCE.test(inner))) {
      throw new Unsure('block inside a container');
    }

    const atx = ATX.exec(content);
    if (atx) {
      // Read the text even when the id is given: what the scanner cannot model still makes it unsure.
      const depth = atx[1]!.length;
      const written = headingText(stripClosingSequence(atx[2] ?? ''), options);
      // `# Title [subtitle]` (Vocs): the subtitle is not part of the title.
      const text = depth === 1 ? splitSubtitle(written).text : written;
      headings.push({ depth, text, id: customIds.get(lineNumber) });
      afterText = false;
      continue;
    }
    // `#hashtag` and `####### x` are paragraph text, like any other line.
    scanInline(line, lineNumber, page.links, options);
    afterText = true;
  }
  // An unclosed fence runs to the end of the page; fine for micromark, but rare enough to refuse.
  if (fence) throw new Unsure('fence not closed');
  const title = titleToShow(page.yaml?.value, headings.some((heading) => heading.depth === 1), headings[0]?.text);
  if (title !== undefined) page.ids.push(slugger.slug(title));
  for (const heading of headings) page.ids.push(heading.id ?? slugger.slug(heading.text));
  return page;
}

/** The fence after this line: null when it closes here. */
function insideFence(line: string, fence: Fence): Fence | null {
  if (line.trim() === '') return fence;
  const indent = line.length - line.trimStart().length;
  const content = line.slice(indent);
  // A tab in the indentation counts as up to four columns: only matters when indents are compared.
  if (line.slice(0, indent).includes('\t') && (fence.indent > 0 || content.startsWith(fence.char))) {
    throw new Unsure('tab in fenced code indentation');
  }
  const closes = content.startsWith(fence.char.repeat(fence.size)) && new RegExp(`^\\${fence.char}+[ ]*$`).test(content);
  if (closes && indent === fence.indent) return null;
  // A closing fence at another indent, or code less indented than its fence (which may end a list
  // item, and the fence with it), depends on containers this scanner does not track.
  if (closes || indent < fence.indent) throw new Unsure('fence and indentation');
  return fence;
}

function stripContainers(content: string): string {
  let rest = content;
  for (let match = CONTAINER.exec(rest); match; match = CONTAINER.exec(rest)) rest = rest.slice(match[0].length);
  return rest;
}

/** `## Title ##` → `Title`; `## C#` stays `C#` (a closing sequence needs a space before it). */
function stripClosingSequence(content: string): string {
  const trimmed = content.replace(/[ ]+$/, '');
  if (/^#+$/.test(trimmed)) return '';
  return trimmed.replace(/[ ]+#+$/, '');
}
