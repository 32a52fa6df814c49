/**
 * Defaults and normalization: turns a valid `SiteConfig` into the `ResolvedConfig` that the compiler
 * and the theme read. Pure; it trusts its input (validate first, see `validate.ts`).
 */
import type { AiCtaContext, ResolvedBanner, ResolvedConfig, ResolvedSidebarSection, SidebarConfig, SiteConfig } from './types.js';
export declare const DEFAULT_TITLE = "Docs";
export declare const DEFAULT_OUTLINE_LEVELS: readonly [number, number];
export declare const DEFAULT_SPONSOR_HEIGHT = 40;
export declare const DEFAULT_EDIT_LINK_TEXT = "Edit page";
export declare const DEFAULT_SEARCH: {
    readonly boost: {
        readonly title: 4;
        readonly text: 2;
        readonly titles: 1;
    };
    readonly fuzzy: 0.2;
    readonly prefix: true;
};
/** The assistant prompt when `aiCta` does not give one: study the page, then quiz the reader. */
export declare function defaultAiCtaQuery({ location }: AiCtaContext): string;
/** '' for the root, otherwise '/a/b': one leading slash, no trailing slash. */
export declare function normalizeBasePath(basePath: string): string;
/** Without trailing slashes, so `${baseUrl}${path}` never doubles one. */
export declare function normalizeBaseUrl(baseUrl: string): string;
/** '/' for the root, otherwise '/a/b': prefixes compare equal however they were written. */
export declare function normalizePathPrefix(prefix: string): string;
export declare function normalizeTitleTemplate(template: string | undefined, title: string): string;
export declare function resolveSidebar(sidebar: SidebarConfig | undefined): Record<string, ResolvedSidebarSection>;
export declare function resolveOgImageUrl(value: string | Record<string, string> | undefined): Record<string, string> | undefined;
/** The banner in object form; it can be closed unless `dismissable` is false or 'false'. */
export declare function resolveBanner(banner: SiteConfig['banner']): ResolvedBanner | undefined;
export declare function resolveConfig(config: SiteConfig): ResolvedConfig;
