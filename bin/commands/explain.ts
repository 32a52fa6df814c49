// docsgen explain [NAME]: an error's section of the manual, in the terminal. Every error the CLI
// prints ends with its name (`[BrokenLink] docsgen explain BrokenLink`); with no name, the list.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { DocsgenError } from '../../compiler/errors/docsgen-error.js';
import { closestErrorName, explainError, findErrorEntry, listErrors } from '../../compiler/errors/explain.js';
import { PACKAGE_ROOT } from '../../compiler/package-paths.js';

/** The manual's errors page, shipped in the package ("files" in package.json). */
function readErrorsPage(): string | undefined {
  try {
    return readFileSync(join(PACKAGE_ROOT, 'manual', 'pages', 'errors.mdx'), 'utf8');
  } catch {
    return undefined;
  }
}

export function registerExplain(program: Command): void {
  program
    .command('explain')
    .description("print an error's section of the manual: what it means and how to fix it (with no name, list every error)")
    .argument('[name]', 'the name an error ends with, e.g. BrokenLink')
    .action((query: string | undefined) => {
      if (query === undefined) {
        process.stdout.write(listErrors());
        return;
      }
      const name = findErrorEntry(query);
      if (name === undefined) {
        const near = closestErrorName(query);
        throw new DocsgenError('InvalidArguments', `no error is named ${JSON.stringify(query)}`, { hint: near ? `did you mean ${near}? (docsgen explain lists every error)` : 'docsgen explain lists every error' });
      }
      process.stdout.write(explainError(name, readErrorsPage()));
    });
}
