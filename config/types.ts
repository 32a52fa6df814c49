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
import type { OverridableName } from '../theme/shared/override-registry.js';
import type { ThemeTranslation } from '../theme/shared/i18n/strings.js';

export type { ThemeTranslation };

/** A value that differs between the light and the dark colour scheme. */
export interface LightDark {
  light: string;
  dark: string;
}

export type SocialIcon = 'bluesky' | 'discord' | 'farcaster' | 'github' | 'telegram' | 'warpcast' | 'x';

export interface Social {
  icon: SocialIcon;
  link: string;
  /** The link's accessible name. Default: the service's name ('GitHub', 'Discord'…). */
  label?: string;
}

/** A link (`link`), a dropdown of links (`items`) or a custom element (`element`). */
export interface TopNavItem {
  id?: string;
  /** Required unless `element` is given. */
  text?: string;
  link?: string;
  /**
   * What marks the item active, when it is not `link`: a path prefix, or a function of the page's
   * path (without the base path) that runs at build time.
   */
  match?: string | ((path: string) => boolean);
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
  /**
   * Show a link back to the home page above the section's items.
   * @default false
   */
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
  /**
   * Logo height in px.
   * @default 40
   */
  height?: number;
  /** Rows of logos; `null` leaves a cell of the row empty. */
  items: (SponsorItem | null)[][];
}

export interface AiCtaContext {
  /** Absolute URL of the page the reader is on. */
  location: string;
}

export interface AiCtaOptions {
  /**
   * The prompt sent to the assistant. Runs at build time only: config never reaches the browser.
   * Default: a prompt, in the page's language, that names the page's URL and asks the assistant to
   * quiz the reader on it.
   */
  query?: (ctx: AiCtaContext) => string;
}

export interface BannerOptions {
  content: string | ReactElement;
  backgroundColor?: string;
  textColor?: string;
  /**
   * Whether the reader can close the banner. `'false'` is accepted because the option is often
   * written as an HTML-ish string.
   * @default true
   */
  dismissable?: boolean | 'true' | 'false';
  /** A CSS length, e.g. "32px". */
  height?: string;
}

export interface FontOptions {
  default?: { google: string };
  mono?: { google: string };
}

export interface OutlineOptions {
  /**
   * Lowest and highest heading level listed.
   * @default [2, 3]
   */
  levels?: [number, number];
}

export type ColorScheme = 'light' | 'dark' | 'system';

export interface ThemeOptions {
  /**
   * 'light' or 'dark' forces that scheme; 'system' follows the reader's system setting, with a
   * toggle in the top bar.
   * @default 'system'
   */
  colorScheme?: ColorScheme;
  accentColor?: string | LightDark;
  /**
   * CSS custom properties set on every page, group → name → value (a colour may differ between
   * the schemes): `{ color: { background: { light: '#fff', dark: '#111' } }, content: { width: '800px' } }`
   * sets `--vocs-color_background` and `--vocs-content_width`, Vocs' names, which the theme reads.
   */
  variables?: Record<string, Record<string, string | LightDark>>;
}

export interface SearchOptions {
  /**
   * How much a match in each field weighs: the section's title, its text, and the titles of the
   * headings above it.
   * @default { title: 4, text: 2, titles: 1 }
   */
  boost?: { title?: number; text?: number; titles?: number };
  /**
   * Fuzzy matching: the edits a word of the query may take to match, as a fraction of its length
   * (0 turns fuzzy matching off).
   * @default 0.2
   */
  fuzzy?: number;
  /**
   * Whether a word of the query matches the words it begins (`conn` finds `connect`).
   * @default true
   */
  prefix?: boolean;
  /**
   * The most edits a fuzzy match may take, whatever the word's length.
   * @default 2
   */
  maxFuzzy?: number;
  /**
   * 'or': a result matches any of the query's words, those matching more ranked first; 'and': all of them.
   * @default 'or'
   */
  combineWith?: 'or' | 'and';
  /**
   * A weight for each document, computed once per document when the index is built: `id` is the
   * page file from the config's folder (a folder's `index.mdx` as the folder with a trailing
   * slash) followed by `#` and the section's anchor (`pages/guide/setup.mdx#install`); `term`
   * is always '' (there is no query yet); `fields` are the document's title, parent headings,
   * text and URL. 1 keeps a document as it is, 2 doubles its score, 0 leaves it out.
   */
  boostDocument?: (id: string, term: string, fields: SearchDocumentFields) => number;
}

/** What `search.boostDocument` is told of a document (the names MiniSearch's stored fields have in Vocs). */
export interface SearchDocumentFields {
  href: string;
  title: string;
  titles: string[];
  text: string;
  isPage: boolean;
}

export interface EditLinkOptions {
  /**
   * URL with a `:path` placeholder, replaced by the page file's path under pages/; or a function
   * of the page returning the URL (it runs at build time).
   */
  pattern: string | ((page: EditLinkPage) => string);
  /** The link's text. Default: the theme's "Edit page", in the page's language. */
  text?: string;
}

/** What an `editLink.pattern` function is told of the page. */
export interface EditLinkPage {
  /** The page file's path under pages/, e.g. 'guide/setup.mdx'. */
  filePath: string;
  frontmatter: Record<string, unknown>;
  lastUpdatedAt?: number;
}

export interface BudgetOptions {
  /** The most JavaScript (KB, gzip) a page may load before the reader interacts. Default: no limit. */
  jsKb?: number;
  /** The most HTML (KB, gzip) a page may weigh. Default: no limit. */
  htmlKb?: number;
}

export interface LinksOptions {
  /**
   * What a broken internal link does to a build: `true` fails it, 'warn' prints it and builds,
   * `false` does not check links at all. `docsgen check-links` reports them either way.
   * @default true
   */
  check?: boolean | 'warn';
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

/**
 * A reference generated from TypeScript declarations: a page per export of a module, an index
 * page listing them, and a sidebar group built from them.
 */
export interface ReferenceOptions {
  /**
   * The module: a package name or subpath (`my-package`, `my-package/server`), resolved from the
   * site folder as its tsconfig.json says, or a file relative to the site folder (`../src/index.ts`).
   */
  from: string;
  /** Where its pages go: `/reference` gives `/reference` (the index) and `/reference/<export>` for each export. */
  route: string;
  /** The index page's title and the sidebar group's. Default: the `from` option. */
  title?: string;
  /**
   * How the index and the sidebar group the exports: by their `@category` JSDoc tag (the
   * exports without one by kind), or by kind alone (functions, classes, interfaces…).
   * @default 'category'
   */
  groupBy?: 'category' | 'kind';
}

/**
 * One version of the docs (config `versions`). The key `current` is the working tree: its pages
 * keep the site's URLs. Any other key is a URL segment (`v4` → /v4/…) whose pages come from a git
 * ref (`git`: the site folder as that tag, branch or commit holds it, read with git without
 * touching the working tree) or, without `git`, from the folder `versions/<key>/` (its `pages/`,
 * and the components they import). Every option but `label`, `git` and `sitemap` replaces the
 * site's own for that version's pages; links in its `sidebar` and `topNav` (its own or the site's)
 * are read in the version, so `/guide` there is `/v4/guide`.
 */
export interface VersionConfig {
  /** As the version picker and the older-version banner name it. Default: the key; 'Latest' for `current`. */
  label?: string;
  /** A git tag, branch or commit whose copy of the site folder holds this version. */
  git?: string;
  /** List this version's pages in sitemap.xml. Default: true for `current` only. */
  sitemap?: boolean;
  title?: string;
  titleTemplate?: string;
  description?: string;
  sidebar?: SidebarConfig;
  topNav?: TopNavItem[];
  editLink?: EditLinkOptions;
  banner?: string | ReactElement | BannerOptions;
}

export interface SiteConfig {
  /**
   * The folder that holds pages/, public/, styles.css and the build's output (dist/), relative to
   * the config file's folder (or absolute); '.' is the config's own folder.
   * @default '.'
   */
  rootDir?: string;
  /**
   * The site's name: in the top bar (without a logo), in every page's `<title>` and in `llms.txt`.
   * @default 'Docs'
   */
  title?: string;
  /** Must contain `%s`, replaced by the page title. Default: `'%s – '` followed by `title`. */
  titleTemplate?: string;
  description?: string;
  /** Absolute http(s) URL the site is served from, e.g. "https://example.com". */
  baseUrl?: string;
  /**
   * Path prefix the site is served under, e.g. "/docs"; '' serves it from the host's root.
   * @default ''
   */
  basePath?: string;
  /**
   * The output folder (one path segment) that holds docsgen's generated files: hashed scripts and
   * stylesheet, island scripts, fonts. Never dot- or underscore-prefixed: GitHub Pages' artifact
   * upload drops dot-folders and Jekyll drops both.
   * @default 'docsgen'
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
  /**
   * The "Ask AI about this page" and "Copy page as Markdown" buttons above a docs page's title;
   * `false` leaves them out, options change the prompt.
   * @default true
   */
  aiCta?: boolean | AiCtaOptions;
  banner?: string | ReactElement | BannerOptions;
  outlineFooter?: string | ReactElement;
  outline?: OutlineOptions;
  theme?: ThemeOptions;
  search?: SearchOptions;
  editLink?: EditLinkOptions;
  /**
   * Show when each page was last changed (its file's last git commit) in its footer.
   * @default true
   */
  lastUpdated?: boolean;
  /** The most a page may weigh; a page over it fails the build, naming it. Default: no limit. */
  budget?: BudgetOptions;
  /** Remark and rehype plugins, run on every page (build, dev server, check-links); code themes. */
  markdown?: MarkdownOptions;
  /**
   * How `twoslash` code blocks are type-checked; `false` highlights them without checking. Default:
   * type-checked with the compiler options of the site's tsconfig.json.
   */
  twoslash?: false | TwoslashOptions;
  /** How the site's own code (pages, components) is bundled: import aliases and constants. */
  bundle?: BundleOptions;
  /**
   * The route of the folder whose pages `<BlogPosts />` lists.
   * @default '/blog'
   */
  blogDir?: string;
  /** Tags added to the `<head>` of every page, or a function of the page returning them. */
  head?: HeadConfig;
  /** Theme components replaced by the site's own: name → file, relative to the site folder. */
  components?: ComponentOverrides;
  /** Frontmatter keys of the site's own, beside the built-in ones. */
  frontmatter?: FrontmatterOptions;
  links?: LinksOptions;
  /**
   * Seconds a page may take to render (where its components run) before the build fails naming it.
   * @default 60
   */
  renderTimeout?: number;
  /**
   * The site's languages: `root` (the pages at the top of pages/) and others keyed by the folder
   * and URL segment of their pages (`fr` → pages/fr/, /fr/).
   */
  locales?: Record<string, LocaleConfig>;
  /**
   * Build a page a locale has no translation of from the root locale's, at the locale's URL, with
   * a notice in the reader's language.
   * @default true
   */
  localeFallback?: boolean;
  /** The theme's strings, by language tag: replaces docsgen's own ('Edit page', 'On this page'…). */
  translations?: Record<string, ThemeTranslation>;
  /** Reference pages generated from the TypeScript declarations of modules, one page per export. */
  reference?: ReferenceOptions[];
  /**
   * Versions of the docs: `current` (the working tree) and earlier ones keyed by their URL segment
   * (`v4` → /v4/…), each from a git ref or from `versions/<key>/`. The picker lists them in this order.
   */
  versions?: Record<string, VersionConfig>;
}

export interface TwoslashOptions {
  /**
   * Start from the compilerOptions of the site's tsconfig.json. Its emit and lint options (noEmit,
   * declaration, noUnusedLocals…) never apply to a block either way.
   * @default true
   */
  tsconfig?: boolean;
  /** Compiler options for every block, over the tsconfig's: `{ strict: false, paths: { … } }` (as in tsconfig.json). */
  compilerOptions?: Record<string, unknown>;
  /** Comment tags (`// @name: text`) a block may use besides the built-in ones, kept for renderers. */
  customTags?: string[];
}

export interface BundleOptions {
  /**
   * Import specifiers replaced by others before resolving: `{ '@': './src' }` makes
   * `@/lib/x` import `./src/lib/x` (relative targets are from the config's folder).
   */
  alias?: Record<string, string>;
  /** Identifiers replaced by a JavaScript expression, written as a string: `{ __VERSION__: '"1.2.0"' }`. */
  define?: Record<string, string>;
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
  items: (SponsorItem | null)[][];
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
  editLink?: { pattern: string | ((page: EditLinkPage) => string); text?: string };
  banner?: ResolvedBanner;
  /** The site's search options with the locale's applied over them. */
  search?: ResolvedConfig['search'];
}

/** Where a version's site folder comes from. */
export type VersionSource = { kind: 'current' } | { kind: 'git'; ref: string } | { kind: 'folder'; dir: string };

/** A version with its defaults applied; the options it does not set are absent (the site's apply). */
export interface ResolvedVersion {
  /** 'current', or the URL segment of its pages ('v4'). */
  key: string;
  /** The route prefix of its pages: '' for the current version, '/v4' for the others. */
  prefix: string;
  label: string;
  source: VersionSource;
  sitemap: boolean;
  title?: string;
  titleTemplate?: string;
  description?: string;
  sidebar?: Record<string, ResolvedSidebarSection>;
  topNav?: TopNavItem[];
  editLink?: { pattern: string | ((page: EditLinkPage) => string); text?: string };
  banner?: ResolvedBanner;
}

export interface ResolvedConfig {
  /** As written (relative to the config's folder), '.' by default. */
  rootDir: string;
  title: string;
  titleTemplate: string;
  description?: string;
  /** Without a trailing slash. */
  baseUrl?: string;
  /** '' or '/a/b': leading slash, no trailing slash. */
  basePath: string;
  /** One path segment, e.g. "docsgen": the output folder of generated files (`dist/<assetsDir>/`). */
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
  theme: { colorScheme: ColorScheme; accentColor?: LightDark; variables: Record<string, Record<string, LightDark>> };
  search: {
    boost: { title: number; text: number; titles: number };
    fuzzy: number;
    prefix: boolean;
    maxFuzzy: number;
    combineWith: 'or' | 'and';
    boostDocument?: (id: string, term: string, fields: SearchDocumentFields) => number;
  };
  /** `text`: the site's own; the theme's translated "Edit page" otherwise. */
  editLink?: { pattern: string | ((page: EditLinkPage) => string); text?: string };
  lastUpdated: boolean;
  budget: BudgetOptions;
  markdown: { remarkPlugins: MarkdownPluginEntry[]; rehypePlugins: MarkdownPluginEntry[]; code: CodeOptions };
  /** `false`: blocks are highlighted, not type-checked. */
  twoslash: false | { tsconfig: boolean; compilerOptions: Record<string, unknown>; customTags: string[] };
  bundle: { alias: Record<string, string>; define: Record<string, string> };
  blogDir: string;
  head?: HeadConfig;
  components: ComponentOverrides;
  frontmatter: { extraKeys: Record<string, FrontmatterField> };
  links: { ignore: (string | RegExp)[]; check: boolean | 'warn' };
  /** Seconds. */
  renderTimeout: number;
  /** The root locale first (always there: 'en' when the config names no locales), then the others in config order. */
  locales: ResolvedLocale[];
  localeFallback: boolean;
  translations: Record<string, ThemeTranslation>;
  /** Routes without a trailing slash; `title` and `groupBy` filled in. */
  reference: Required<ReferenceOptions>[];
  /** The current version first, then the others in config order; absent on a site with no `versions`. */
  versions?: ResolvedVersion[];
  /**
   * Set only in the config a page of an earlier version renders with (theme/shared/versions.ts), whose
   * `basePath` has the version's prefix: the site's own base path, where its public files are.
   */
  publicBasePath?: string;
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
  /**
   * Code blocks: `themes`, the Shiki themes of the light and the dark scheme (`{ light: 'github-light', dark: 'github-dark-dimmed' }`);
   * `autoFrames`, Expressive Code's automatic frames for pages written for Starlight (see `CodeOptions`).
   * @default { themes: { light: 'github-light-default', dark: 'github-dark-default' } }
   */
  code?: CodeOptions;
}

export interface CodeOptions {
  /** The Shiki themes of the light and the dark scheme. */
  themes?: LightDark;
  /**
   * Frame code blocks as Expressive Code (Starlight) does when a block names no frame: a block in
   * a shell language (`sh`, `bash`, `zsh`, `powershell`, `console`…) is drawn as a terminal window,
   * unless its title names a file or it starts with a shebang; and a comment naming a file on one
   * of a block's first lines (`// src/app.ts`, `# deploy.sh`, `<!-- index.html -->`) becomes its
   * title and leaves the code. For pages written for Starlight; Vocs and VitePress draw neither.
   * A block's own `frame="code"`, `frame="terminal"` or `frame="none"` wins.
   * @default false
   */
  autoFrames?: boolean;
}

export type HeadTagName = 'meta' | 'link' | 'script' | 'style';

/**
 * One tag for the `<head>`: `{ tag: 'script', attrs: { src: '/a.js', defer: true } }`,
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

/**
 * Head tags as data, or written as JSX (`<script src="…" defer />`, several in a fragment): only
 * meta, link, script and style elements.
 */
export type HeadTags = HeadTag[] | ReactElement;

/**
 * Tags for every page; a map from path prefix to tags (the longest prefix matching a page's route
 * gives its tags); or a function of the page returning tags (it may be async).
 */
export type HeadConfig =
  | HeadTags
  | { [pathPrefix: string]: HeadTags }
  | ((page: HeadContext) => HeadTags | null | undefined | Promise<HeadTags | null | undefined>);

/**
 * A theme component replaced by a file of the site: its path (its default export), or the path
 * with the export to take and whether to hydrate it in the browser.
 */
export type ComponentOverride = string | ComponentOverrideOptions;

export interface ComponentOverrideOptions {
  /** Relative to the config's folder. */
  file: string;
  /** The named export to take instead of the default one (rendered on the server only). Default: the default export. */
  export?: string;
  /**
   * Hydrate the component in the browser, as an island, with this strategy ('load', 'idle',
   * 'visible', 'interaction', 'scroll', 'media:(query)'); 'auto': with 'load' when its code uses
   * React's client hooks (useEffect, useState…) or event handlers, else not at all. Without it the
   * component renders on the server only (unless its file is named *.island.tsx).
   */
  hydrate?: string;
}

export type ComponentOverrides = Partial<Record<OverridableName, ComponentOverride>>;

export type FrontmatterFieldType = 'string' | 'number' | 'boolean' | 'date' | 'string[]' | 'object' | 'any';

export interface FrontmatterField {
  type: FrontmatterFieldType;
  /** For strings: the only values allowed. */
  values?: string[];
  /**
   * Every page must set it.
   * @default false
   */
  required?: boolean;
}

export interface FrontmatterOptions {
  /** Keys a page may set beside the built-in ones, each with its type: `{ tags: 'string[]' }`. */
  extraKeys?: Record<string, FrontmatterFieldType | FrontmatterField>;
}
