// API references as a reader gets them: the pages of `::api` references and of generated
// reference pages of the fixture, read in Chromium without JavaScript (signatures with popups and
// links, tables, folded members, the JSDoc tags), hover popups with it, and the checks every page
// passes (axe, vnu, no sideways scroll).
import { join } from 'node:path';
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../../support/axe.js';
import { openPage } from '../../support/browser.js';
import { validateHtml } from '../../support/vnu.js';
import { withPage } from '../../support/with-page.js';
import { useApiSite } from './api-site.js';

const api = useApiSite();

interface Reading {
  /** Each API signature block as its code reads (popups are hidden). */
  signatures: string[];
  /** Each table of the content: rows of cell texts (the header row first). */
  tables: string[][][];
  headings: string[];
  /** The content's text, spaces collapsed. */
  text: string;
  page: Page;
}

/** Opens `route` without JavaScript and reads it, then runs `check` on what it read. */
async function reading(route: string, check: (read: Reading) => Promise<void> | void): Promise<void> {
  await withPage(() => openPage(api.browser, api.site.url(route), { javaScript: false }), async ({ page }) => {
    const read = await page.evaluate(() => {
      const content = document.querySelector('.dg-content')!;
      const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
      return {
        signatures: [...content.querySelectorAll('pre.dg-api__code')].map((pre) => (pre as HTMLElement).innerText.trim()),
        tables: [...content.querySelectorAll('table')].filter((table) => !table.parentElement!.closest('table')).map((table) => [...table.rows].map((row) => [...row.cells].map((cell) => clean((cell as HTMLElement).innerText)))),
        headings: [...content.querySelectorAll('h2, h3')].map((heading) => clean(heading.textContent!)),
        text: clean((content as HTMLElement).innerText),
      };
    });
    await check({ ...read, page });
  });
}

const PAGES = ['/', '/area', '/Shape', '/Canvas', '/units', '/widgets', '/reference', '/reference/Canvas', '/reference/Units', '/widgets-api', '/widgets-api/Badge'];

describe('embedded references', () => {
  it('draws an overloaded function: each overload with its signature, parameters, returns, throws and example', () =>
    reading('/area', ({ signatures, tables, headings, text }) => {
      expect(signatures).toEqual(['function area(shape: Shape): number', 'function area(width: number, height?: number): number', 'function surface(shape: Shape): number\nfunction surface(width: number, height?: number): number']);
      expect(headings).toEqual(['Overload 1 of 2', 'Parameters', 'Returns', 'Throws', 'Example', 'Overload 2 of 2', 'Parameters', 'Returns', 'Also exported as surface']);
      expect(tables[0]).toEqual([
        ['Parameter', 'Type', 'Description'],
        ['shape', 'Shape', 'The shape to measure. See Shape.'],
      ]);
      expect(tables[1]).toEqual([
        ['Parameter', 'Type', 'Description'],
        ['width', 'number', 'Horizontal size.'],
        ['height?', 'number', 'Vertical size; the width again when left out.'],
      ]);
      expect(text).toContain('The area, in square units.');
      expect(text).toContain('RangeError when the shape has fewer than three points.');
      expect(text).toContain('Since 1.2.0');
    }));

  it('links the names of documented types, in signatures (the popup token is the link) and in tables', () =>
    reading('/area', async ({ page }) => {
      expect(await page.$$eval('pre.dg-api__code a.twoslash-hover', (links) => links.map((link) => [link.getAttribute('href'), link.lastChild!.textContent]))).toEqual([
        ['/Shape', 'Shape'],
        ['/Shape', 'Shape'],
      ]);
      expect(await page.$$eval('code.dg-api__type a', (links) => links.map((link) => link.getAttribute('href')))).toContain('/Shape');
      // The example is a code block, highlighted like any other.
      expect(await page.$$eval('.dg-api pre.shiki:not(.dg-api__code)', (pres) => pres.map((pre) => (pre as HTMLElement).innerText))).toEqual(["area({ points: [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }], unit: 'px' });"]);
    }));

  it('lays out an interface, its nested object folded under its type, its deprecated member marked', () =>
    reading('/Shape', async ({ signatures, tables, page }) => {
      expect(signatures[0]).toBe('interface Shape {\n  points: readonly Point[];\n  stroke?: { width: number; color?: string; };\n  readonly unit: Unit;\n  color?: string;\n}');
      expect(tables[0]).toEqual([
        ['Member', 'Type', 'Description'],
        ['points', 'readonly Point[]', 'The corners, in drawing order.'],
        // The object type is written out in the signature above; here its members fold under it.
        ['stroke?', '{ … } 2 members', 'How the outline is drawn.'],
        ['unit readonly', 'Unit', 'The unit of every length.'],
        ['color?', 'string', 'Deprecated. Use stroke.color instead.'],
      ]);
      expect(await page.$eval('details.dg-api__members', (details) => [(details as HTMLDetailsElement).open, details.querySelector('summary')!.textContent])).toEqual([false, '2 members']);
      // A type documented with an id on this page is reached by it.
      expect(await page.$eval('#draw-options', (block) => block.className)).toBe('dg-api');
    }));

  it('draws a class, an enum and a namespace', () =>
    reading('/Canvas', ({ signatures, tables, headings }) => {
      // One constructor: in the class's block, as the declaration has it (not a block of its own).
      expect(signatures[0]).toBe('class Canvas {\n  constructor(width: number, height: number);\n}');
      expect(tables[1]).toEqual([
        ['Member', 'Type', 'Description'],
        ['fullScreen static', '() => Canvas', 'A canvas the size of the screen.'],
        ['width readonly', 'number', "The canvas's width, in pixels."],
        ['count readonly', 'number', 'How many shapes were drawn.'],
        ['draw', '(shape: Shape, options?: DrawOptions) => this', 'Draws a shape.'],
        ['clear', '() => void', 'Removes every shape.'],
      ]);
      expect(tables[2]).toEqual([
        ['Member', 'Value', 'Description'],
        ['Ink', '0', 'Pure black.'],
        ['Paper', '1', ''],
        ['Highlight', '2', ''],
      ]);
      expect(headings).toEqual(['Constructor', 'Members', 'Palette', 'Members', 'Transform', 'rotate', 'translate', 'IDENTITY']);
    }));

  it("draws a component's props with their defaults, a source file's inferred types, and the notes a page adds", () =>
    reading('/widgets', ({ signatures, tables }) => {
      expect(signatures.slice(0, 2)).toEqual(['function Badge(props: BadgeProps): JSX.Element', 'function makeCounter(\n  start?: number,\n): { next: () => number; current: () => number; }']);
      expect(tables[0]).toEqual([
        ['Prop', 'Type', 'Default', 'Description'],
        ['label', 'string', '', 'The text in the badge.'],
        ['tone?', "'quiet' | 'loud'", "'quiet'", 'How loud it is.'],
        ['className?', 'string', '', 'Extra classes.'],
      ]);
      expect(tables[1]).toEqual([
        ['Parameter', 'Type', 'Default', 'Description'],
        ['start?', 'number', '0', 'Where counting starts. Negative numbers count up to zero first.'],
      ]);
    }));

  it('follows `export * as` and dotted names', () =>
    reading('/units', ({ signatures }) => {
      expect(signatures).toEqual(["type Unit = 'px' | 'em' | 'rem'", 'function convert(value: number, from: Unit, to: Unit): number']);
    }));
});

describe('generated reference pages', () => {
  it('lists every export by category, then by kind, each linked to its page', () =>
    reading('/reference', async ({ headings, tables, page }) => {
      expect(headings).toEqual(['Measures', 'Drawing', 'Shapes', 'Functions', 'Namespaces']);
      expect(tables[1]).toEqual([
        ['Name', 'Description'],
        ['Canvas', 'Where shapes are drawn.'],
        ['Palette', 'Colours every canvas knows by name.'],
        ['Transform', 'Moving shapes around.'],
      ]);
      // A symbol the site documents on a page of its own links there; the others to their generated page.
      const links = Object.fromEntries(await page.$$eval('.dg-api--index td a', (anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href')])));
      expect(links).toMatchObject({ Canvas: '/Canvas', Point: '/reference/Point', rectangleArea: '/reference/rectangleArea' });
    }));

  it('makes a page per export, titled by it, in a sidebar of the groups', () =>
    reading('/reference/Units', async ({ signatures, page }) => {
      expect(await page.title()).toBe('Units – Geometry');
      expect(signatures[0]).toBe('namespace Units {\n  type Unit\n  function convert\n}');
      const sidebar = await page.$$eval('.dg-sidebar__nav :is(a, span, button)', (items) => items.filter((item) => item.children.length === 0).map((item) => item.textContent!.trim()));
      expect(sidebar.slice(sidebar.indexOf('Reference'))).toEqual(['Reference', 'Measures', 'area', 'findShape', 'surface', 'Drawing', 'Canvas', 'Palette', 'Transform', 'Shapes', 'DrawOptions', 'Point', 'Shape', 'ShapeKind', 'Functions', 'rectangleArea', 'Namespaces', 'Units']);
      expect(await page.$$eval('a[aria-current="page"]', (links) => links.map((link) => link.textContent))).toContain('Units');
    }));
});

describe('in the browser', () => {
  it("opens a popup on a signature's name, on hover and on keyboard focus", async () => {
    await withPage(() => openPage(api.browser, api.site.url('/Canvas')), async ({ page, consoleErrors }) => {
      await page.hover('.dg-api__code .twoslash-hover');
      await page.waitForSelector('.dg-tw__popup', { visible: true, timeout: 10_000 });
      // Shape is an interface: its popup shows its members (quick info would give its name alone).
      expect(await page.$eval('.dg-tw__popup', (popup) => popup.textContent)).toMatch(/^interface Shape \{\s+points: readonly Point\[\];/);
      await page.mouse.move(0, 0);
      await page.waitForSelector('.dg-tw__popup', { hidden: true, timeout: 10_000 });
      // The token is a link (Shape has a page): focusable as links are.
      await page.focus('.dg-api__code a.twoslash-hover');
      await page.waitForSelector('.dg-tw__popup', { visible: true, timeout: 10_000 });
      expect(consoleErrors).toEqual([]);
    });
  });

  it.each(PAGES)('%s passes axe and has no sideways scroll at 375 px', async (route) => {
    await withPage(() => openPage(api.browser, api.site.url(route), { viewport: { width: 375, height: 812, isMobile: true } }), async ({ page }) => {
      expect(await runAxe(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    });
  });

  it('is valid HTML', async () => {
    const files = PAGES.map((route) => join(api.site.outDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`));
    expect((await validateHtml(files)).map((error) => `${error.file.slice(api.site.outDir.length)}:${error.line} ${error.message}`)).toEqual([]);
  });
});
