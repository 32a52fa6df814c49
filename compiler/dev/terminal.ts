// What the dev server prints. Errors appear once when they appear and once more when they are
// fixed; an error that is still there after the next save is not printed again.
export interface Output {
  write(text: string): void;
  on?(event: 'error', listener: (error: Error) => void): unknown;
}

export class Terminal {
  private readonly problems = new Map<string, string>();

  constructor(
    private readonly out: Output = process.stdout,
    private readonly err: Output = process.stderr,
  ) {
    // Output piped into a program that quit (`| head`), or a closed terminal: the server goes on
    // serving; only its messages are lost.
    for (const stream of new Set([out, err])) stream.on?.('error', () => {});
  }

  info(line: string): void {
    this.out.write(`${line}\n`);
  }

  /** A problem under `key` (a route, 'config'…): printed when it is new or different. */
  problem(key: string, text: string): void {
    if (this.problems.get(key) === text) return;
    this.problems.set(key, text);
    this.err.write(`\n${text}\n\n`);
  }

  /** The problem under `key`, if any, is gone. */
  resolved(key: string, what: string): void {
    if (!this.problems.delete(key)) return;
    this.out.write(`fixed: ${what}\n`);
  }

  hasProblem(key: string): boolean {
    return this.problems.has(key);
  }
}
