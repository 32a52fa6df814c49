// The theme's fixed numbers and storage keys (spec §9), in one place so every part and its tests
// read the same value.

/** Dropdown menus open this long after the pointer enters their trigger… */
export const NAV_MENU_OPEN_DELAY_MS = 200;
/** …except in the top navigation, where they open at once. */
export const TOP_NAV_OPEN_DELAY_MS = 0;
/** After a menu closes, another one opened within this time skips its open delay. */
export const NAV_MENU_SKIP_DELAY_MS = 300;
/** Menus close this long after the pointer leaves them. */
export const NAV_MENU_CLOSE_DELAY_MS = 150;

/** Height of the top bar. */
export const TOP_BAR_HEIGHT_PX = 56;

/** The outline's scroll handler runs at most this often. */
export const SCROLL_THROTTLE_MS = 100;
/** After a click on an outline item, scrolling does not move the highlight for this long. */
export const OUTLINE_CLICK_FREEZE_MS = 500;

/** How long a copy button shows its copied state. */
export const COPIED_INDICATOR_MS = 1000;

/** Hover popups (type information) open this long after hover or focus… */
export const HOVER_POPUP_OPEN_DELAY_MS = 100;
/** …and close this long after the pointer or focus leaves. */
export const HOVER_POPUP_CLOSE_DELAY_MS = 300;

/** Sidebar items nest to a depth below this (levels 1 to 4 render). */
export const SIDEBAR_DEPTH_LIMIT = 5;

export const THEME_STORAGE_KEY = 'vocs.theme';
/** The banner key (a hash of its content) the reader dismissed. */
export const BANNER_STORAGE_KEY = 'docsgen.banner.dismissed';
/** Code group choices: a JSON map from a group's labels to the label chosen. */
export const CODE_GROUP_STORAGE_KEY = 'docsgen.codeGroups';

/** The footer's previous/next links carry this attribute (`prev` or `next`): the page script
 * follows them on Shift+Left / Shift+Right. */
export const PAGER_LINK_ATTRIBUTE = 'data-dg-pager';
/** The curtain bar's Top link: the page script scrolls up without adding '#top' to the URL. */
export const TOP_LINK_ATTRIBUTE = 'data-dg-top';
/** A link that must not be prefetched carries this attribute. */
export const NO_PREFETCH_ATTRIBUTE = 'data-no-prefetch';
/** The assistant link of a site without a baseUrl: its prompt template and the page's path; the
 * page script fills in the full URL. */
export const ASSISTANT_PROMPT_ATTRIBUTE = 'data-dg-ai-prompt';
export const ASSISTANT_PATH_ATTRIBUTE = 'data-dg-ai-path';

/** The route of the not-found page (pages/404.mdx, or the built-in one), written to 404.html. */
export const NOT_FOUND_PATH = '/404';
