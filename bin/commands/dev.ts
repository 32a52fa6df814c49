// docsgen dev [root] --port N --host H
import type { Command } from 'commander';
import { parsePort } from './options.js';

export function registerDev(program: Command): void {
  program
    .command('dev')
    .description('serve the site in ROOT from memory: a saved page updates open tabs in place, errors and broken links show in the page')
    .argument('[root]', 'site folder', '.')
    .option('--port <n>', 'port (the next free one when it is taken)', parsePort, 5173)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .action(async (root: string, options: { port: number; host: string }) => {
      // Loaded on use, so other commands never parse the dev server.
      const { startDevServer } = await import('../../compiler/dev/dev-server.js');
      const server = await startDevServer({ root, host: options.host, port: options.port });
      let stopping = false;
      const stop = () => {
        // A second Ctrl+C while shutting down means "now".
        if (stopping) process.exit(130);
        stopping = true;
        void server.close().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error('docsgen dev: could not shut down cleanly:', error);
            process.exit(1);
          },
        );
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
}
