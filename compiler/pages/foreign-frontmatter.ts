// Frontmatter keys (and values) other documentation tools read, so that an error about one says
// which tool it comes from, what it meant there and how docsgen does the same: `hero` is
// VitePress's and Starlight's landing-page hero (an object, drawn by the page in docsgen), not a
// key to declare as a string; `outline: deep` is VitePress's outline depth, not docsgen's
// `showOutline`. Pure.

export interface ForeignKey {
  /** "VitePress", "Starlight and Docusaurus"… */
  tools: string;
  /** What the key does there. */
  meaning: string;
  /** How docsgen does it (or that it does not). */
  hint: string;
}

const LANDING = "docsgen draws a landing page's hero in the page: `layout: landing`, then in an .mdx page `import { Hero } from 'docsgen/theme/hero'` and `<Hero title=\"…\" tagline=\"…\" actions={[{ text: 'Get started', link: '/guide' }]} features={[…]} />`";
const SIDEBAR = "docsgen's sidebar is the config's `sidebar` (docsgen.config.ts): each link there has its text, in the order listed";
const OUTLINE_LEVELS = 'docsgen shows the headings of the levels the config sets for every page: `outline: { levels: [2, 3] }` in docsgen.config.ts';
const EDIT_LINK = "the edit link comes from the config's `editLink.pattern`, for every page";
const ROUTES = 'docsgen routes follow file paths: pages/guide/setup.mdx is /guide/setup; move or rename the file';
const PREV_NEXT = "docsgen's previous and next links follow the sidebar's order (docsgen.config.ts `sidebar`); a page missing from the sidebar has none";

/** What `value` of `key` is in another tool, if docsgen knows of such a key. */
export function foreignKey(key: string, value: unknown): ForeignKey | undefined {
  switch (key) {
    case 'hero':
      return { tools: 'VitePress and Starlight', meaning: "a landing page's hero (an object: name, tagline, actions…)", hint: LANDING };
    case 'features':
      return { tools: 'VitePress', meaning: "a home page's feature cards", hint: `${LANDING}; the cards are Hero's \`features\`` };
    case 'template':
      return value === 'splash'
        ? { tools: 'Starlight', meaning: 'a page without sidebar or outline (template: splash)', hint: 'write `layout: landing` (top bar only), or `showSidebar: false` and `showOutline: false`' }
        : { tools: 'Starlight', meaning: "the page's template", hint: '`layout: docs` is docsgen\'s default; remove the key' };
    case 'sidebar':
      if (typeof value === 'boolean') return { tools: 'VitePress', meaning: 'whether the page shows the sidebar', hint: `write \`showSidebar: ${value}\`` };
      return { tools: 'Starlight', meaning: "this page's entry in the sidebar (label, order, badge, hidden)", hint: SIDEBAR };
    case 'sidebar_position':
    case 'sidebar_label':
    case 'sidebar_class_name':
    case 'sidebar_custom_props':
    case 'displayed_sidebar':
      return { tools: 'Docusaurus', meaning: "this page's entry in the sidebar", hint: SIDEBAR };
    case 'aside':
      return value === false
        ? { tools: 'VitePress', meaning: 'whether the page shows its outline', hint: 'write `showOutline: false`' }
        : { tools: 'VitePress', meaning: 'where the outline is', hint: 'docsgen draws the outline on the right; remove the key' };
    case 'outline':
      return value === false
        ? { tools: 'VitePress', meaning: 'whether the page shows its outline', hint: 'write `showOutline: false`' }
        : { tools: 'VitePress', meaning: `the outline's heading levels (${JSON.stringify(value)})`, hint: OUTLINE_LEVELS };
    case 'tableOfContents':
      return value === false
        ? { tools: 'Starlight', meaning: 'whether the page shows its outline', hint: 'write `showOutline: false`' }
        : { tools: 'Starlight', meaning: "the outline's heading levels", hint: OUTLINE_LEVELS };
    case 'hide_table_of_contents':
      return { tools: 'Docusaurus', meaning: 'whether the page hides its outline', hint: `write \`showOutline: ${value === true ? 'false' : 'true'}\`` };
    case 'toc_min_heading_level':
    case 'toc_max_heading_level':
      return { tools: 'Docusaurus', meaning: "the outline's heading levels", hint: OUTLINE_LEVELS };
    case 'navbar':
      return { tools: 'VitePress', meaning: 'whether the page shows the top bar', hint: `write \`showTopNav: ${value === false ? 'false' : 'true'}\`` };
    case 'prev':
    case 'next':
    case 'pagination_prev':
    case 'pagination_next':
      return { tools: key.startsWith('pagination') ? 'Docusaurus' : 'VitePress and Starlight', meaning: `the page's ${key.endsWith('prev') ? 'previous' : 'next'} link`, hint: PREV_NEXT };
    case 'editLink':
    case 'editUrl':
    case 'custom_edit_url':
      return { tools: key === 'editLink' ? 'VitePress' : key === 'editUrl' ? 'Starlight' : 'Docusaurus', meaning: "the page's edit link", hint: EDIT_LINK };
    case 'lastUpdated':
    case 'last_update':
      return { tools: key === 'lastUpdated' ? 'VitePress and Starlight' : 'Docusaurus', meaning: "the page's last-updated date", hint: "docsgen takes it from git for every page (the config's `lastUpdated`)" };
    case 'footer':
      return { tools: 'VitePress', meaning: 'whether the page shows the footer', hint: 'docsgen shows the footer on every docs page; `layout: minimal` has none' };
    case 'pageClass':
      return { tools: 'VitePress', meaning: 'a class on the page', hint: "docsgen adds no per-page class; give the page's own elements classes (in an .mdx page) and style them in styles.css" };
    case 'titleTemplate':
      return { tools: 'VitePress', meaning: "the page's title template", hint: "the title template is the config's `titleTemplate`, for every page" };
    case 'banner':
      return { tools: 'Starlight', meaning: 'a banner on this page', hint: "docsgen's banner is the config's `banner`, for every page" };
    case 'pagefind':
    case 'search':
      return { tools: key === 'pagefind' ? 'Starlight' : 'VitePress', meaning: 'whether search finds the page', hint: value === false ? 'write `searchable: false`' : 'docsgen indexes every page unless it says `searchable: false`' };
    case 'draft':
      return { tools: 'Starlight and Docusaurus', meaning: 'a page left out of production builds', hint: 'docsgen builds every page under pages/: start the file name with an underscore (_draft.mdx) to leave it out' };
    case 'slug':
    case 'id':
      return { tools: key === 'slug' ? 'Starlight and Docusaurus' : 'Docusaurus', meaning: "the page's URL", hint: ROUTES };
    case 'hide_title':
      return { tools: 'Docusaurus', meaning: 'whether the page shows its title', hint: 'leave out the `#` heading; a title given only in frontmatter is then the heading, unless the page opens with a heading of its own' };
    case 'keywords':
      return { tools: 'Docusaurus', meaning: "the page's keywords meta tag", hint: "write it as a head tag: `head: [{ tag: 'meta', attrs: { name: 'keywords', content: '…' } }]`" };
    case 'image':
      return { tools: 'Docusaurus', meaning: "the page's social card", hint: "social cards come from the config's `ogImageUrl`; a page may set its own with `head: [{ tag: 'meta', attrs: { property: 'og:image', content: '…' } }]`" };
    case 'tags':
      return { tools: 'Docusaurus', meaning: "the page's tags", hint: "declare the key for the site's own use: `frontmatter: { extraKeys: { tags: 'string[]' } }` in docsgen.config.ts" };
  }
  return undefined;
}

/** A `layout` value another tool reads, with docsgen's own. */
export function foreignLayout(value: unknown): ForeignKey | undefined {
  switch (value) {
    case 'home':
      return { tools: 'VitePress', meaning: 'a home page drawn from the `hero` and `features` keys', hint: `write \`layout: landing\`; ${LANDING}` };
    case 'doc':
      return { tools: 'VitePress', meaning: 'a documentation page', hint: 'write `layout: docs` (the default)' };
    case 'page':
      return { tools: 'VitePress', meaning: 'a page without sidebar or outline', hint: 'write `layout: minimal`' };
    case 'splash':
      return { tools: 'Starlight', meaning: 'a page without sidebar or outline', hint: 'write `layout: landing`' };
  }
  return undefined;
}

/** A `head` entry in VitePress's form: `['meta', { name: 'x', content: 'y' }]`. */
export function vitepressHeadHint(entry: unknown): string | undefined {
  if (!Array.isArray(entry) || typeof entry[0] !== 'string') return undefined;
  const attrs =
    entry[1] && typeof entry[1] === 'object'
      ? `{ ${Object.entries(entry[1] as Record<string, unknown>)
          .map(([name, value]) => `${/^\w+$/.test(name) ? name : `'${name}'`}: ${typeof value === 'string' ? `'${value.replace(/'/g, "\\'")}'` : JSON.stringify(value)}`)
          .join(', ')} }`
      : '{ … }';
  return `this is VitePress's form; docsgen's is an object: { tag: '${entry[0]}', attrs: ${attrs}${typeof entry[2] === 'string' ? `, content: ${JSON.stringify(entry[2])}` : ''} }`;
}

/** The type to declare an extra key with, from the value a page gives it. */
export function extraKeyType(value: unknown): string {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string') ? 'string[]' : 'any';
  if (value && typeof value === 'object') return 'object';
  return 'string';
}
