// docsgen's manual (manual/) builds with no warning and no broken link, and its generated parts
// are the code's: the configuration table lists exactly the keys config/types.ts declares for
// SiteConfig, the theming page every overridable component of the theme's registry, and the
// command-line page every command's help as the CLI prints it. What it says by hand is checked
// where the code can say it: the CSS variables it documents exist, the error catalogue keeps its
// anchors, and README.md links to every page of it. (The browser checks, axe, vnu and sideways
// scroll, are in test/e2e/manual/.)
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERRIDABLE_NAMES } from '../../theme/shared/override-registry.js';
import { DEFAULT_OUTLINE_LEVELS, DEFAULT_SEARCH, DEFAULT_SPONSOR_HEIGHT, resolveConfig } from '../../config/defaults.js';
import { CODE_THEMES } from '../../compiler/mdx/highlight/highlighter.js';
import { ERRORS, errorUrl, MANUAL_URL, type ErrorName } from '../../compiler/errors/catalogue.js';
import { docsgen, type CliRun } from './hostile-site.js';
import { ARTIFACTS_DIR, REPO_ROOT } from '../support/paths.js';

const MANUAL = join(REPO_ROOT, 'manual');
let out: string;
let run: CliRun;

/** A page's text, tags removed and entities decoded (enough for these checks). */
function pageText(route: string): string {
  const html = readFileSync(join(out, `${route}.html`), 'utf8');
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
    // React's marks between adjacent texts are no space.
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The lines of the code block titled `title` on a built page, as the reader sees them. */
function codeBlockLines(route: string, title: string): { lines: string[]; html: string } {
  const html = readFileSync(join(out, `${route}.html`), 'utf8');
  const figure = [...html.matchAll(/<figure[\s\S]*?<\/figure>/g)].map((match) => match[0]).find((f) => f.includes(`<figcaption class="dg-code__title">${title}</figcaption>`));
  expect(figure, `a code block titled ${title}`).toBeDefined();
  const lines = [...figure!.matchAll(/<span class="line[^"]*">([\s\S]*?)<\/span>(?=\n|<\/code>)/g)].map((match) => decode(match[1]!.replace(/<[^>]+>/g, '')));
  return { lines, html: figure! };
}

function decode(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
}

/** A file of the manual, as lines (its last line break aside). */
function manualLines(path: string): string[] {
  return readFileSync(join(MANUAL, path), 'utf8').replace(/\n$/, '').split('\n');
}

/** The lines between `// #region name` and `// #endregion name`, shown from their own left edge. */
function regionLines(lines: string[], name: string): string[] {
  const start = lines.findIndex((line) => line.trim() === `// #region ${name}`);
  const end = lines.findIndex((line) => line.trim() === `// #endregion ${name}`);
  expect(start, name).toBeGreaterThan(-1);
  const region = lines.slice(start + 1, end);
  const indent = Math.min(...region.filter((line) => line.trim()).map((line) => /^ */.exec(line)![0].length));
  return region.map((line) => line.slice(indent));
}

/** Member name → its Default cell, from the first members table of a built page (folded members left out). */
function defaultsOf(route: string, sectionId?: string): Map<string, string> {
  let html = readFileSync(join(out, `${route}.html`), 'utf8');
  if (sectionId) html = html.slice(html.indexOf(`id="${sectionId}"`));
  for (let folded = ''; folded !== html; ) [folded, html] = [html, html.replace(/<details class="dg-api__members">(?:(?!<details)[\s\S])*?<\/details>/g, '')];
  const table = /<table[\s\S]*?<\/table>/.exec(html)![0];
  const header = [...table.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, '').trim());
  const column = header.indexOf('Default');
  expect(column, `${route}: a Default column`).toBeGreaterThan(-1);
  const defaults = new Map<string, string>();
  for (const row of table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)) {
    const cells = [...row[1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((match) => decode(match[1]!.replace(/<[^>]+>/g, '')).trim());
    if (cells.length > column && cells[column] !== '') defaults.set(cells[0]!.replace(/\?$/, ''), cells[column]!);
  }
  return defaults;
}

/** A default value as the JSDoc writes it: `'docsgen'`, `true`, `[2, 3]`, `{ title: 4 }`. */
function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value && typeof value === 'object') return `{ ${Object.entries(value).map(([key, item]) => `${key}: ${literal(item)}`).join(', ')} }`;
  return String(value);
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  out = mkdtempSync(join(ARTIFACTS_DIR, 'manual-'));
  rmSync(out, { recursive: true });
  run = await docsgen(['build', MANUAL, '--out', out], { timeoutMs: 600_000 });
}, 660_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("docsgen's manual", () => {
  it('builds with no warning', () => {
    expect(run.code, run.output).toBe(0);
    expect(run.stderr).toBe('');
  });

  it('lists every SiteConfig key of config/types.ts in its configuration table, and no other', () => {
    const types = readFileSync(join(REPO_ROOT, 'config/types.ts'), 'utf8');
    const body = /export interface SiteConfig \{([\s\S]*?)\n\}/.exec(types)![1]!;
    const declared = [...body.matchAll(/^ {2}(\w+)\??:/gm)].map((match) => match[1]!).sort();
    expect(declared.length).toBeGreaterThan(20);
    const html = readFileSync(join(out, 'configuration.html'), 'utf8');
    const table = /<table[\s\S]*?<\/table>/.exec(html)![0];
    const rows = [...table.matchAll(/<tr>\s*<td[^>]*>([\s\S]*?)<\/td>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, '').replace(/\?.*$/s, '').trim());
    expect(rows.sort()).toEqual(declared);
  });

  it("shows each configuration key's default, as config/defaults.ts applies it", () => {
    const resolved = resolveConfig({});
    const site = defaultsOf('configuration');
    // Every key whose default is a plain value, from the code (titleTemplate's depends on the title: its description says so).
    const plain = Object.entries(resolved).filter(([key, value]) => key !== 'titleTemplate' && ['string', 'number', 'boolean'].includes(typeof value));
    expect(plain.length).toBeGreaterThanOrEqual(8);
    for (const [key, value] of plain) expect(site.get(key), key).toBe(literal(value));
    // On by default, an object once resolved.
    expect(resolved.aiCta).not.toBe(false);
    expect(site.get('aiCta')).toBe('true');
    // The nested options' defaults, on their types' pages.
    const search = defaultsOf('reference/config/SearchOptions');
    for (const key of ['boost', 'fuzzy', 'prefix', 'maxFuzzy', 'combineWith'] as const) expect(search.get(key), `search.${key}`).toBe(literal(DEFAULT_SEARCH[key]));
    expect(defaultsOf('reference/config/OutlineOptions').get('levels')).toBe(literal(DEFAULT_OUTLINE_LEVELS));
    expect(defaultsOf('reference/config/ThemeOptions').get('colorScheme')).toBe(literal(resolved.theme.colorScheme));
    expect(defaultsOf('reference/config/LinksOptions').get('check')).toBe(literal(resolved.links.check));
    expect(defaultsOf('reference/config/TwoslashOptions').get('tsconfig')).toBe(literal(resolved.twoslash && resolved.twoslash.tsconfig));
    expect(defaultsOf('reference/config/SponsorTier').get('height')).toBe(literal(DEFAULT_SPONSOR_HEIGHT));
    expect(defaultsOf('reference/config/BannerOptions').get('dismissable')).toBe(literal(resolveConfig({ banner: 'x' }).banner!.dismissable));
    expect(defaultsOf('reference/config/SidebarSection').get('backLink')).toBe(literal(resolveConfig({ sidebar: { '/a': { items: [] } } }).sidebar['/a']!.backLink));
    expect(defaultsOf('reference/config/ReferenceOptions').get('groupBy')).toBe(literal(resolveConfig({ reference: [{ from: 'x', route: '/x' }] }).reference[0]!.groupBy));
    expect(defaultsOf('reference/config/MarkdownOptions').get('code')).toBe(literal({ themes: CODE_THEMES }));
  });

  it('shows the help of every command, as the CLI prints it', async () => {
    const text = pageText('cli');
    // Every command `docsgen --help` lists (help aside): a command added to the CLI is checked too.
    const top = await docsgen(['--help']);
    expect(top.code).toBe(0);
    const commands = [...(top.stdout.split(/^Commands:\n/m)[1] ?? '').matchAll(/^ {2}([a-z][\w-]*)/gm)].map((match) => match[1]!).filter((name) => name !== 'help');
    expect(commands).toEqual(expect.arrayContaining(['init', 'build', 'preview', 'dev', 'check-links', 'migrate']));
    for (const command of commands) {
      const help = await docsgen([command, '--help']);
      expect(help.code).toBe(0);
      // Each option line of the command's help is on the page (wrapping aside).
      for (const flag of help.stdout.matchAll(/^ {2}(-[-\w]*(?:, --[-\w]+)?)/gm)) expect(text, `${command} ${flag[1]}`).toContain(flag[1]!);
      expect(text).toContain(`Usage: docsgen ${command}`);
    }
  });

  it('lists every overridable component on the theming page, from the registry, and no other', () => {
    const html = readFileSync(join(out, 'theming.html'), 'utf8');
    const start = html.indexOf('id="overridable-components"');
    expect(start).toBeGreaterThan(-1);
    // A component's props folded under its row are a table of their own: drop them, innermost first.
    let section = html.slice(start);
    for (let folded = ''; folded !== section; ) [folded, section] = [section, section.replace(/<details class="dg-api__members">(?:(?!<details)[\s\S])*?<\/details>/g, '')];
    const table = /<table[\s\S]*?<\/table>/.exec(section)![0];
    const rows = [...table.matchAll(/<tr>\s*<td[^>]*>([\s\S]*?)<\/td>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, '').replace(/\?.*$/s, '').trim());
    expect(rows.sort()).toEqual([...OVERRIDABLE_NAMES].sort());
  });

  it('has no broken link, as check-links sees it from the sources', async () => {
    const check = await docsgen(['check-links', MANUAL]);
    expect(check.code, check.output).toBe(0);
  });

  it('keeps the anchors of the error catalogue, and of the sections messages name', () => {
    const ids = (route: string) => new Set([...readFileSync(join(out, `${route}.html`), 'utf8').matchAll(/<h[2-4][^>]*\bid="([^"]+)"/g)].map((match) => match[1]!));
    const errors = ids('errors');
    // Set with {#id} in manual/pages/errors.mdx: links to them must keep working as the titles change.
    for (const id of ['kinds', 'reading-an-error', 'config', 'usage', 'other-tools', 'warnings', 'cache-sealed-elsewhere']) {
      expect(errors, id).toContain(id);
    }
    // The build's note on a cache sealed elsewhere names this section of the manual.
    expect(ids('cache')).toContain('a-cache-restored-from-elsewhere');
  });

  it('has a section for every entry of the error catalogue, at the anchor the CLI links to', () => {
    const html = readFileSync(join(out, 'errors.html'), 'utf8');
    const sections = new Map([...html.matchAll(/<section id="([^"]+)" class="error-entry">([\s\S]*?)<\/section>/g)].map((match) => [match[1]!, match[2]!]));
    expect(sections.size).toBe(Object.keys(ERRORS).length);
    for (const [name, entry] of Object.entries(ERRORS)) {
      expect(errorUrl(name as ErrorName)).toBe(MANUAL_URL === undefined ? undefined : `${MANUAL_URL}/errors#${entry.anchor}`);
      const section = sections.get(entry.anchor);
      expect(section, name).toBeDefined();
      // Its heading is the catalogue's title, then the error's name and exit code, then the manual's prose.
      const text = section!.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
      expect(text, name).toContain(`${entry.title}${name}: a ${entry.kind === 'config' ? 'configuration' : entry.kind} error, exit code ${entry.kind === 'content' ? 1 : 2}.`);
      expect(text.length, `${name} has prose of its own`).toBeGreaterThan(entry.title.length + name.length + 80);
    }
  });
});

describe('the live examples of the writing page', () => {
  it('includes code from the files it names: a whole file, a region with its options, Vocs includes with find/replace', () => {
    const file = manualLines('snippets/client.ts');
    expect(codeBlockLines('writing', 'snippets/client.ts').lines).toEqual(file);
    const setup = codeBlockLines('writing', 'setup.ts');
    expect(setup.lines).toEqual(regionLines(file, 'setup'));
    expect(setup.html).toContain('data-line-numbers');
    expect([...setup.html.matchAll(/<span class="line([^"]*)"/g)].map((match) => match[1]!.includes('highlighted'))).toEqual(setup.lines.map((_, index) => index === 1));
    const setupSepolia = regionLines(file, 'setup').map((line) => line.replaceAll('mainnet', 'sepolia'));
    expect(setupSepolia.join('\n')).toContain('sepolia');
    // The connect region is indented in its function: shown from its own left edge.
    expect(codeBlockLines('writing', 'connect.ts').lines).toEqual([...setupSepolia, '', ...regionLines(file, 'connect')]);
  });

  it('places a partial, compiled like a page, and shows its source from the file', () => {
    expect(codeBlockLines('writing', 'pages/_partial-example.mdx').lines).toEqual(manualLines('pages/_partial-example.mdx'));
    const html = readFileSync(join(out, 'writing.html'), 'utf8');
    expect(html).toMatch(/<div class="dg-callout dg-callout--tip"[^>]*><p>Callouts, code highlighting and custom heading ids work in partials too\.<\/p>/);
  });

  it("draws other tools' callout names as docsgen's boxes, with a VitePress title", () => {
    const html = readFileSync(join(out, 'writing.html'), 'utf8');
    expect(html).toMatch(/<div class="dg-callout dg-callout--warning"[^>]*><p>A caution: drawn as a warning\.<\/p>/);
    expect(html).toMatch(/<div class="dg-callout dg-callout--info"[^>]*><p class="dg-callout__title">Read this first<\/p><p>An important note: drawn as an info box, with its title\.<\/p>/);
  });

  it('keeps :::show[md] out of the page and :::hide[md] out of its Markdown', () => {
    const onlyMarkdown = 'This sentence is only in the Markdown copy of the page: a note for language models.';
    const onlyPage = 'This sentence is only on the page: the Markdown copy of the page does not have it.';
    const count = (text: string, sentence: string) => text.split(sentence).length - 1;
    // Once in the example's source, once more where the directive is honoured.
    const page = pageText('writing');
    expect(count(page, onlyMarkdown)).toBe(1);
    expect(count(page, onlyPage)).toBe(2);
    const markdown = readFileSync(join(out, 'writing.md'), 'utf8');
    expect(count(markdown, onlyMarkdown)).toBe(2);
    expect(count(markdown, onlyPage)).toBe(1);
    const full = readFileSync(join(out, 'llms-full.txt'), 'utf8');
    expect(count(full, onlyMarkdown)).toBe(2);
    expect(count(full, onlyPage)).toBe(1);
  });

  it('renders the other features it shows: notations, annotations, ids, a table of contents, emoji, details, expressions', () => {
    const html = readFileSync(join(out, 'writing.html'), 'utf8');
    const notations = [...html.matchAll(/<figure[\s\S]*?<\/figure>/g)].map((match) => match[0]).find((figure) => figure.includes('word:persist') === false && figure.includes('highlighted-word'));
    expect(notations).toBeDefined();
    for (const mark of ['class="line highlighted"', 'class="highlighted-word"', 'class="line highlighted error"', 'class="line highlighted warning"']) expect(notations, mark).toContain(mark);
    // Starlight's ins/del, a Docusaurus magic comment (the line after it highlighted, the comment not shown), a Vocs annotation.
    const dialects = [...html.matchAll(/<figure[\s\S]*?<\/figure>/g)].map((match) => match[0]).find((figure) => figure.includes('twoslash-tag-log-line'));
    expect(dialects).toBeDefined();
    expect([...dialects!.matchAll(/<span class="line([^"]*)"/g)].map((match) => match[1]!.trim())).toEqual(['', 'diff remove', 'diff add', '', 'highlighted']);
    expect(dialects).toMatch(/<span class="line highlighted">(?:(?!<\/span>\n)[\s\S])*subscribe/);
    expect(dialects).not.toContain('highlight-next-line');
    expect(dialects).toMatch(/twoslash-tag-log-line[^>]*>subscribed</);
    expect(html).toMatch(/<h3[^>]*\bid="own-id"/);
    // [[toc]] lists the page's headings, the one with its own id too.
    const toc = /<details class="dg-details"><summary>This page(?:&#x27;|')s headings<\/summary>([\s\S]*?)<\/details>/.exec(html);
    expect(toc).not.toBeNull();
    for (const id of ['callouts', 'snippets-from-files', 'own-id', 'partials']) expect(toc![1], id).toContain(`href="#${id}"`);
    const text = pageText('writing');
    expect(text).toContain('Shipped 🚀 at 10:30:00');
    expect(html).toMatch(/<details class="dg-details" open(?:="")?><summary>Open from the start<\/summary>/);
    expect(text).toContain('Two to the tenth is 1024.');
  });
});

describe("what the manual says by hand", () => {
  it('documents only CSS variables the theme defines', () => {
    const page = readFileSync(join(MANUAL, 'pages/theming.mdx'), 'utf8');
    const documented = new Set([...page.matchAll(/`(--dg-[a-z-]+)`/g)].map((match) => match[1]!));
    expect(documented.size).toBeGreaterThan(15);
    const css = readdirSync(join(REPO_ROOT, 'theme'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join(REPO_ROOT, 'theme', file), 'utf8'))
      .join('\n');
    for (const name of documented) expect(css, name).toMatch(new RegExp(`${name}\\s*:`));
  });

  it('is linked from README.md, every page of it', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const linked = new Set([...readme.matchAll(/\]\(manual\/pages\/([\w-]+\.mdx)\)/g)].map((match) => match[1]!));
    const pages = readdirSync(join(MANUAL, 'pages')).filter((file) => file.endsWith('.mdx') && file !== 'index.mdx' && !file.startsWith('_'));
    expect([...linked].sort()).toEqual(pages.sort());
  });

  it("keeps README's set-up commands true", () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const scripts = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(readme).toContain('npm install && npm start');
    expect(scripts.start).toMatch(/build --workspace docs && npm run preview --workspace docs/);
    expect(readme).toContain('npm test');
    expect(scripts.test).toBe('vitest run');
    expect(readme).toContain('npm run manual');
    expect(scripts.manual).toBe('node bin/docsgen.mjs build manual && node bin/docsgen.mjs preview manual');
  });
});
