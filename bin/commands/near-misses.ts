// Commands other tools have and docsgen does not: each answers with the docsgen command that does
// that job (exit 2), rather than commander's bare "unknown command". Hidden from --help.
import type { Command } from 'commander';
import { DocsgenError } from '../../compiler/errors/docsgen-error.js';

const NEAR_MISSES: Record<string, string> = {
  serve: 'to serve the pages while you write them: `docsgen dev`; to serve the built site (dist/) as a host would: `docsgen preview`',
  start: 'to serve the pages while you write them: `docsgen dev` (`npm run dev` in a site made by `docsgen init`)',
  generate: 'to build the site: `docsgen build`',
  export: 'to build the site into static files: `docsgen build`',
  new: 'to start a site: `docsgen init`',
  create: 'to start a site: `docsgen init`',
  check: 'to check the links: `docsgen check-links`',
};

export function registerNearMisses(program: Command): void {
  for (const [name, instead] of Object.entries(NEAR_MISSES)) {
    program
      .command(name, { hidden: true })
      .allowUnknownOption()
      .allowExcessArguments()
      .helpOption(false)
      .action(() => {
        throw new DocsgenError('InvalidArguments', `docsgen has no \`${name}\` command`, { hint: instead });
      });
  }
}
