// docsgen dev [root] --port N --host H — not built yet (its own issue).
import type { Command } from 'commander';
import { DocsgenError } from '../../compiler/errors.js';

export function registerDev(program: Command): void {
  program
    .command('dev')
    .description('start the development server with live reload (not available yet)')
    .argument('[root]', 'site folder', '.')
    .allowUnknownOption()
    .action(() => {
      throw new DocsgenError('usage', 'docsgen dev is not available in this version yet', { hint: 'use docsgen build and docsgen preview' });
    });
}
