// docsgen check-links [root | files...] --json --external --timeout MS --retries N --base PATH --ignore-link P --no-cache --full-parse
// Exit codes: 0 every link holds, 1 a link is broken or a page does not parse, 2 usage or config error.
// The checker is imported when the command runs, not when it is registered: a pre-commit hook
// pays only for what check-links uses.
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { DocsgenError } from '../../compiler/errors/docsgen-error.js';
import { ConfigError } from '../../config/errors.js';
import { ALL_CONFIG_FILES } from '../../config/load.js';
import { collect, parseBasePath } from './options.js';

interface CheckLinksFlags {
  json?: boolean;
  external?: boolean;
  timeout: number;
  retries: number;
  base?: string;
  cache: boolean;
  fullParse?: boolean;
  ignoreLink?: string[];
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
    .description('check every internal link and #anchor of the site in ROOT, from the sources (no build needed); given page files, check the links in those')
    .argument('[paths...]', 'the site folder (default .), or page files of one site (as lint-staged passes them)')
    .option('--json', 'print the results as JSON')
    .option('--external', 'also check http(s) links (network; off by default)')
    .option('--timeout <ms>', 'per external request', wholeNumber(1), 10_000)
    .option('--retries <n>', 'extra attempts for an external link that times out or answers 429/5xx', wholeNumber(0), 2)
    .option('--base <path>', 'check as if built with --base (overrides config basePath)', parseBasePath)
    .option('--ignore-link <pattern>', 'leave links matching this pattern unchecked (repeatable; * within a path segment, ** across)', collect)
    .option('--no-cache', 'neither read nor write ROOT/.docsgen-cache/links/')
    .option('--full-parse', "parse every page with the build's MDX pipeline instead of the fast scanner")
    .addHelpText(
      'after',
      '\nExit status: 0 when every link holds, 1 when a link is broken or a page does not parse, 2 on a usage or config error.',
    )
    .action(async (paths: string[], flags: CheckLinksFlags) => {
      const started = performance.now();
      const [{ checkSiteLinks }, { formatReport, jsonReport }] = await Promise.all([
        import('../../compiler/links/check-site.js'),
        import('../../compiler/links/report.js'),
      ]);
      let result;
      try {
        const { root, files } = siteOf(paths);
        result = await checkSiteLinks({
          root,
          basePath: flags.base,
          files,
          ignore: flags.ignoreLink,
          cache: flags.cache,
          fullParse: flags.fullParse,
          external: flags.external ? { timeoutMs: flags.timeout, retries: flags.retries } : false,
        });
      } catch (error) {
        // Tools reading --json get JSON even for a config error; the CLI still prints it and exits 2.
        if (flags.json) console.log(JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error), ...(error instanceof DocsgenError || error instanceof ConfigError ? { code: error.code } : {}) }));
        throw error;
      }
      const seconds = (performance.now() - started) / 1000;
      if (!flags.json) {
        const { formatConfigWarning } = await import('../../config/load.js');
        for (const warning of result.configWarnings) console.warn(`warning: ${formatConfigWarning(warning)}`);
      }
      console.log(flags.json ? JSON.stringify(jsonReport(result, seconds), null, 2) : formatReport(result, seconds));
      if (result.broken.length > 0 || result.unparsable.length > 0) process.exitCode = 1;
    });
}

/**
 * The site and the files to check: a folder is the site; files are pages (or the config) of the
 * site that holds them, found as the nearest folder above them with a config file or a pages/
 * folder.
 */
function siteOf(paths: string[]): { root: string; files?: string[] } {
  if (paths.length === 0) return { root: '.' };
  const isFolder = (path: string) => {
    try {
      return statSync(path).isDirectory();
    } catch {
      throw new DocsgenError('InvalidArguments', `${path}: no such file or folder`);
    }
  };
  if (paths.length === 1 && isFolder(paths[0]!)) return { root: paths[0]! };
  const roots = new Set<string>();
  for (const path of paths) {
    if (isFolder(path)) throw new DocsgenError('InvalidArguments', `${path} is a folder: pass either one site folder or page files`);
    roots.add(siteRootAbove(resolve(path)));
  }
  if (roots.size > 1) throw new DocsgenError('InvalidArguments', `the files belong to ${roots.size} different sites (${[...roots].join(', ')})`, { hint: 'run check-links once per site' });
  return { root: [...roots][0]!, files: paths };
}

function siteRootAbove(file: string): string {
  const has = (dir: string, name: string) => {
    try {
      return name === 'pages' ? statSync(resolve(dir, name)).isDirectory() : statSync(resolve(dir, name)).isFile();
    } catch {
      return false;
    }
  };
  const hasConfig = (dir: string) => ALL_CONFIG_FILES.some((name) => has(dir, name));
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    if (hasConfig(dir)) return dir;
    if (has(dir, 'pages')) {
      // A Vocs site keeps its pages in a folder below its config (rootDir, "docs" by default):
      // the config, if any, is found up to the project's package.json.
      for (let above = dir; !has(above, 'package.json') && dirname(above) !== above; ) {
        above = dirname(above);
        if (hasConfig(above)) return above;
      }
      return dir;
    }
    if (dirname(dir) === dir) throw new DocsgenError('InvalidArguments', `${file} is not in a docsgen site (no pages/ folder above it)`);
  }
}
