// Questions on the terminal, each with a default answer (Enter takes it) and asked again until the
// answer passes its check. Lines are queued as they arrive, so answers typed (or pasted) ahead of
// their question are kept. Ctrl+C or Ctrl+D cancels with a usage error (exit 2), before anything
// is written.
import { createInterface } from 'node:readline';
import { DocsgenError } from '../../compiler/errors/docsgen-error.js';

export interface Prompter {
  ask(question: string, fallback: string, check: (answer: string) => string | undefined): Promise<string>;
  close(): void;
}

export function createPrompter(): Prompter {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  const lines: string[] = [];
  let closed = false;
  let wake: (() => void) | undefined;
  terminal.on('line', (line) => {
    lines.push(line);
    wake?.();
  });
  terminal.on('close', () => {
    closed = true;
    wake?.();
  });
  // Ctrl+C on a terminal reaches readline, not the process: treat it as Ctrl+D (close).
  terminal.on('SIGINT', () => terminal.close());

  async function nextLine(): Promise<string> {
    while (lines.length === 0) {
      if (closed) throw new DocsgenError('Interrupted', 'cancelled: nothing was written');
      await new Promise<void>((resolve) => (wake = resolve));
    }
    return lines.shift()!;
  }

  return {
    async ask(question, fallback, check) {
      for (;;) {
        terminal.setPrompt(`${question} (${fallback}): `);
        terminal.prompt();
        const answer = (await nextLine()).trim() || fallback;
        const problem = check(answer);
        if (!problem) return answer;
        terminal.write(`  ${problem}\n`);
      }
    },
    close() {
      terminal.close();
    },
  };
}
