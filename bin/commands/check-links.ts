// docsgen check-links [root] — not built yet (its own issue).
import type { Command } from 'commander';
import { DocsgenError } from '../../compiler/errors.js';

export function registerCheckLinks(program: Command): void {
  program
    .command('check-links')
    .description('check every internal link and #anchor of the site (not available yet)')
    .argument('[root]', 'site folder', '.')
    .allowUnknownOption()
    .action(() => {
      throw new DocsgenError('usage', 'docsgen check-links is not available in this version yet', { hint: 'build the site and run a link checker over dist/' });
    });
}
