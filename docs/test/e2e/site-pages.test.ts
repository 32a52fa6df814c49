// The Get Starknet site as a whole: every route of the spec answers with its title (and as .html),
// the top navigation, the /demo index, the not-found page, and no link anywhere that leads nowhere.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'puppeteer';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDocsSite } from './harness.js';
import { frontmatterTitle, htmlFiles, parseDocuments, ROUTES, servedPath, TITLE_TEMPLATE } from './routes.js';

const docs = useDocsSite();
/** A blank page whose DOMParser reads HTML for the tests; nothing is loaded into it. */
let parserPage: Page;

beforeAll(async () => {
  parserPage = await docs.browser.newPage();
});

async function get(path: string): Promise<{ status: number; type: string; body: string }> {
  const response = await fetch(docs.site.url(path), { redirect: 'manual' });
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

/** Reads the page's DOM, parsed from what the server sent (what every reader gets first). */
async function dom<T>(html: string, read: (doc: Document) => T): Promise<T> {
  const doc = await parserPage.evaluateHandle((source) => new DOMParser().parseFromString(source, 'text/html'), html);
  try {
    return (await doc.evaluate(read)) as T;
  } finally {
    await doc.dispose();
  }
}

describe('routes', () => {
  it.each(ROUTES)('%s answers 200 with its title, and so does its .html twin', async (route) => {
    const pageTitle = await frontmatterTitle(route);
    expect(pageTitle, `front matter title of ${route}`).toBeTruthy();
    const expected = TITLE_TEMPLATE.replace('%s', pageTitle!);
    const twin = route === '/' ? '/index.html' : `${route}.html`;
    for (const path of [route, twin]) {
      const { status, type, body } = await get(path);
      expect(status, path).toBe(200);
      expect(type, path).toMatch(/^text\/html/);
      expect((await parseDocuments(parserPage, [body]))[0]!.title, path).toBe(expected);
    }
  });

  it('serves a not-found page for unknown paths: heading, text and a link home', async () => {
    for (const path of ['/no-such-page', '/core/no-such-page', '/demo/ui/extra.html']) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      const page = await dom(body, (doc) => ({
        h1: doc.querySelector('main h1')?.textContent?.trim(),
        text: doc.querySelector('main')?.textContent ?? '',
        home: [...doc.querySelectorAll('main a')].map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
      }));
      expect(page.h1, path).toBe('Page Not Found');
      expect(page.text, path).toContain('The page you were looking for could not be found.');
      expect(page.home, path).toContainEqual(['Go to Home Page', '/']);
    }
  });
});

describe('/demo', () => {
  // Spec §2 had "/demo: only an empty heading"; issue #15 made it the demos' index, since nothing
  // linked to it: the three demos, one line each, and the Guide sidebar's Demos heading links here.
  it('lists the three demos, one line each, and is the Demos heading of the sidebar', async () => {
    const { body } = await get('/demo');
    const content = await dom(body, (doc) => {
      const article = doc.querySelector('main article')!;
      return {
        heading: article.querySelector('h1')?.textContent?.trim(),
        demos: [...article.querySelectorAll('li')].map((li) => li.querySelector('a')?.getAttribute('href')),
        islands: doc.querySelectorAll('main docsgen-island[data-island$="Demo"]').length,
        sidebarHeading: doc.querySelector('.dg-sidebar .dg-sb__heading[href="/demo"]')?.textContent,
        current: doc.querySelector('.dg-sidebar [aria-current="page"]')?.getAttribute('href'),
      };
    });
    expect(content.heading).toBe('Demos');
    expect(content.demos).toEqual(['/demo/ui', '/demo/headless-modal', '/demo/discovery']);
    expect(content.islands).toBe(0);
    expect(content.sidebarHeading).toBe('Demos');
    expect(content.current).toBe('/demo');
  });
});

describe('top navigation', () => {
  const ITEMS = [
    ['Guide', '/'],
    ['UI', '/ui'],
    ['Headless UI', '/modal'],
    ['Core', '/core'],
  ];

  it.each([
    ['/', 'Guide'],
    ['/getting-started', 'Guide'],
    ['/demo/ui', 'Guide'],
    ['/ui', 'UI'],
    ['/ui/WalletConnectModal.html', 'UI'],
    ['/modal/useConnect', 'Headless UI'],
    ['/core', 'Core'],
    ['/core/createStore.html', 'Core'],
  ])('on %s lists Guide, UI, Headless UI and Core, with %s current', async (path, current) => {
    const { body } = await get(path);
    const nav = await dom(body, (doc) => {
      const links = [...doc.querySelectorAll('nav[aria-label="Main"] a')];
      return {
        items: links.map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
        current: links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent?.trim()),
      };
    });
    expect(nav.items).toEqual(ITEMS);
    expect(nav.current).toEqual([current]);
  });
});

describe('links', () => {
  // The pages have no public home to edit them in (docs/docsgen.config.ts says why): no page
  // offers an "Edit page" link, rather than one that 404s.
  it('no page has an edit link', async () => {
    const files = await htmlFiles(docs.site.dir);
    const withEdit: string[] = [];
    for (const file of files) {
      const html = await readFile(join(docs.site.dir, file), 'utf8');
      if (await dom(html, (doc) => doc.querySelector('.dg-footer__edit') !== null)) withEdit.push(file);
    }
    expect(files.length).toBeGreaterThan(ROUTES.length);
    expect(withEdit).toEqual([]);
  });

  it('every internal link of every built page leads to a page or file of the build, and to an anchor on it', async () => {
    const files = await htmlFiles(docs.site.dir);
    // Both forms of every route, and the not-found page.
    expect(files.length).toBeGreaterThanOrEqual(ROUTES.length * 2);
    const sources = await Promise.all(files.map((file) => readFile(join(docs.site.dir, file), 'utf8')));
    const parsed = await parseDocuments(parserPage, sources);

    // Every internal target, by URL without its fragment.
    const targets = new Map<string, { status: number; ids?: Set<string> }>();
    const uses: { file: string; href: string; text: string; url: URL; sameDocument?: Set<string> }[] = [];
    let external = 0;
    parsed.forEach((doc, index) => {
      const file = files[index]!;
      const base = new URL(servedPath(file), docs.site.origin);
      for (const { href, text } of doc.hrefs) {
        const url = new URL(href, base);
        if (url.origin !== docs.site.origin) {
          if (url.protocol === 'javascript:') uses.push({ file, href, text, url }); // reported below
          else external++;
          continue;
        }
        // `#x` (or the page's own URL with a fragment) points into this very document.
        if (url.pathname === base.pathname && url.search === base.search && url.hash) {
          uses.push({ file, href, text, url, sameDocument: new Set(doc.ids) });
          continue;
        }
        uses.push({ file, href, text, url });
        targets.set(url.pathname + url.search, { status: 0 });
      }
    });
    expect(uses.length).toBeGreaterThan(files.length * 10); // nav, sidebar, footer on every page
    expect(external).toBeGreaterThan(0); // socials and links to other sites: not followed (no network here)

    await Promise.all(
      [...targets.keys()].map(async (target) => {
        const response = await fetch(new URL(target, docs.site.origin));
        const body = await response.text();
        const entry = targets.get(target)!;
        entry.status = response.status;
        if (response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html')) {
          entry.ids = new Set((await parseDocuments(parserPage, [body]))[0]!.ids);
        }
      }),
    );

    const broken: string[] = [];
    for (const { file, href, text, url, sameDocument } of uses) {
      const where = `${file}: <a href="${href}">${text}</a>`;
      if (url.protocol === 'javascript:') {
        broken.push(`${where} — javascript: URL`);
        continue;
      }
      const target = sameDocument ? { status: 200, ids: sameDocument } : targets.get(url.pathname + url.search)!;
      if (target.status !== 200) {
        broken.push(`${where} — ${url.pathname} answers ${target.status}`);
        continue;
      }
      if (!url.hash) continue;
      const fragment = decodeURIComponent(url.hash.slice(1));
      // HTML: an empty fragment or "top" (any case) scrolls to the top when no element has that id.
      if (fragment === '' || (fragment.toLowerCase() === 'top' && !target.ids?.has(fragment))) continue;
      if (!target.ids) broken.push(`${where} — #${fragment} on a page that is not HTML`);
      else if (!target.ids.has(fragment)) broken.push(`${where} — no id "${fragment}" on ${url.pathname}`);
    }
    expect(broken).toEqual([]);
  });
});
