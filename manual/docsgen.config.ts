// docsgen's own manual, built with docsgen (`npm run manual`). Its configuration reference is
// generated from config/types.ts and its command-line reference from the commands themselves, so
// neither can drift from the code.
import { defineConfig } from 'docsgen/config';
import { remarkCliReference } from './plugins/remark-cli-reference.js';

export default defineConfig({
  title: 'docsgen',
  titleTemplate: '%s – docsgen',
  description: 'Compile MDX documentation into a static site: React on the server, islands in the browser.',
  topNav: [
    { text: 'Guide', link: '/' },
    { text: 'Configuration', link: '/configuration' },
    { text: 'CLI', link: '/cli' },
  ],
  sidebar: [
    { text: 'Introduction', link: '/' },
    { text: 'Getting started', link: '/getting-started' },
    { text: 'API references', link: '/api-references' },
    { text: 'Configuration', link: '/configuration' },
    { text: 'The command line', link: '/cli' },
    { text: 'Configuration types', link: '/reference/config' },
  ],
  reference: [{ from: '../config/types.ts', route: '/reference/config', title: 'Configuration types', groupBy: 'kind' }],
  markdown: { remarkPlugins: [remarkCliReference] },
});
