// Docusaurus's magic comments, on lines of their own in any comment style it reads:
//   // highlight-next-line             the line after it is highlighted
//   // highlight-start … // highlight-end   the lines between are highlighted
// (also `#`, `--`, `%`, `;`, `/* … */`, `<!-- … -->`, `{/* … */}`). The comment lines are not
// shown. Pure.

const MAGIC_COMMENT = /^[ \t]*(?:\/\/|#|--|%|;|\/\*|<!--|\{\/\*)[ \t]*highlight-(next-line|start|end)[ \t]*(?:\*\/\}?|-->)?[ \t]*$/;

/** Quick test: most blocks have none. */
export function mayHaveMagicComments(code: string): boolean {
  return code.includes('highlight-');
}

/** The code without its magic comment lines, and the lines (1-based, in what is left) they highlight. */
export function takeMagicComments(code: string): { code: string; highlighted: Set<number> } {
  const kept: string[] = [];
  const highlighted = new Set<number>();
  let nextLine = false;
  let inRange = false;
  const lines = code.split('\n');
  for (const line of lines) {
    const magic = MAGIC_COMMENT.exec(line)?.[1];
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
