/**
 * The site configuration, in two shapes:
 * - `SiteConfig` is what a site writes in `docsgen.config.ts`: every field optional, several fields
 *   accepting a short form (a string where an object is also allowed).
 * - `ResolvedConfig` is what the compiler and the theme read: defaults applied and each short form
 *   expanded to its one long form, so consumers never branch on "string or object".
 *
 * This file is types only: `theme/` imports it on both sides of the Node/browser line.
 */
import type { ReactElement } from 'react';
import type { OverridableName } from '../theme/overrides/registry.js';
import type { ThemeTranslation } from '../theme/i18n/strings.js';

export type { ThemeTranslation };

/** A value that differs between the light and the dark colour scheme. */
export interface LightDark {
  light: string;
  dark: string;
}

export type SocialIcon = 'discord' | 'github' | 'telegram' | 'warpcast' | 'x';

export interface Social {
  icon: SocialIcon;
  link: string;
  label?: string;
}

/** A link (`link`), a dropdown of links (`items`) or a custom element (`element`). */
export interface TopNavItem {
  id?: string;
  /** Required unless `element` is given. */
  text?: string;
  link?: string;
  /** Path prefix that marks the item active, when it differs from `link`. */
  match?: string;
  items?: TopNavItem[];
  element?: ReactElement;
}

export interface SidebarItem {
  text: string;
  link?: string;
  items?: SidebarItem[];
  collapsed?: boolean;
  disabled?: boolean;
}

export interface SidebarSection {
  backLink?: boolean;
  items: SidebarItem[];
}

/** A list for the whole site, or a map from path prefix ("/core") to that section's sidebar. */
export type SidebarConfig = SidebarItem[] | Record<string, SidebarItem[] | SidebarSection>;

export interface SponsorItem {
  link: string;
  image: string;
  name: string;
}

export interface SponsorTier {
  name: string;
  /** Logo height in px. */
  height?: number;
  /** Rows of logos. */
  items: SponsorItem[][];
}

export interface AiCtaContext {
  /** Absolute URL of the page the reader is on. */
  location: string;
}

export interface AiCtaOptions {
  /** The prompt sent to the assistant. Runs at build time only: config never reaches the browser. */
  query?: (ctx: AiCtaContext) => string;
}

export interface BannerOptions {
  content: string | ReactElement;
  backgroundColor?: string;
  textColor?: string;
  /** `'false'` is accepted because the option is often written as an HTML-ish string. */
  dismissable?: boolean | 'true' | 'false';
  /** A CSS length, e.g. "32px". */
  height?: string;
}

export interface FontOptions {
  default?: { google: string };
  mono?: { google: string };
}

export interface OutlineOptions {
  /** Lowest and highest heading level listed, e.g. [2, 3]. */
  levels?: [number, number];
}

export type ColorScheme = 'light' | 'dark' | 'system';

export interface ThemeOptions {
  colorScheme?: ColorScheme;
  accentColor?: string | LightDark;
}

export interface SearchOptions {
  boost?: { title?: number; text?: number; titles?: number };
  fuzzy?: number;
  prefix?: boolean;
}

export interface EditLinkOptions {
  /** URL with a `:path` placeholder, replaced by the page file path relative to the site root. */
  pattern: string;
  text?: string;
}

export interface BudgetOptions {
  jsKb?: number;
  htmlKb?: number;
}

export interface LinksOptions {
  /**
   * Links the build and check-links leave alone: strings with wildcards (`*` within a path
   * segment, `**` across segments), matched against the link as written and against the path it
   * resolves to, or regular expressions.
   */
  ignore?: (string | RegExp)[];
}

export type TextDirection = 'ltr' | 'rtl';

/**
 * One language of the site. The root locale's pages are `pages/**`; another locale's (key `fr`)
 * are `pages/fr/**`, served under `/fr/`. Every option but `lang`, `dir` and `label` replaces the
 * site's own for that locale's pages; links in a locale's `sidebar` and `topNav` (its own or the
 * site's) are read in the locale, so `/guide` there is `/fr/guide`.
 */
export interface LocaleConfig {
  /** BCP 47 language tag: 'en', 'fr', 'pt-BR', 'zh-CN'. Default: the locale's key ('en' for root). */
  lang?: string;
  /** Text direction. Default: 'rtl' for right-to-left languages (Arabic, Hebrew, Persian, Urdu…), else 'ltr'. */
  dir?: TextDirection;
  /** The language's name as the language picker shows it, in that language ('Français'). Default: from `lang`. */
  label?: string;
  title?: string;
  titleTemplate?: string;
  description?: string;
  sidebar?: SidebarConfig;
  topNav?: TopNavItem[];
  editLink?: EditLinkOptions;
  banner?: string | ReactElement | BannerOptions;
  search?: SearchOptions;
}

export interface SiteConfig {
  title?: string;
  /** Must contain `%s`, replaced by the page title. */
  titleTemplate?: string;
  description?: string;
  /** Absolute http(s) URL the site is served from, e.g. "https://example.com". */
  baseUrl?: string;
  /** Path prefix the site is served under, e.g. "/docs". */
  basePath?: string;
  /**
   * The output folder (one path segment) that holds docsgen's generated files: hashed scripts and
   * stylesheet, island scripts, fonts. Default "docsgen". Never dot- or underscore-prefixed:
   * GitHub Pages' artifact upload drops dot-folders and Jekyll drops both.
   */
  assetsDir?: string;
  iconUrl?: string | LightDark;
  logoUrl?: string | LightDark;
  /** A template, or a map from path prefix to template; placeholders %logo, %title, %description. */
  ogImageUrl?: string | Record<string, string>;
  font?: FontOptions;
  socials?: Social[];
  topNav?: TopNavItem[];
  sidebar?: SidebarConfig;
  sponsors?: SponsorTier[];
  aiCta?: boolean | AiCtaOptions;
  banner?: string | ReactElement | BannerOptions;
  outlineFooter?: string | ReactElement;
  outline?: OutlineOptions;
  theme?: ThemeOptions;
  search?: SearchOptions;
  editLink?: EditLinkOptions;
  lastUpdated?: boolean;
  budget?: BudgetOptions;
  /** Remark and rehype plugins, run on every page (build, dev server, check-links). */
  markdown?: MarkdownOptions;
  /** Tags added to the <head> of every page, or a function of the page returning them. */
  head?: HeadConfig;
  /** Theme components replaced by the site's own: name → file, relative to the site folder. */
  components?: ComponentOverrides;
  /** Frontmatter keys of the site's own, beside the built-in ones. */
  frontmatter?: FrontmatterOptions;
  links?: LinksOptions;
  /** Seconds a page may take to render (where its components run) before the build fails naming it. */
  renderTimeout?: number;
  /**
   * The site's languages: `root` (the pages at the top of pages/) and others keyed by the folder
   * and URL segment of their pages (`fr` → pages/fr/, /fr/).
   */
  locales?: Record<string, LocaleConfig>;
  /**
   * Build a page a locale has no translation of from the root locale's, at the locale's URL, with
   * a notice in the reader's language (default true).
   */
  localeFallback?: boolean;
  /** The theme's strings, by language tag: replaces docsgen's own ('Edit page', 'On this page'…). */
  translations?: Record<string, ThemeTranslation>;
}

export interface ResolvedBanner {
  content: string | ReactElement;
  backgroundColor?: string;
  textColor?: string;
  dismissable: boolean;
  height?: string;
}

export interface ResolvedSidebarSection {
  backLink: boolean;
  items: SidebarItem[];
}

export interface ResolvedSponsorTier {
  name: string;
  height: number;
  items: SponsorItem[][];
}

/** A locale with its defaults applied; the options it does not set are absent (the site's apply). */
export interface ResolvedLocale {
  /** 'root', or the folder and URL segment of its pages ('fr'). */
  key: string;
  /** The route prefix of its pages: '' for the root locale, '/fr' for the others. */
  prefix: string;
  lang: string;
  dir: TextDirection;
  label: string;
  title?: string;
  titleTemplate?: string;
  description?: string;
  sidebar?: Record<string, ResolvedSidebarSection>;
  topNav?: TopNavItem[];
  editLink?: { pattern: string; text?: string };
  banner?: ResolvedBanner;
  /** The site's search options with the locale's applied over them. */
  search?: ResolvedConfig['search'];
}

export interface ResolvedConfig {
  title: string;
  titleTemplate: string;
  description?: string;
  /** Without a trailing slash. */
  baseUrl?: string;
  /** '' or '/a/b': leading slash, no trailing slash. */
  basePath: string;
  /** One path segment, e.g. "docsgen": the output folder of generated files (dist/<assetsDir>/). */
  assetsDir: string;
  iconUrl?: LightDark;
  logoUrl?: LightDark;
  /** Path prefix → template; a plain string template is stored under '/'. */
  ogImageUrl?: Record<string, string>;
  font: FontOptions;
  socials: Social[];
  topNav: TopNavItem[];
  /** Path prefix (no trailing slash, '/' for the root) → section; a plain list is stored under '/'. */
  sidebar: Record<string, ResolvedSidebarSection>;
  sponsors: ResolvedSponsorTier[];
  /** `false` when the call-to-action is turned off. */
  aiCta: false | { query: (ctx: AiCtaContext) => string };
  banner?: ResolvedBanner;
  outlineFooter?: string | ReactElement;
  outline: { levels: [number, number] };
  theme: { colorScheme: ColorScheme; accentColor?: LightDark };
  search: { boost: { title: number; text: number; titles: number }; fuzzy: number; prefix: boolean };
  /** `text`: the site's own; the theme's translated "Edit page" otherwise. */
  editLink?: { pattern: string; text?: string };
  lastUpdated: boolean;
  budget: BudgetOptions;
  markdown: { remarkPlugins: MarkdownPluginEntry[]; rehypePlugins: MarkdownPluginEntry[] };
  head?: HeadConfig;
  components: ComponentOverrides;
  frontmatter: { extraKeys: Record<string, FrontmatterField> };
  links: { ignore: (string | RegExp)[] };
  /** Seconds. */
  renderTimeout: number;
  /** The root locale first (always there: 'en' when the config names no locales), then the others in config order. */
  locales: ResolvedLocale[];
  localeFallback: boolean;
  translations: Record<string, ThemeTranslation>;
}

// -- extension points (markdown plugins, head tags, component overrides, frontmatter keys) ---------

/**
 * A unified plugin (remark or rehype): the plugin function itself, or the name of an installed
 * package whose default export is one (resolved from the site folder), e.g. `'remark-math'`.
 */
// `any`: plugins declare their own `this` and option types; unified checks them, not the config.
export type MarkdownPlugin = string | ((this: any, ...options: any[]) => unknown);

/** A plugin, or `[plugin, options]`. */
export type MarkdownPluginEntry = MarkdownPlugin | [plugin: MarkdownPlugin, options?: unknown];

export interface MarkdownOptions {
  /** Run on the Markdown tree, after docsgen's own (GFM, directives, callouts, steps, code groups). */
  remarkPlugins?: MarkdownPluginEntry[];
  /** Run on the HTML tree; code blocks they leave are highlighted after them. */
  rehypePlugins?: MarkdownPluginEntry[];
}

export type HeadTagName = 'meta' | 'link' | 'script' | 'style';

/**
 * One tag for the <head>: `{ tag: 'script', attrs: { src: '/a.js', defer: true } }`,
 * `{ tag: 'script', content: 'window.x = 1' }`, `{ tag: 'meta', attrs: { name: 'x', content: 'y' } }`.
 * Attribute values are escaped; `true` writes a bare attribute, `false` leaves it out.
 */
export interface HeadTag {
  tag: HeadTagName;
  attrs?: Record<string, string | boolean>;
  /** The text inside a script or style tag. */
  content?: string;
}

/** What a `head` function knows of the page it is called for. */
export interface HeadContext {
  /** The page's route, without the base path: '/', '/core/createStore'. */
  route: string;
  /** The page's URL path, base path included. */
  path: string;
  title: string;
  /** The page's frontmatter, after validation. */
  frontmatter: Record<string, unknown>;
}

export type HeadConfig = HeadTag[] | ((page: HeadContext) => HeadTag[] | null | undefined);

export type ComponentOverrides = Partial<Record<OverridableName, string>>;

export type FrontmatterFieldType = 'string' | 'number' | 'boolean' | 'date' | 'string[]' | 'object' | 'any';

export interface FrontmatterField {
  type: FrontmatterFieldType;
  /** For strings: the only values allowed. */
  values?: string[];
  /** Every page must set it. */
  required?: boolean;
}

export interface FrontmatterOptions {
  /** Keys a page may set beside the built-in ones, each with its type: `{ tags: 'string[]' }`. */
  extraKeys?: Record<string, FrontmatterFieldType | FrontmatterField>;
}
