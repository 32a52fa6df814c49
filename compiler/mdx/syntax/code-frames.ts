// Expressive Code's automatic frames (the code blocks of Starlight and other Astro sites), for
// pages written for it: a block in a shell language is a terminal session, drawn in a terminal
// window, unless it is a script file (its title names a file, or it starts with a shebang); and a
// comment naming a file on one of a block's first lines (`// src/app.ts`, `# deploy.sh`,
// `<!-- index.html -->`) is the block's title, taken out of the code. docsgen draws neither by
// default, as Vocs and VitePress do not (config markdown.code.autoFrames). Pure.

/** Languages whose blocks are terminal sessions (the shells and their session transcripts). */
const TERMINAL_LANGUAGES = new Set(['ansi', 'bash', 'bat', 'batch', 'cmd', 'console', 'fish', 'nu', 'powershell', 'ps', 'ps1', 'psd1', 'psm1', 'sh', 'shell', 'shellscript', 'shellsession', 'zsh']);

export function isTerminalLanguage(language: string | undefined): boolean {
  return language !== undefined && TERMINAL_LANGUAGES.has(language.toLowerCase());
}

/**
 * A path with an extension that has a letter, as a file name comment holds it: `src/app.ts`,
 * `~/.config/app.json`, `@/lib/a.vue` (not a version: `v1.0`, `1.2.3`).
 */
const FILE_NAME = /^[\w@~.\/\\[\]()+-]*[\w\])-]\.(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{1,10}$/;

/** The comment forms a file name may be written in, by the languages that have them. */
const LINE_COMMENT = /^\s*(?:\/\/|#|--|;|%)\s*(\S+)\s*$/;
const BLOCK_COMMENT = /^\s*(?:\/\*\s*(\S+)\s*\*\/|<!--\s*(\S+)\s*-->|\{\/\*\s*(\S+)\s*\*\/\})\s*$/;

export function isFileName(text: string): boolean {
  return FILE_NAME.test(text);
}

/** The file name a comment line holds, if the whole line is such a comment. */
function fileNameOfComment(line: string): string | undefined {
  const match = LINE_COMMENT.exec(line) ?? BLOCK_COMMENT.exec(line);
  const name = match?.slice(1).find((group) => group !== undefined);
  return name !== undefined && isFileName(name) ? name : undefined;
}

export interface FramedBlock {
  /** The block's title: as written, or the file name its comment gave. */
  title?: string;
  /** `terminal` where the block is a terminal session; undefined for a code frame. */
  frame?: 'terminal' | 'none';
  /** The code, without the file name comment (and the blank line after it) when one was taken. */
  code: string;
}

/**
 * A block's frame and title as Expressive Code decides them when the block does not say
 * (`frame="auto"` or no frame): `frame` is what the block's meta said, if anything.
 */
export function autoFrame(block: { language?: string; title?: string; frame?: 'terminal' | 'none' | 'code'; code: string }): FramedBlock {
  let { title, code } = block;
  if (title === undefined && block.frame !== 'none') {
    const lines = code.split('\n');
    // Among the first lines, before any code: a shebang may come first.
    for (let i = 0; i < Math.min(lines.length, 4); i++) {
      const name = fileNameOfComment(lines[i]!);
      if (name !== undefined) {
        title = name;
        lines.splice(i, lines[i + 1]?.trim() === '' ? 2 : 1);
        code = lines.join('\n');
        break;
      }
      if (lines[i]!.trim() !== '' && !lines[i]!.startsWith('#!')) break;
    }
  }
  if (block.frame === 'code') return { title, code };
  if (block.frame !== undefined) return { title, frame: block.frame, code };
  const script = (title !== undefined && isFileName(title)) || code.split('\n', 4).some((line) => /^\s*#!/.test(line));
  return { title, code, ...(isTerminalLanguage(block.language) && !script ? { frame: 'terminal' as const } : {}) };
}
