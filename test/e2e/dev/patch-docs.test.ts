// `docsgen dev` on the Get Starknet site: a prose save on a demo page patches it in place, and the
// demo's wallet, connected through the sandbox wallet, stays connected (a reload would lose the
// connection, the registered wallet and the event log). Works on a copy of docs/, edited on disk.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Browser } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../../support/browser.js';
import { DOCS_ROOT } from '../../support/docs-site.js';
import { ARTIFACTS_DIR } from '../../support/paths.js';
import { byTestId, click, eventKinds, textOf, waitForAttribute, WAIT } from '../../../docs/test/e2e/harness.js';
import { startDev, type DevProcess } from './dev-process.js';

let root: string;
let dev: DevProcess;
let browser: Browser;

/** Build outputs and caches are left out: the copy starts as a fresh checkout would. */
const LEFT_OUT = new Set(['dist', '.docsgen-cache', 'node_modules']);

beforeAll(async () => {
  // Under the repository, so the site's imports resolve from its node_modules as docs/'s do.
  const parent = join(ARTIFACTS_DIR, 'fixtures');
  await mkdir(parent, { recursive: true });
  root = await mkdtemp(join(parent, 'docs-'));
  await cp(DOCS_ROOT, root, { recursive: true, filter: (path) => !LEFT_OUT.has(relative(DOCS_ROOT, path).split(sep)[0]!) });
  dev = await startDev(root);
  await dev.waitForOutput(/watching for changes/);
  // The first request compiles the page, type-checked blocks and all (no cache in the copy).
  expect((await fetch(new URL('demo/discovery', dev.url))).status).toBe(200);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  if (dev) await writeFile(join(ARTIFACTS_DIR, 'dev-patch-docs.log'), dev.output());
  if (root) await rm(root, { recursive: true, force: true });
});

describe('docsgen dev on the Get Starknet site', () => {
  it("keeps a demo's connected sandbox wallet across a prose save of its page", async () => {
    const file = join(root, 'pages/demo/discovery.mdx');
    const { page, consoleErrors, close } = await openPage(browser, new URL('demo/discovery', dev.url).href);
    try {
      await page.waitForSelector(byTestId('discovery-demo', '[data-ready="true"]'), WAIT);
      await click(page, byTestId('sandbox-register'));
      await page.waitForSelector(byTestId('discovered-wallet', '[data-wallet-id="sandbox"]'), WAIT);
      await click(page, byTestId('connect'));
      await waitForAttribute(page, byTestId('connection-status'), 'data-state', 'connected');
      const events = await eventKinds(page);
      const address = await textOf(page, byTestId('account-address'));
      await page.evaluate(() => ((window as unknown as { devMark?: number }).devMark = 1));

      const source = await readFile(file, 'utf8');
      // The page's title heading, after the frontmatter (which has a # comment of its own).
      const body = source.indexOf('\n---\n', 4) + 5;
      const heading = /^# .+$/m.exec(source.slice(body))![0];
      await writeFile(file, source.slice(0, body) + source.slice(body).replace(heading, `${heading}\n\nA sentence written while the wallet is connected.`));
      await page.waitForFunction(() => document.body.innerText.includes('A sentence written while the wallet is connected.'), WAIT);

      expect(await page.evaluate(() => (window as unknown as { devMark?: number }).devMark)).toBe(1);
      expect(await page.$eval(byTestId('connection-status'), (e) => e.getAttribute('data-state'))).toBe('connected');
      expect(await textOf(page, byTestId('account-address'))).toBe(address);
      expect(await textOf(page, byTestId('sandbox-register'))).toBe('Sandbox wallet added');
      expect(await eventKinds(page)).toEqual(events);
      expect(consoleErrors.filter((line) => !line.includes('/favicon.ico'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
