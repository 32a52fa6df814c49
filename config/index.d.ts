/**
 * The public entry sites import as `docsgen/config`. It stays free of Node APIs and of the loader
 * so that importing it from a config file costs nothing; the CLI imports `config/load.ts` directly.
 */
import type { SiteConfig } from './types.js';
export type * from './types.js';
/** Identity function: it exists so that a plain object literal gets checked against `SiteConfig`. */
export declare function defineConfig(config: SiteConfig): SiteConfig;
