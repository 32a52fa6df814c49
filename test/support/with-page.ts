// A page opened for one check and closed after it, whatever the check did.
import type { OpenedPage } from './browser.js';
import { screenshot } from './browser.js';

export interface WithPageOptions {
  /** Names the screenshot saved when `body` fails; by default, the page's path. */
  name?: string;
  /** false saves none (a page whose failure a screenshot would not explain). Default true. */
  screenshotOnFailure?: boolean;
}

/**
 * Opens a page with `open`, runs `body` with it and closes it, also when `body` throws (closing
 * may check things itself: the kitchen sink's `open` expects no console errors). When `body`
 * fails, saves a screenshot first and adds its path and the page's console errors, which often
 * say why, to the failure. `body` gets what `open` returned, with whatever a file's own opener
 * adds to the page (the search tests record its requests), not only the `OpenedPage` fields.
 */
export async function withPage<T, Opened extends OpenedPage = OpenedPage>(
  open: () => Promise<Opened>,
  body: (opened: Opened) => Promise<T>,
  options: WithPageOptions = {},
): Promise<T> {
  const opened = await open();
  try {
    return await body(opened);
  } catch (error) {
    const name = options.name ?? pageName(opened);
    const shot = options.screenshotOnFailure === false ? 'none' : await screenshot(opened.page, name).catch(() => 'none');
    if (error instanceof Error) {
      error.message += `\n  screenshot: ${shot}\n  console: ${JSON.stringify(opened.consoleErrors, null, 2)}`;
    }
    throw error;
  } finally {
    await opened.close();
  }
}

/** `failed-<host-less path>`, e.g. failed-guide-getting-started. */
function pageName(opened: OpenedPage): string {
  let path = 'page';
  try {
    path = new URL(opened.page.url()).pathname.replace(/^\/|\/$/g, '') || 'index';
  } catch {
    // about:blank or a closed page: the default name
  }
  return `failed-${path}`;
}
