// The docsgen command line. Each command lives in bin/commands/ as a thin layer over a compiler/
// function; this file wires them up and maps failures to exit codes
// (0 ok, 1 content errors, 2 usage or config errors).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { ConfigError } from '../config/errors.js';
import { BuildFailure, DocsgenError, errorReference, exitCodeFor, formatDocsgenError, INTERNAL_ERROR } from '../compiler/errors/docsgen-error.js';
import { PACKAGE_ROOT } from '../compiler/package-paths.js';
import { registerBuild } from './commands/build.js';
import { registerCheckLinks } from './commands/check-links.js';
import { registerDev } from './commands/dev.js';
import { registerExplain } from './commands/explain.js';
import { registerInit } from './commands/init.js';
import { registerMigrate } from './commands/migrate.js';
import { registerNearMisses } from './commands/near-misses.js';
import { registerPreview } from './commands/preview.js';

const { version } = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string };

const program = new Command()
  .name('docsgen')
  .description('Compile MDX documentation into a static site: React on the server, islands in the browser.')
  .version(version, '-v, --version')
  .showHelpAfterError('(run docsgen --help for usage)')
  .exitOverride();

registerInit(program);
registerBuild(program);
registerPreview(program);
registerDev(program);
registerCheckLinks(program);
registerNearMisses(program);
registerMigrate(program);
registerExplain(program);

/** Print a failure for people and return the exit code. */
function report(error: unknown): number {
  if (error instanceof CommanderError) {
    // --help and --version exit 0; a usage mistake exits 2 (commander already printed it).
    return error.exitCode === 0 ? 0 : 2;
  }
  if (error instanceof ConfigError) {
    console.error(error.format());
    console.error(errorReference(error.code));
    return 2;
  }
  if (error instanceof BuildFailure) {
    for (const failure of error.errors) console.error(formatDocsgenError(failure) + '\n');
    // Broken links read like check-links' report: one line each, then the one link to their section.
    for (const link of error.brokenLinks) console.error(formatDocsgenError(link, { oneLine: true }));
    if (error.brokenLinks.length > 0) console.error(`${errorReference('BrokenLink')}\n`);
    console.error(`build failed: ${error.message}; the previous output was left as it was`);
    return 1;
  }
  if (error instanceof DocsgenError && error.code !== INTERNAL_ERROR) {
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
  // Ended now, whatever is still running (a worker thread a failed command left): a failure never
  // leaves the process waiting. Writes to stderr are synchronous on files and pipes.
  process.exit(report(error));
}
