// Which lines of a Markdown source are fenced code: the fence lines (inside block quotes too) and
// every line between them. The line-based rewrites that run before the parser (custom heading ids,
// other tools' container and snippet lines) leave code as it is written. Pure.

const FENCE = /^(?:[ ]{0,3}>[ ]?)*[ ]{0,3}(`{3,}|~{3,})/;

/** A function to call with each line in order: true when that line is fenced code. */
export function fencedCodeLines(): (line: string) => boolean {
  let fence: string | null = null;
  return (line) => {
    const match = FENCE.exec(line);
    if (!match) return fence !== null;
    const marker = match[1]!;
    // A fence closes only with the same character, at least as long, and nothing after it.
    if (fence === null) fence = marker;
    else if (marker[0] === fence[0] && marker.length >= fence.length && line.trimEnd().endsWith(marker)) fence = null;
    return true;
  };
}
