// A page as clean Markdown, for readers that are not browsers (llms.txt, "Copy page as
// Markdown"): no frontmatter, no imports or expressions, JSX components reduced to the text they
// wrap, callouts as GitHub alerts, steps and code groups as their plain content, included code in
// place, `:::show[md]` content shown and `:::hide[md]` content left out. Pages written in plain
// Markdown (most of a large site) skip the parser entirely, and the parser
// (page-markdown-parsed.ts) is loaded only when a page needs it.
import { removeHeadingIds } from '../mdx/custom-heading-ids.js';
import { rewriteDialectLines } from '../mdx/syntax/dialect-lines.js';

const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
/** Outside code, these need the parser: JSX or HTML, {expressions}, ESM, directives. */
const NEEDS_PARSER = /[<{]|^\s*(import|export)\s|(^|\s):{1,3}[a-z]/i;
/**
 * Anywhere, these do too: code to include or notations to take out (Shiki's, Docusaurus's magic
 * comments), `[[toc]]`, `# Title [subtitle]`, a VitePress language with its line options
 * (```ts{2}, ```ts:line-numbers).
 */
const NEEDS_PARSER_ANYWHERE = /\[!(?:include|code|region|endregion)\b|highlight-(?:next-line|start|end)\b|\[\[toc\]\]|^#[ \t].*[ \t]\[[^\]]*\][ \t]*$|^[ \t]*(?:`{3,}|~{3,})[\w+#-]*[{:]/im;

/** True when no line outside code fences needs the MDX parser. */
export function isPlainMarkdown(body: string): boolean {
  if (NEEDS_PARSER_ANYWHERE.test(body)) return false;
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const match = FENCE.exec(line);
    if (match) {
      if (fence === null) fence = match[1]!;
      else if (match[1]!.startsWith(fence)) fence = null;
      continue;
    }
    if (fence === null && NEEDS_PARSER.test(line.replace(/`[^`]*`/g, ''))) return false;
  }
  return true;
}

/**
 * `filePath` (absolute) lets partials the page imports be read into its Markdown, and `siteRoot`
 * the code it includes.
 */
export async function pageMarkdown(written: string, options: { title: string; isMarkdown: boolean; filePath?: string; siteRoot?: string }, kept?: KeptMarkdown): Promise<string> {
  // Custom heading ids (`## Title {#id}`) are for the HTML; the Markdown reads without them. Other
  // tools' container and snippet lines are read as the page reads them (mdx/syntax/dialect-lines.ts).
  const { source, snippets } = rewriteDialectLines(removeHeadingIds(written));
  const body = source.replace(FRONTMATTER, '');
  if (isPlainMarkdown(body)) return withTitle(body.trim(), options.title);
  const earlier = kept?.get();
  if (earlier !== undefined) return earlier;
  const { parsedMarkdown } = await import('./page-markdown-parsed.js');
  const { markdown, fromTextAlone } = parsedMarkdown(source, body, { ...options, snippets });
  const page = withTitle(markdown, options.title);
  if (fromTextAlone) kept?.set(page);
  return page;
}

/** Every page starts with its title, whether or not the source has an h1. */
function withTitle(markdown: string, title: string): string {
  return (/^#\s/.test(markdown) ? markdown : `# ${title}\n\n${markdown}`) + '\n';
}

/**
 * Markdown made with the parser, kept between builds by the caller: `get` gives what an earlier
 * build kept for the page's text, `set` keeps what was made from the page's text alone (no
 * partial imported, whose files could change without the page). Plain Markdown, trimmed, costs
 * less than reading it back, so it is neither asked for nor kept.
 */
export interface KeptMarkdown {
  get(): string | undefined;
  set(markdown: string): void;
}
