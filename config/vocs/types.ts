/**
 * The shape of a Vocs v1 config (`vocs.config.ts`), as vocs@1.4.1 declares it, written here so a
 * site that still imports its types from 'vocs' (`import type { Sidebar } from 'vocs'`) type-checks
 * against docsgen's stand-in module (config/vocs/index.ts) and so the mapping onto docsgen's config
 * (config/vocs/adapt.ts) reads every field by its Vocs name.
 *
 * Types only: no Vite, MiniSearch, Shiki or twoslash types are imported; where Vocs takes one of
 * those libraries' option objects, the fields docsgen reads are listed and the rest left open.
 */
import type { ReactElement } from 'react';

export type ColorScheme = 'light' | 'dark' | 'system' | undefined;

export type ImageUrl = string | { light: string; dark: string };
export type IconUrl = ImageUrl;
export type LogoUrl = ImageUrl;

export interface SidebarItem {
  collapsed?: boolean;
  disabled?: boolean;
  text: string;
  link?: string;
  items?: SidebarItem[];
}

export type Sidebar = SidebarItem[] | { [path: string]: SidebarItem[] | { backLink?: boolean; items: SidebarItem[] } };

export type SocialType = 'bluesky' | 'discord' | 'farcaster' | 'github' | 'telegram' | 'warpcast' | 'x';

export interface SocialItem {
  icon: SocialType;
  label?: string;
  link: string;
}
export type Socials = SocialItem[];

export interface Sponsor {
  name: string;
  link: string;
  image: string;
}

export interface SponsorSet {
  /** Rows of logos; `null` leaves a cell empty. */
  items: (Sponsor | null)[][];
  name: string;
  height?: number;
}

export type TopNavItem =
  | { element: ReactElement; link?: never; items?: never; match?: never; text?: never }
  | ({ element?: never; match?: string | ((path: string) => boolean); text: string } & (
      | { link: string; items?: never }
      | { link?: string; items: TopNavItem[] }
    ));
export type TopNav = TopNavItem[];

/** What an `editLink.pattern` function is given: the page being rendered. */
export interface PageData {
  filePath?: string;
  frontmatter?: Record<string, unknown>;
  lastUpdatedAt?: number;
  content?: string;
}

export interface EditLink {
  /** A URL with `:path` (the page file under pages/), or a function of the page. */
  pattern: string | ((pageData: PageData) => string);
  text?: string;
}

interface FontSource {
  google?: string;
}
export type Font = FontSource | { default?: FontSource; mono?: FontSource };

export interface Banner {
  dismissable?: boolean;
  backgroundColor?: string;
  content: string | ReactElement;
  height?: string;
  textColor?: string;
}

type ColorValue = string | { light: string; dark: string };

/** The six accent colours Vocs derives from one `accentColor`, when given one by one. */
export interface AccentColors {
  backgroundAccent: ColorValue;
  backgroundAccentHover: ColorValue;
  backgroundAccentText: ColorValue;
  borderAccent: ColorValue;
  textAccent: ColorValue;
  textAccentHover: ColorValue;
}

/** Vocs' theme variables, group → variable → value (each becomes `--vocs-<group>_<variable>`). */
export interface ThemeVariables {
  borderRadius?: Record<string, string>;
  color?: Record<string, ColorValue>;
  content?: Record<string, string>;
  fontFamily?: Record<string, string>;
  fontSize?: Record<string, string>;
  fontWeight?: Record<string, string>;
  lineHeight?: Record<string, string>;
  outline?: Record<string, string>;
  sidebar?: Record<string, string>;
  space?: Record<string, string>;
  topNav?: Record<string, string>;
  viewport?: Record<string, string>;
  zIndex?: Record<string, string>;
}

export interface Theme {
  accentColor?: string | { light: string; dark: string } | AccentColors;
  colorScheme?: ColorScheme;
  variables?: ThemeVariables;
}

/** MiniSearch's SearchOptions, the fields with a meaning in docsgen's search (the rest are kept open). */
export interface Search {
  boost?: Record<string, number>;
  boostDocument?: (documentId: string, term: string, storedFields?: any) => number;
  fuzzy?: boolean | number | ((...args: never[]) => unknown);
  prefix?: boolean | ((...args: never[]) => unknown);
  maxFuzzy?: number;
  combineWith?: string;
  fields?: string[];
  weights?: { fuzzy?: number; prefix?: number };
  bm25?: { k?: number; b?: number; d?: number };
  [option: string]: unknown;
}

/** unified's PluggableList, loosely: a plugin, `[plugin, ...options]`, or a preset. */
// `any`: plugins declare their own `this` and option types; unified checks them, not the config.
export type Pluggable = ((this: any, ...args: any[]) => unknown) | [(this: any, ...args: any[]) => unknown, ...unknown[]] | { plugins?: unknown; settings?: unknown };

export interface Markdown {
  /** @shikijs/rehype options; docsgen reads `themes` (light and dark). */
  code?: { themes?: { light?: string; dark?: string }; theme?: string; [option: string]: unknown };
  remarkPlugins?: Pluggable[];
  rehypePlugins?: Pluggable[];
}

/** twoslash's options; docsgen reads `compilerOptions` and `customTags`. */
export interface TwoslashOptions {
  compilerOptions?: Record<string, unknown>;
  customTags?: string[];
  [option: string]: unknown;
}

/** Vite's UserConfig; docsgen reads `resolve.alias` and `define`. */
export interface ViteConfig {
  resolve?: { alias?: Record<string, string> | { find: string | RegExp; replacement: string }[]; [option: string]: unknown };
  define?: Record<string, unknown>;
  plugins?: unknown[];
  [option: string]: unknown;
}

export type Head = ReactElement | { [path: string]: ReactElement } | ((params: { path: string }) => ReactElement | Promise<ReactElement>);

export interface Config {
  aiCta?: boolean | { query: (p: { location: string }) => string };
  banner?: string | ReactElement | Banner;
  basePath?: string;
  baseUrl?: string;
  blogDir?: string;
  cacheDir?: string;
  checkDeadlinks?: boolean | 'warn';
  description?: string;
  editLink?: EditLink;
  font?: Font;
  head?: Head;
  iconUrl?: IconUrl;
  logoUrl?: LogoUrl;
  ogImageUrl?: string | { [path: string]: string };
  outlineFooter?: ReactElement;
  markdown?: Markdown;
  rootDir?: string;
  search?: Search;
  sidebar?: Sidebar;
  socials?: Socials;
  sponsors?: SponsorSet[];
  theme?: Theme;
  title?: string;
  titleTemplate?: string;
  topNav?: TopNav;
  twoslash?: TwoslashOptions | false;
  llms?: { generateMarkdown?: boolean };
  vite?: ViteConfig;
}
