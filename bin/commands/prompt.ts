// One question on the terminal with a default answer (Enter takes it), asked again until the
// answer passes `check`. Ctrl+C or Ctrl+D cancels with a usage error (exit 2), writing nothing.
import { createInterface } from 'node:readline/promises';
import { DocsgenError } from '../../compiler/errors.js';

export async function askLine(question: string, fallback: string, check: (answer: string) => string | undefined): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  // Ctrl+C on a terminal reaches readline, not the process: treat it as Ctrl+D (close).
  terminal.on('SIGINT', () => terminal.close());
  const cancelled = new Promise<never>((_, reject) => {
    terminal.once('close', () => reject(new DocsgenError('usage', 'cancelled: nothing was written')));
  });
  try {
    for (;;) {
      const pending = terminal.question(`${question} (${fallback}): `);
      pending.catch(() => undefined); // rejected when the terminal closes first; `cancelled` says so
      const answer = (await Promise.race([pending, cancelled])).trim() || fallback;
      const problem = check(answer);
      if (!problem) return answer;
      console.log(`  ${problem}`);
    }
  } finally {
    terminal.removeAllListeners('close');
    terminal.close();
  }
}
