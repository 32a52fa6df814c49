// Every string the theme shows, in English: the one table of the theme's words. Each language of
// `theme/i18n/languages/` translates it (theme/i18n/table.ts gathers them), a site overrides any of them
// with the config's `translations`, and a string missing in a language falls back to English.
// Components read the strings of the page's language from the page context (`useStrings()`);
// islands get the few they show as props, so no table ever reaches the browser.
//
// `{name}` is a placeholder filled in where the string is used (`fillString`): a translation must
// keep the same placeholders (config validation checks a site's own).

export const ENGLISH_STRINGS = {
  /** The first focusable link of every page. */
  skipToContent: 'Skip to content',
  /** The search button, the dialog's name and its input's placeholder. */
  search: 'Search',
  searchNoResults: 'No results for "{query}"',
  searchReset: 'Reset search',
  searchDetailView: 'Detail view',
  searchClose: 'Close search',
  searchResults: 'Search results',
  /** The dialog's keyboard hints: ↑ ↓ Navigate, enter Select, esc Close, ⌘ ⌫ Reset. */
  searchHintNavigate: 'Navigate',
  searchHintSelect: 'Select',
  searchHintClose: 'Close',
  searchHintReset: 'Reset',
  onThisPage: 'On this page',
  editPage: 'Edit page',
  /** The footer's date line; `{date}` is the page's last change, in the language's date format. */
  lastUpdated: 'Last updated: {date}',
  pagerLabel: 'Previous and next pages',
  previous: 'Previous',
  next: 'Next',
  notFoundTitle: 'Page Not Found',
  notFoundText: 'The page you were looking for could not be found.',
  notFoundHome: 'Go to Home Page',
  copyCode: 'Copy code',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  copyPage: 'Copy page',
  /** Shown after "Copy page" where there is room. */
  copyPageSuffix: ' as Markdown',
  askAi: 'Ask AI',
  /** Shown after "Ask AI" where there is room. */
  askAiSuffix: ' about this page',
  /** The prompt "Ask AI" opens the assistant with, unless the config's `aiCta.query` gives one: `{location}` is the page's URL. */
  askAiPrompt:
    'Read the documentation page {location} and research what it covers. Then quiz me on it, one question at a time, so I can check what I understood. Base your questions and answers on that site.',
  darkTheme: 'Dark theme',
  menu: 'Menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main',
  sidebar: 'Sidebar',
  closeSidebar: 'Close sidebar',
  sidebarPages: 'Pages',
  home: 'Home',
  back: 'Back',
  /** The narrow screens' button that scrolls to the top. */
  top: 'Top',
  close: 'Close',
  announcement: 'Announcement',
  dismissBanner: 'Dismiss banner',
  /** The language picker's button and name. */
  language: 'Language',
  /** The language picker's name with the current language: `{language}` is its name. */
  currentLanguage: 'Language: {language}',
  /** Above a page shown in another language because it has no translation; `{language}` is that language's name. */
  notTranslated: 'This page is not translated yet: it is shown in {language}.',
  /** The version picker's button and name. */
  version: 'Version',
  /** The version picker's name with the current version: `{version}` is its label. */
  currentVersion: 'Version: {version}',
  /** The banner on every page of an earlier version: `{version}` is its label, `{latest}` the current version's. */
  olderVersion: 'You are reading the docs of {version}. The latest version is {latest}.',
  /** The banner's link to the same page in the current version. */
  olderVersionSamePage: 'Read this page in {latest}',
  /** The banner's link when the current version has no such page: its home. */
  olderVersionHome: 'Go to the docs of {latest}',
  codeVariants: 'Code variants',
  calloutNote: 'Note',
  calloutInfo: 'Info',
  calloutWarning: 'Warning',
  calloutDanger: 'Danger',
  calloutTip: 'Tip',
  calloutSuccess: 'Success',
  /** The authors line: "By Ada, Grace". */
  byAuthors: 'By {authors}',
  noPosts: 'No posts yet.',
  readMore: 'Read more',
  /** A blog post's "Read more" link, as announced: `{title}` is the post's. */
  readMoreAbout: 'Read more: {title}',
  /** A sponsor tier's name for assistive technology: `{tier}` is the tier's own name. */
  sponsorsTier: '{tier} sponsors',
  install: 'Install',
} as const;

export type ThemeStringKey = keyof typeof ENGLISH_STRINGS;

/** The theme's strings in one language, complete. */
export type ThemeStrings = { readonly [K in ThemeStringKey]: string };

/** A language's translation, or a site's overrides: any of the strings. */
export type ThemeTranslation = { readonly [K in ThemeStringKey]?: string };

export const THEME_STRING_KEYS = Object.keys(ENGLISH_STRINGS) as ThemeStringKey[];

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** The placeholders a string holds, sorted: 'Read more: {title}' → ['title']. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))].sort();
}

/** The string with each `{name}` replaced by `values[name]` (a name without a value stays as written). */
export function fillString(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/**
 * The string cut at its placeholder `name`, for placing an element there (a <time>, links):
 * 'Last updated: {date}' → ['Last updated: ', ''].
 */
export function splitAtPlaceholder(text: string, name: string): [before: string, after: string] {
  const at = text.indexOf(`{${name}}`);
  if (at === -1) return [text, ''];
  return [text.slice(0, at), text.slice(at + name.length + 2)];
}
