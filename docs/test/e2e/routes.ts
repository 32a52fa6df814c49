// The routes of the Get Starknet site (spec §2), and reading HTML with the browser's own parser.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'puppeteer';
import { parse as parseYaml } from 'yaml';
import { DOCS_ROOT } from '../../../test/support/docs-site.js';

/** Every route the spec lists: documentation, demos, and the three references. */
export const ROUTES = [
  '/',
  '/getting-started',
  '/wallet-standard',
  '/customization',
  '/integration-guide',
  '/demo',
  '/demo/ui',
  '/demo/headless-modal',
  '/demo/discovery',
  '/core',
  '/core/createStore',
  '/core/StarknetWalletRequestFeature',
  '/core/wallets',
  '/core/StarknetInjectedWallet',
  '/core/isStarknetChain',
  '/core/formatStarknetChainId',
  '/core/getStarknetChainId',
  '/core/EIP1193Adapter',
  '/core/metaMaskVirtualWallet',
  '/modal',
  '/modal/GetStarknetProvider',
  '/modal/SelectedWallet',
  '/modal/WalletList',
  '/modal/useStarknetProvider',
  '/modal/useConnect',
  '/ui',
  '/ui/WalletConnectModal',
] as const;

export const TITLE_TEMPLATE = '%s – Get Starknet';

/** The `title` in the front matter of the page that makes `route` (pages/x.mdx or pages/x/index.mdx). */
export async function frontmatterTitle(route: string): Promise<string | undefined> {
  const base = join(DOCS_ROOT, 'pages', route === '/' ? 'index' : route.slice(1));
  for (const file of [`${base}.mdx`, `${base}.md`, join(base, 'index.mdx'), join(base, 'index.md')]) {
    let source: string;
    try {
      source = await readFile(file, 'utf8');
    } catch {
      continue;
    }
    const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
    const data = match ? (parseYaml(match[1]!) as Record<string, unknown> | null) : null;
    return typeof data?.title === 'string' ? data.title : undefined;
  }
  throw new Error(`no page file for ${route} under docs/pages`);
}

/** Every .html file of a build, relative to it, with '/' separators. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1).split('\\').join('/'))
    .sort();
}

/**
 * The URL a built file is served at, to resolve its relative links against: `x.html` at `/x.html`
 * (same folder as `/x`), `x/index.html` at `/x/`, and the not-found page at an unknown, deep path.
 */
export function servedPath(file: string): string {
  if (file === '404.html') return '/no/such/page';
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}

export interface ParsedDocument {
  title: string;
  /** Every `id` in the document, and every `<a name>`. */
  ids: string[];
  /** `href` attributes of a, area and link elements, as written. */
  hrefs: { tag: string; href: string; text: string }[];
}

/**
 * Parses documents with the browser's HTML parser (DOMParser: no scripts run, nothing loads), on
 * a page that may already show anything.
 */
export function parseDocuments(page: Page, documents: string[]): Promise<ParsedDocument[]> {
  return page.evaluate((htmls) => {
    const parser = new DOMParser();
    return htmls.map((html) => {
      const doc = parser.parseFromString(html, 'text/html');
      const ids = [...doc.querySelectorAll('[id]')].map((e) => e.id);
      ids.push(...[...doc.querySelectorAll('a[name]')].map((e) => e.getAttribute('name') ?? ''));
      const hrefs = [...doc.querySelectorAll('a[href], area[href], link[href]')].map((e) => ({
        tag: e.tagName.toLowerCase(),
        href: e.getAttribute('href') ?? '',
        text: (e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40),
      }));
      return { title: doc.title, ids, hrefs };
    });
  }, documents);
}
