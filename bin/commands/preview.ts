// docsgen preview [root] --port N --host H
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { parsePort } from './options.js';

export function registerPreview(program: Command): void {
  program
    .command('preview')
    .description('serve a built site from ROOT/dist on 127.0.0.1, as a static host would')
    .argument('[root]', 'site folder', '.')
    .option('--port <n>', 'port', parsePort, 4173)
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--out <dir>', 'the built folder to serve (default: ROOT/dist)')
    .action(async (root: string, options: { port: number; host: string; out?: string }) => {
      const [{ loadConfig }, { startPreviewServer }] = await Promise.all([import('../../config/load.js'), import('../../compiler/preview/server.js')]);
      const { config, root: siteRoot } = await loadConfig(root);
      const dir = resolve(options.out ?? join(siteRoot, 'dist'));
      const server = await startPreviewServer({ dir, host: options.host, port: options.port, basePath: config.basePath, assetsDir: config.assetsDir });
      console.log(`serving ${dir} at ${server.url}`);
      const stop = () => void server.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
