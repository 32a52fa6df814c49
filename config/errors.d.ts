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
export declare function configIssue({ path, expected, found, hint, summary }: IssueFields): ConfigIssue;
export interface ConfigErrorInit {
    file?: string | null;
    issues?: ConfigIssue[];
    diagnostics?: ConfigDiagnostic[];
}
export declare class ConfigError extends Error {
    readonly name = "ConfigError";
    /** The config file, when the error came from one. */
    readonly file: string | null;
    readonly issues: ConfigIssue[];
    readonly diagnostics: ConfigDiagnostic[];
    constructor(init: ConfigErrorInit);
    /** The same error attributed to a config file (validation does not know which file it checks). */
    withFile(file: string): ConfigError;
    format(): string;
    private summary;
}
export {};
