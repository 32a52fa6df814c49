// The live-reload protocol between `docsgen dev` and the page: types, and the attribute that marks
// the client's <script>. The dev server (compiler/dev/) and the dev client (runtime/dev/) both import them.

/** Marks the dev client's <script> tag, which carries the socket URL and the page's version. */
export const DEV_CLIENT_ATTRIBUTE = 'data-docsgen-dev';

/** An error as the overlay shows it: already located and framed by the server. */
export interface OverlayError {
  /** What failed, e.g. "MDX syntax error" or "config error". */
  title: string;
  /** file:line:column, relative to the site root, when known. */
  location?: string;
  message: string;
  /** A few source lines with a caret under the column. */
  frame?: string;
  hint?: string;
}

/** A broken link of the page a tab shows, located in its source (as `docsgen build` reports it). */
export interface BrokenLinkNote {
  /** file:line:column, relative to the site root. */
  location: string;
  href: string;
  /** Why it is broken, with a guess at what was meant when there is one. */
  message: string;
}

export type ServerMessage =
  /** Patching cannot be right (the config changed, public files changed): load the page again. */
  | { type: 'reload' }
  /**
   * The page changed: morph the document into `html` (runtime/dev/patch.ts). `hydrate` is the URL
   * of the React hydrate runtime the islands of `html` were built with.
   */
  | { type: 'patch'; html: string; version: string; hydrate: string }
  /** The broken links of this page as of now (none: the note goes). */
  | { type: 'links'; broken: BrokenLinkNote[] }
  /** Only CSS changed: swap the stylesheet, keep the page (and its state). */
  | { type: 'css'; href: string }
  /** The page (or the config) is broken: show why, over the last good page. */
  | { type: 'error'; error: OverlayError }
  /** The error is gone and the page is unchanged: just hide the overlay. */
  | { type: 'clear' };

/** Sent once per connection: which page this is, and which version of it the browser shows. */
export interface HelloMessage {
  type: 'hello';
  path: string;
  version: string;
  /**
   * The stylesheet the page links. A CSS change that lands while the tab is reloading for a page
   * change is broadcast to no one: the server compares this with the current one on hello.
   */
  stylesheet?: string;
}
