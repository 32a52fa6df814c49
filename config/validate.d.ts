import { type ConfigIssue } from './errors.js';
import type { ResolvedConfig } from './types.js';
/** Every problem with `raw` as a site config; empty when it is valid. */
export declare function configIssues(raw: unknown): ConfigIssue[];
/** The resolved config, or a `ConfigError` listing every problem (its `file` is set by the loader). */
export declare function validateConfig(raw: unknown): ResolvedConfig;
