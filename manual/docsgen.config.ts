// docsgen's own manual, built with docsgen (`npm run manual`). Its configuration reference is
// generated from config/types.ts and its command-line reference from the commands themselves, so
// neither can drift from the code; its errors page has a section for every entry of the error
// catalogue (compiler/errors/docsgen-error/catalogue.ts), the sections the CLI's error messages link to.
import { defineConfig } from 'docsgen/config';
import { remarkCliReference } from './plugins/remark-cli-reference.js';
import { remarkErrorCatalogue } from './plugins/remark-error-catalogue.js';

export default defineConfig({
  title: 'docsgen',
  titleTemplate: '%s – docsgen',
  description: 'Compile MDX documentation into a static site: React on the server, islands in the browser.',
  // Without an icon a browser asks for /favicon.ico, which the site does not have (a 404 on every first visit).
  iconUrl: '/icon.svg',
  topNav: [
    { text: 'Guide', link: '/getting-started', match: (path) => !/^\/(configuration|cli|reference|errors)/.test(path) },
    { text: 'Configuration', link: '/configuration', match: (path) => path.startsWith('/configuration') || path.startsWith('/reference') },
    { text: 'CLI', link: '/cli' },
    { text: 'Errors', link: '/errors' },
  ],
  sidebar: [
    { text: 'Introduction', link: '/' },
    { text: 'Getting started', link: '/getting-started' },
    {
      text: 'Writing',
      items: [
        { text: 'Writing pages', link: '/writing' },
        { text: 'Frontmatter', link: '/frontmatter' },
        { text: 'Links and images', link: '/links' },
        { text: 'Islands', link: '/islands' },
        { text: 'API references', link: '/api-references' },
      ],
    },
    {
      text: 'Customizing',
      items: [
        { text: 'Theming and overrides', link: '/theming' },
        { text: 'Plugins, partials and head tags', link: '/plugins' },
        { text: 'Languages', link: '/languages' },
        { text: 'Versions', link: '/versions' },
        { text: 'What readers get', link: '/readers' },
      ],
    },
    {
      text: 'Building and publishing',
      items: [
        { text: 'Building a site', link: '/build' },
        { text: 'The build cache', link: '/cache' },
        { text: 'The dev server', link: '/dev-server' },
        { text: 'Deploying', link: '/deploying' },
      ],
    },
    {
      text: 'Moving to docsgen',
      items: [
        { text: 'From Vocs', link: '/migrate-vocs' },
        { text: 'From VitePress, Starlight, Docusaurus', link: '/other-tools' },
      ],
    },
    {
      text: 'Reference',
      items: [
        { text: 'Configuration', link: '/configuration' },
        { text: 'The command line', link: '/cli' },
        { text: 'Errors', link: '/errors' },
        { text: 'Configuration types', link: '/reference/config' },
      ],
    },
  ],
  reference: [{ from: '../config/types.ts', route: '/reference/config', title: 'Configuration types', groupBy: 'kind' }],
  markdown: { remarkPlugins: [remarkCliReference, remarkErrorCatalogue] },
  // The Get Starknet site's budget: a page loads at most 5 KB gzip of JavaScript before the reader
  // does anything, and 40 KB of HTML. A build over it fails, naming the page.
  budget: { jsKb: 5, htmlKb: 40 },
});
