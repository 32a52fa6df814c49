/**
 * The one error type for everything that can be wrong with a site config: values that fail
 * validation (`issues`) and files that cannot be bundled or run (`diagnostics`). It always carries
 * every problem found, so a writer fixes them all in one round instead of one per run.
 */

export interface ConfigIssue {
  /** Key path in the config, e.g. `sidebar["/core"][1].link`; '' for the config itself. */
  path: string;
  /** What was expected, e.g. "a string". */
  expected: string;
  /** What was found, e.g. "the number 42". */
  found: string;
  hint?: string;
  /** Set when the problem reads better without "expected …, found …", e.g. 'unknown key'. */
  summary?: string;
  /** The issue as one line, e.g. `sidebar["/core"][1].link: expected a string, found the number 42`. */
  message: string;
}

/** A problem located in a source file: a syntax error, an unresolved import, a throw at load time. */
export interface ConfigDiagnostic {
  file: string;
  /** 1-based; absent when the problem has no position (e.g. an exception thrown while running). */
  line?: number;
  /** 1-based. */
  column?: number;
  text: string;
  /** The source line, to draw a code frame under the location. */
  lineText?: string;
  hint?: string;
}

interface IssueFields {
  path: string;
  expected: string;
  found: string;
  hint?: string;
  /** Replaces "expected …, found …" in the one-line message when that reads badly (unknown keys). */
  summary?: string;
}

export function configIssue({ path, expected, found, hint, summary }: IssueFields): ConfigIssue {
  const problem = summary ?? `expected ${expected}, found ${found}`;
  const message = `${path || 'config'}: ${problem}${hint ? ` (${hint})` : ''}`;
  const issue: ConfigIssue = { path, expected, found, message };
  if (hint !== undefined) issue.hint = hint;
  if (summary !== undefined) issue.summary = summary;
  return issue;
}

/**
 * The error catalogue's entries (compiler/errors/docsgen-error/catalogue.ts) a ConfigError can be; the CLI links
 * to the manual's section of each. Named here because config/ imports nothing from compiler/;
 * the catalogue checks that each is one of its entries.
 */
export type ConfigErrorCode = 'ConfigInvalid' | 'ConfigLoadFailed' | 'OverrideInvalid' | 'PackageNotInstalled';

export interface ConfigErrorInit {
  /** By default ConfigLoadFailed when there are diagnostics, ConfigInvalid otherwise. */
  code?: ConfigErrorCode;
  file?: string | null;
  issues?: ConfigIssue[];
  diagnostics?: ConfigDiagnostic[];
  dependencies?: string[];
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly code: ConfigErrorCode;
  /** The config file, when the error came from one. */
  readonly file: string | null;
  readonly issues: ConfigIssue[];
  readonly diagnostics: ConfigDiagnostic[];
  /**
   * Files to watch for a fix (absolute paths): what the config was built from, as far as loading
   * got. The dev server keeps running on a broken config and reloads when one of these changes.
   */
  readonly dependencies: string[];

  constructor(init: ConfigErrorInit) {
    super('');
    this.file = init.file ?? null;
    this.issues = init.issues ?? [];
    this.diagnostics = init.diagnostics ?? [];
    this.dependencies = init.dependencies ?? [];
    this.code = init.code ?? (this.diagnostics.length > 0 ? 'ConfigLoadFailed' : 'ConfigInvalid');
    // The message is the formatted report, so an uncaught ConfigError still reads well.
    this.message = this.format();
  }

  /** The same error attributed to a config file (validation does not know which file it checks). */
  withFile(file: string, dependencies: string[] = this.dependencies): ConfigError {
    return new ConfigError({ code: this.code, file, issues: this.issues, diagnostics: this.diagnostics, dependencies });
  }

  format(): string {
    const lines = [`${this.file ?? 'docsgen config'}: ${this.summary()}`];
    for (const diagnostic of this.diagnostics) lines.push(...formatDiagnostic(diagnostic));
    for (const issue of this.issues) lines.push(`  ${issue.message}`);
    return lines.join('\n');
  }

  private summary(): string {
    if (this.diagnostics.length > 0) return 'the config file could not be loaded';
    const count = this.issues.length;
    return `invalid config (${count} ${count === 1 ? 'problem' : 'problems'})`;
  }
}

function formatDiagnostic(d: ConfigDiagnostic): string[] {
  const location = d.line === undefined ? d.file : `${d.file}:${d.line}:${d.column ?? 1}`;
  const lines = [`  ${location}: ${d.text}`];
  if (d.lineText !== undefined && d.line !== undefined) {
    const gutter = String(d.line);
    lines.push(`    ${gutter} | ${d.lineText}`);
    // Keep tabs in the padding so the caret lands under the column however tabs are rendered.
    const pad = d.lineText.slice(0, Math.max(0, (d.column ?? 1) - 1)).replace(/[^\t]/g, ' ');
    lines.push(`    ${' '.repeat(gutter.length)} | ${pad}^`);
  }
  if (d.hint) lines.push(`  hint: ${d.hint}`);
  return lines;
}
