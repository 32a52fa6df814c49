// The live-reload protocol between `docsgen dev` and the page: types, and the attribute that marks
// the client's <script>. The dev server imports them too (no code crosses the Node/browser line).

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

export type ServerMessage =
  /** The page changed: load it again. */
  | { type: 'reload' }
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
