// Chromium through puppeteer, set up the same way for every end-to-end test.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import puppeteer, { type Browser, type HTTPResponse, type Page, type PuppeteerLifeCycleEvent, type Viewport } from 'puppeteer';
import { ARTIFACTS_DIR } from './paths.js';

/** Flags for a quiet, deterministic browser in a container: no sandbox (root in CI), no GPU, no
 * background traffic that could show up in network assertions, /tmp instead of a small /dev/shm. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * Headless Chromium has no pointing device: `(hover: hover)` and `(pointer: fine)` do not match,
 * as on a device with neither mouse nor touch. `mouse: true` makes it report a mouse, as a laptop
 * does (a page emulating touch through its viewport still reports touch).
 */
const MOUSE_ARGS = ['--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4'];

export function launchBrowser(options: { mouse?: boolean } = {}): Promise<Browser> {
  return puppeteer.launch({
    // The system's Chromium: puppeteer's own download is disabled (.puppeteerrc.cjs).
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: options.mouse ? [...CHROMIUM_ARGS, ...MOUSE_ARGS] : CHROMIUM_ARGS,
  });
}

/** A phone, for the narrow screenshots and the mobile menu: 375×812, touch. */
export const PHONE: Viewport = { width: 375, height: 812, isMobile: true, hasTouch: true };

export interface OpenPageOptions {
  /** false renders the page as a reader without JavaScript sees it. Default true. */
  javaScript?: boolean;
  /** Emulated `prefers-color-scheme`; the browser default (light) when unset. */
  colorScheme?: 'light' | 'dark';
  /** Default 1280×800, a laptop; pass { width: 375, height: 812, isMobile: true } for a phone. */
  viewport?: Viewport;
  /** Default 'load'. */
  waitUntil?: PuppeteerLifeCycleEvent;
  /** Holds back requests for which it returns a promise, until the promise settles (a slow chunk). */
  holdRequest?: (url: string) => Promise<unknown> | undefined;
}

export interface OpenedPage {
  page: Page;
  /** Console errors and warnings (React's hydration mismatches among them), uncaught errors and
   * failed resource loads, in order, one readable line each. Expect it to equal []. */
  consoleErrors: string[];
  /** The main document's response: its status tells a 404 page from a page. */
  response: HTTPResponse | null;
  /** Closes the page's private browser context. */
  close(): Promise<void>;
}

const DEFAULT_VIEWPORT: Viewport = { width: 1280, height: 800 };

/**
 * Opens `url` in a fresh incognito context, so localStorage (theme choice, search settings) and
 * caches never leak from one test to the next. Listeners and emulation are in place before
 * navigation, so nothing the page does while loading and hydrating is missed.
 */
export async function openPage(browser: Browser, url: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warn') return;
    const { url: source, lineNumber } = message.location();
    const where = source ? ` (${source}${lineNumber === undefined ? '' : `:${lineNumber + 1}`})` : '';
    consoleErrors.push(`console.${type}: ${message.text()}${where}`);
  });
  page.on('pageerror', (error) => {
    consoleErrors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`);
  });

  const close = () => context.close();
  try {
    await answerExternalRequestsLocally(page, options.holdRequest);
    await page.setViewport(options.viewport ?? DEFAULT_VIEWPORT);
    if (options.javaScript === false) await page.setJavaScriptEnabled(false);
    if (options.colorScheme) await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: options.colorScheme }]);
    const response = await page.goto(url, { waitUntil: options.waitUntil ?? 'load' });
    return { page, consoleErrors, response, close };
  } catch (error) {
    await close(); // the caller never gets a handle to close it with
    throw error;
  }
}

/**
 * Tests run offline (this machine, like CI, reaches no web host), and a page's own behaviour must
 * not depend on one: a request to another host (Google Fonts, a CDN) gets an empty 200 answer
 * instead of a network error in the console. Pages from 127.0.0.1 and data: URLs load as usual.
 */
async function answerExternalRequestsLocally(page: Page, hold: OpenPageOptions['holdRequest']): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    const url = request.url();
    if (!/^https?:/.test(url) || /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url)) {
      const held = hold?.(url);
      if (held) void held.finally(() => request.continue().catch(() => undefined));
      else void request.continue();
      return;
    }
    const type = request.resourceType();
    const contentType = type === 'stylesheet' ? 'text/css' : type === 'script' ? 'text/javascript' : 'text/plain';
    // axe-core reads stylesheets with XHR: allow it, as the real font host does.
    void request.respond({ status: 200, contentType, body: type === 'stylesheet' ? '/* offline */' : '', headers: { 'access-control-allow-origin': '*' } });
  });
}

/** Saves a full-page PNG as test-artifacts/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = join(ARTIFACTS_DIR, 'screenshots');
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${name.replace(/[^\w.-]+/g, '-')}.png`) as `${string}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}
