// docsgen's manual (manual/) builds with no warning, and its two generated pages are the code's:
// the configuration table lists exactly the keys config/types.ts declares for SiteConfig, and the
// command-line page holds every command's help as the CLI prints it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
