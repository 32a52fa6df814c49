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
import { OVERRIDABLE_NAMES } from '../../theme/overrides/registry.js';
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
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
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
      expect(errorUrl(name as ErrorName)).toBe(`${MANUAL_URL}/errors#${entry.anchor}`);
      const section = sections.get(entry.anchor);
      expect(section, name).toBeDefined();
      // Its heading is the catalogue's title, then the error's name and exit code, then the manual's prose.
      const text = section!.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
      expect(text, name).toContain(`${entry.title}${name}: a ${entry.kind === 'config' ? 'configuration' : entry.kind} error, exit code ${entry.kind === 'content' ? 1 : 2}.`);
      expect(text.length, `${name} has prose of its own`).toBeGreaterThan(entry.title.length + name.length + 80);
    }
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
    const pages = readdirSync(join(MANUAL, 'pages')).filter((file) => file.endsWith('.mdx') && file !== 'index.mdx');
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
