// Build output for people: on a terminal, a live "compiling 120/1000" line; in CI or with
// --silent, only errors and the one summary line.
export interface Progress {
  phase(name: string, total: number): (done: number) => void;
  done(): void;
}

export function createProgress({ interactive }: { interactive: boolean }): Progress {
  if (!interactive) return { phase: () => () => {}, done: () => {} };
  let last = 0;
  return {
    phase(name, total) {
      return (done) => {
        const now = Date.now();
        if (done < total && now - last < 50) return;
        last = now;
        process.stderr.write(`\r\x1b[2K${name} ${done}/${total}`);
      };
    },
    done() {
      process.stderr.write('\r\x1b[2K');
    },
  };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
