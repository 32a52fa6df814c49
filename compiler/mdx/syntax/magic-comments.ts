// Docusaurus's magic comments, on lines of their own in any comment style it reads:
//   // highlight-next-line             the line after it is highlighted
//   // highlight-start … // highlight-end   the lines between are highlighted
// (also `#`, `--`, `%`, `;`, `/* … */`, `<!-- … -->`, `{/* … */}`). The comment lines are not
// shown. In a Markdown or MDX block only `<!-- … -->` and `{/* … */}` are comments: there
// `# highlight-start` is a heading and `// highlight-next-line` text (a page showing how to write
// the magic comments of a code block writes them so). Pure.

const MAGIC_COMMENT = /^[ \t]*(?:\/\/|#|--|%|;|\/\*|<!--|\{\/\*)[ \t]*highlight-(next-line|start|end)[ \t]*(?:\*\/\}?|-->)?[ \t]*$/;
const MARKDOWN_MAGIC_COMMENT = /^[ \t]*(?:<!--[ \t]*highlight-(next-line|start|end)[ \t]*-->|\{\/\*[ \t]*highlight-(next-line|start|end)[ \t]*\*\/\})[ \t]*$/;

/** The languages whose blocks hold Markdown, where only HTML and JSX comments are comments. */
export function isMarkdownLanguage(lang: string | undefined): boolean {
  return /^(?:md|mdx|markdown)$/i.test(lang ?? '');
}

/** Quick test: most blocks have none. */
export function mayHaveMagicComments(code: string): boolean {
  return code.includes('highlight-');
}

/** The code without its magic comment lines, and the lines (1-based, in what is left) they highlight. */
export function takeMagicComments(code: string, lang?: string): { code: string; highlighted: Set<number> } {
  const markdown = isMarkdownLanguage(lang);
  const kept: string[] = [];
  const highlighted = new Set<number>();
  let nextLine = false;
  let inRange = false;
  const lines = code.split('\n');
  for (const line of lines) {
    const match = (markdown ? MARKDOWN_MAGIC_COMMENT : MAGIC_COMMENT).exec(line);
    const magic = match?.[1] ?? match?.[2];
    if (magic === 'next-line') nextLine = true;
    else if (magic === 'start') inRange = true;
    else if (magic === 'end') inRange = false;
    else {
      kept.push(line);
      if (nextLine || inRange) highlighted.add(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.length === lines.length ? code : kept.join('\n'), highlighted };
}
