// docsgen check-links [root] --json --external --timeout MS --retries N --base PATH --no-cache --full-parse
// Exit codes: 0 every link holds, 1 a link is broken or a page does not parse, 2 usage or config error.
// The checker is imported when the command runs, not when it is registered: a pre-commit hook
// pays only for what check-links uses.
import { InvalidArgumentError, type Command } from 'commander';
import { normalizeBasePath } from '../../config/defaults.js';

interface CheckLinksFlags {
  json?: boolean;
  external?: boolean;
  timeout: number;
  retries: number;
  base?: string;
  cache: boolean;
  fullParse?: boolean;
}

function wholeNumber(min: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) throw new InvalidArgumentError(`expected a whole number ≥ ${min}`);
    return n;
  };
}

export function registerCheckLinks(program: Command): void {
  program
    .command('check-links')
    .description('check every internal link and #anchor of the site in ROOT, from the sources (no build needed)')
    .argument('[root]', 'site folder', '.')
    .option('--json', 'print the results as JSON')
    .option('--external', 'also check http(s) links (network; off by default)')
    .option('--timeout <ms>', 'per external request', wholeNumber(1), 10_000)
    .option('--retries <n>', 'extra attempts for an external link that times out or answers 429/5xx', wholeNumber(0), 2)
    .option('--base <path>', 'check as if built with --base (overrides config basePath)')
    .option('--no-cache', 'neither read nor write ROOT/.docsgen-cache/links/')
    .option('--full-parse', "parse every page with the build's MDX pipeline instead of the fast scanner")
    .addHelpText(
      'after',
      '\nExit status: 0 when every link holds, 1 when a link is broken or a page does not parse, 2 on a usage or config error.',
    )
    .action(async (root: string, flags: CheckLinksFlags) => {
      const started = performance.now();
      const [{ checkSiteLinks }, { formatReport, jsonReport }] = await Promise.all([
        import('../../compiler/links/check-site.js'),
        import('../../compiler/links/report.js'),
      ]);
      let result;
      try {
        result = await checkSiteLinks({
          root,
          basePath: flags.base === undefined ? undefined : normalizeBasePath(flags.base),
          cache: flags.cache,
          fullParse: flags.fullParse,
          external: flags.external ? { timeoutMs: flags.timeout, retries: flags.retries } : false,
        });
      } catch (error) {
        // Tools reading --json get JSON even for a config error; the CLI still prints it and exits 2.
        if (flags.json) console.log(JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) }));
        throw error;
      }
      const seconds = (performance.now() - started) / 1000;
      console.log(flags.json ? JSON.stringify(jsonReport(result, seconds), null, 2) : formatReport(result, seconds));
      if (result.broken.length > 0 || result.unparsable.length > 0) process.exitCode = 1;
    });
}
