// The docsgen command line. Each command is a thin layer over a compiler/ function; this file
// parses arguments, prints for people and maps failures to exit codes
// (0 ok, 1 content errors, 2 usage or config errors).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { ConfigError } from '../config/errors.js';
import { loadConfig } from '../config/load.js';
import { normalizeBasePath } from '../config/defaults.js';
import { BuildFailure, buildSite } from '../compiler/build/build-site.js';
import { formatBytes } from '../compiler/build/progress.js';
import { DocsgenError, exitCodeFor, formatDocsgenError } from '../compiler/errors.js';
import { PACKAGE_ROOT } from '../compiler/package-paths.js';
import { startPreviewServer } from '../compiler/preview/server.js';

const { version } = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string };

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535');
  return port;
}

const program = new Command()
  .name('docsgen')
  .description('Compile MDX documentation into a static site: React on the server, islands in the browser.')
  .version(version, '-v, --version')
  .showHelpAfterError('(run docsgen --help for usage)')
  .exitOverride();

program
  .command('build')
  .description('build the site in ROOT (a folder with docsgen.config.ts and pages/) into static HTML')
  .argument('[root]', 'site folder', '.')
  .option('--out <dir>', 'output folder (default: ROOT/dist)')
  .option('--base <path>', 'serve the site under this path (overrides config basePath)')
  .option('--silent', 'print only errors and the summary')
  .action(async (root: string, options: { out?: string; base?: string; silent?: boolean }) => {
    const loaded = await loadConfig(root);
    const interactive = Boolean(process.stderr.isTTY) && !options.silent && !process.env.CI;
    const result = await buildSite({
      root,
      config: loaded,
      outDir: options.out,
      basePath: options.base !== undefined ? normalizeBasePath(options.base) : undefined,
      interactive,
    });
    const perSecond = Math.round(result.pages / result.seconds);
    console.log(`built ${result.pages} pages in ${result.seconds.toFixed(2)} s (${perSecond} pages/s), ${formatBytes(result.bytes)} of HTML → ${result.outDir}`);
  });

program
  .command('preview')
  .description('serve a built site from ROOT/dist on 127.0.0.1, as a static host would')
  .argument('[root]', 'site folder', '.')
  .option('--port <n>', 'port', parsePort, 4173)
  .option('--host <host>', 'interface to listen on', '127.0.0.1')
  .option('--out <dir>', 'the built folder to serve (default: ROOT/dist)')
  .action(async (root: string, options: { port: number; host: string; out?: string }) => {
    const { config } = await loadConfig(root);
    const dir = resolve(options.out ?? join(root, 'dist'));
    const server = await startPreviewServer({ dir, host: options.host, port: options.port, basePath: config.basePath });
    console.log(`serving ${dir} at ${server.url}`);
    const stop = () => void server.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });

for (const [name, description] of [
  ['dev', 'start the development server with live reload'],
  ['check-links', 'check every internal link and #anchor of the site'],
] as const) {
  program
    .command(name)
    .description(`${description} (not available yet)`)
    .argument('[root]', 'site folder', '.')
    .allowUnknownOption()
    .action(() => {
      throw new DocsgenError('usage', `docsgen ${name} is not available in this version yet`, { hint: 'use docsgen build and docsgen preview' });
    });
}

function report(error: unknown): number {
  if (error instanceof CommanderError) {
    // --help and --version exit 0; a usage mistake exits 2 (commander already printed it).
    return error.exitCode === 0 ? 0 : 2;
  }
  if (error instanceof ConfigError) {
    console.error(error.format());
    return 2;
  }
  if (error instanceof BuildFailure) {
    for (const failure of error.errors) console.error(formatDocsgenError(failure) + '\n');
    console.error(`build failed: ${error.message}; the previous output was left as it was`);
    return 1;
  }
  if (error instanceof DocsgenError) {
    console.error(formatDocsgenError(error));
    return exitCodeFor(error.kind);
  }
  console.error('docsgen: internal error (please report it):');
  console.error(error);
  return 70;
}

try {
  await program.parseAsync(process.argv);
} catch (error) {
  process.exitCode = report(error);
}
