// Accessibility checks with axe-core, reported so that a failing assertion says what to fix.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AxeResults, NodeResult, Result } from 'axe-core';
import type { Page } from 'puppeteer';
import { REPO_ROOT } from './paths.js';

const AXE_SOURCE = join(REPO_ROOT, 'node_modules/axe-core/axe.min.js');
const REPORTED_IMPACTS = new Set(['serious', 'critical']);
const NODES_SHOWN = 5;

let axeSource: Promise<string> | undefined;

/** What axe.min.js defines on the page, as far as this file uses it. */
interface AxeGlobal {
  /** The context: the whole document, or the document less the nodes `exclude` selects. */
  axe: { run(context: Document | { exclude: string[] }, options: object): Promise<AxeResults> };
}

export interface AxeOptions {
  /** Rule ids to skip, each with a reason in the calling test. */
  disableRules?: string[];
  /** Selectors of elements no rule looks at, each with a reason in the calling test. */
  exclude?: string[];
}

/**
 * The serious and critical axe violations of the page as it is now, one readable block each:
 * `expect(await runAxe(page)).toEqual([])` prints the rule, what it wants, and where.
 */
export async function runAxe(page: Page, options: AxeOptions = {}): Promise<string[]> {
  axeSource ??= readFile(AXE_SOURCE, 'utf8');
  const content = await axeSource;
  // axe needs script execution (its own timers and promises). On a page opened without
  // JavaScript, turn it on just for the audit: the page's own scripts were skipped at parse time
  // and do not run now, so the audited DOM is still the no-JavaScript one.
  const javaScriptWasOff = !page.isJavaScriptEnabled();
  if (javaScriptWasOff) await page.setJavaScriptEnabled(true);
  try {
    await page.addScriptTag({ content });
    const rules = Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }]));
    const exclude = options.exclude ?? [];
    const results = await page.evaluate(
      (runOptions, excluded) => (globalThis as unknown as AxeGlobal).axe.run(excluded.length > 0 ? { exclude: excluded } : document, runOptions),
      // No asset preloading: it re-fetches every stylesheet with XHR only to feed the
      // css-orientation-lock rule, and on a page whose cross-origin font stylesheet is answered
      // offline it fails with a console warning that is axe's, not the page's.
      { resultTypes: ['violations'], rules, preload: false },
      exclude,
    );
    return results.violations.filter((v) => REPORTED_IMPACTS.has(v.impact ?? '')).map(formatViolation);
  } finally {
    if (javaScriptWasOff) await page.setJavaScriptEnabled(false);
  }
}

function formatViolation(violation: Result): string {
  const lines = [`${violation.id} (${violation.impact}): ${violation.help} — ${violation.helpUrl}`];
  for (const node of violation.nodes.slice(0, NODES_SHOWN)) lines.push(`  at ${selector(node)}: ${summary(node)}`);
  const hidden = violation.nodes.length - NODES_SHOWN;
  if (hidden > 0) lines.push(`  … and ${hidden} more`);
  return lines.join('\n');
}

/** Selectors through iframes and shadow roots, joined the way axe's docs write them. */
function selector(node: NodeResult): string {
  return node.target.flat(Infinity).join(' >>> ');
}

/** axe's "Fix any of the following:\n  …" on one line. */
function summary(node: NodeResult): string {
  return (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim();
}
