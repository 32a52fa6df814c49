import { defineConfig } from 'docsgen/config';

/** Where the site's sources live: the GitHub icon, the top nav's link and every page's edit link. */
const repository = %%repository.ts%%;

export default defineConfig({
  title: %%title.ts%%,
  description: %%description.ts%%,
  // Where the site is served from: canonical and Open Graph URLs, sitemap.xml and robots.txt.
  %%baseUrl.line%%
  // The browser tab's icon; `logoUrl` would put an image in place of the title in the top bar.
  iconUrl: '/logo.svg',
  topNav: [
    { text: 'Guide', link: '/guide/getting-started', match: '/guide' },
    { text: 'GitHub', link: repository },
  ],
  sidebar: [
    {
      text: 'Guide',
      items: [
        { text: 'Getting started', link: '/guide/getting-started' },
        { text: 'Writing pages', link: '/guide/writing-pages' },
      ],
    },
  ],
  socials: [{ icon: 'github', link: repository }],
  // Its text is "Edit page" in each page's language; `text` sets your own.
  editLink: { pattern: `${repository}/edit/%%branch%%/%%sitePath%%pages/:path` },
  %%locales.block%%
});
