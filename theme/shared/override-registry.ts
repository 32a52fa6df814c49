// The theme components a site may replace by name (config `components: { Footer: './Footer.tsx' }`),
// with the props each one receives. One list, read by the config validator (which names are
// allowed), the server bundler (which module an override replaces) and the README.
//
// Every component here also reads the page it renders through `usePageContext()` (config, page,
// page list, sidebar), on the server. Props are plain JSON, so an override may be an island
// (a `*.island.tsx` file): an island cannot read the page context in the browser, only its props.
// Plain data, no React: the config validator (Node) imports it.

export interface PagerLink {
  text: string;
  /** The link's URL, base path included. */
  href: string;
}

/** Each overridable component and its props. */
export interface OverridableComponents {
  /**
   * Wraps every page, its top bar, sidebar, content and footer (`children`); renders them as they
   * are by default. Vocs' layout.tsx.
   */
  Wrapper: { frontmatter: Record<string, unknown>; path: string; children?: unknown };
  /** The announcement bar above the top nav (config `banner`). */
  Banner: {};
  /** The top bar: logo, search, navigation, theme switch. */
  TopNav: {};
  /** At the end of the top bar's navigation, wide and narrow (nothing by default). Vocs' TopNavEnd. */
  TopNavEnd: {};
  /** The site logo (or title) in the top bar and the sidebar. */
  Logo: {};
  /** The left navigation of docs pages. */
  Sidebar: {};
  /** "On this page" beside the content of docs pages. */
  Outline: {};
  /** The call-to-action above the content ("Ask AI about this page", "Copy page"). */
  AiCta: {};
  /** Rendered right before the page's content (nothing by default). */
  BeforeContent: {};
  /** Rendered right after the page's content, before the footer (nothing by default). */
  AfterContent: {};
  /** The footer of docs pages: edit link, last updated, previous/next, social links. */
  Footer: {};
  /** The footer's edit link (config `editLink`). */
  EditLink: { href: string; text: string };
  /** The footer's "Last updated" line. */
  LastUpdated: { timestamp: number };
  /** The footer's previous and next links. */
  Pager: { prev?: PagerLink; next?: PagerLink };
  /** The social icons (config `socials`). */
  SocialLinks: {};
  /** The footer of minimal and landing pages. */
  SiteFooter: {};
  /** At the end of the footer, of every layout (nothing by default). Vocs' footer.tsx. */
  FooterEnd: {};
  /** The content of the not-found page, when the site has no pages/404.mdx. */
  NotFound: {};
  /** The language picker of a site of several languages, in the top bar and in the narrow-screen menu. */
  LanguagePicker: { placement: 'topnav' | 'menu' };
  /** The version picker of a site with versions, in the top bar and in the narrow-screen menu. */
  VersionPicker: { placement: 'topnav' | 'menu' };
}

export type OverridableName = keyof OverridableComponents;

export interface OverridableEntry {
  /** The original's module, relative to theme/; it exports the component under its name. */
  readonly module: string;
  /** What it is, for the README and error messages. */
  readonly description: string;
}

export const OVERRIDABLE: { readonly [N in OverridableName]: OverridableEntry } = {
  Wrapper: { module: 'components/PageSlots.tsx', description: 'a wrapper around every page (its children as they are by default)' },
  Banner: { module: 'components/Banner.tsx', description: 'the announcement bar above the top nav' },
  TopNav: { module: 'components/TopNav.tsx', description: 'the top bar' },
  TopNavEnd: { module: 'components/PageSlots.tsx', description: 'a slot at the end of the top bar\'s navigation (empty by default)' },
  Logo: { module: 'components/Logo.tsx', description: 'the site logo or title' },
  Sidebar: { module: 'components/Sidebar.tsx', description: 'the left navigation of docs pages' },
  Outline: { module: 'components/Outline.tsx', description: '"On this page" beside the content' },
  AiCta: { module: 'components/AiCta.tsx', description: 'the call-to-action above the content' },
  BeforeContent: { module: 'components/ContentSlots.tsx', description: 'a slot right before the content (empty by default)' },
  AfterContent: { module: 'components/ContentSlots.tsx', description: 'a slot right after the content (empty by default)' },
  Footer: { module: 'components/Footer.tsx', description: 'the footer of docs pages' },
  EditLink: { module: 'components/FooterParts.tsx', description: "the footer's edit link" },
  LastUpdated: { module: 'components/FooterParts.tsx', description: 'the footer\'s "Last updated" line' },
  Pager: { module: 'components/FooterParts.tsx', description: "the footer's previous and next links" },
  SocialLinks: { module: 'components/SocialLinks.tsx', description: 'the social icons' },
  SiteFooter: { module: 'components/SiteFooter.tsx', description: 'the footer of minimal and landing pages' },
  FooterEnd: { module: 'components/PageSlots.tsx', description: 'a slot at the end of the footer of every layout (empty by default)' },
  NotFound: { module: 'components/NotFound.tsx', description: 'the built-in not-found page' },
  LanguagePicker: { module: 'components/LanguagePicker.tsx', description: 'the language picker' },
  VersionPicker: { module: 'components/VersionPicker.tsx', description: 'the version picker' },
};

export const OVERRIDABLE_NAMES = Object.keys(OVERRIDABLE) as OverridableName[];
