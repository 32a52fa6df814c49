/**
 * The rules a site config must follow (spec §3), written with the schema from `schema.ts`, and
 * `validateConfig`, which reports every broken rule at once and otherwise resolves the config.
 */
import { resolveConfig } from './defaults.js';
import { configIssue, ConfigError, type ConfigIssue } from './errors.js';
import {
  array,
  boolean,
  childPath,
  element,
  func,
  lazy,
  number,
  object,
  oneOf,
  record,
  required,
  string,
  tuple,
  union,
  where,
  type Schema,
} from './schema.js';
import type {
  AiCtaOptions,
  BannerOptions,
  BudgetOptions,
  EditLinkOptions,
  FontOptions,
  LightDark,
  OutlineOptions,
  ResolvedConfig,
  SearchOptions,
  SidebarItem,
  SidebarSection,
  SiteConfig,
  Social,
  SocialIcon,
  SponsorItem,
  SponsorTier,
  ThemeOptions,
  TopNavItem,
} from './types.js';

const SOCIAL_ICONS: readonly SocialIcon[] = ['discord', 'github', 'telegram', 'warpcast', 'x'];

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

const isHttpUrl = (text: string): boolean => /^https?:$/.test(parseUrl(text)?.protocol ?? '');

// -- basePath -------------------------------------------------------------------------------------

/** Why `basePath` is unusable, or undefined when it is fine (slashes at either end are normalized). */
function basePathProblem(basePath: string): string | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(basePath)) return 'basePath is a path such as "/docs"; the origin goes in baseUrl';
  if (/[?#]/.test(basePath)) return 'a base path has no query or hash';
  if (/[\s\\]/.test(basePath)) return 'a base path has no spaces or backslashes';
  const inner = basePath.replace(/^\/+|\/+$/g, '');
  if (inner !== '' && inner.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return 'a base path has no empty, "." or ".." segments';
  }
  return undefined;
}

const basePath = where<string>(string(), 'a URL path such as "/docs"', (v) => !basePathProblem(v), basePathProblem);

// -- assetsDir ------------------------------------------------------------------------------------

/** Why `assetsDir` is unusable as the generated files' folder, or undefined when it is fine. */
export function assetsDirProblem(name: string): string | undefined {
  if (/^[._]/.test(name)) {
    return 'hosts drop such folders (GitHub Pages\' artifact upload skips dot-folders, Jekyll skips dot- and underscore-folders); use a plain name such as "docsgen" or "static"';
  }
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(name)) return 'one folder name of letters, digits, "-" and "_", such as "docsgen" or "static"';
  return undefined;
}

const assetsDir = where<string>(string(), 'a folder name that does not start with "." or "_", such as "docsgen"', (v) => !assetsDirProblem(v), assetsDirProblem);

const baseUrl = where<string>(
  string(),
  'an absolute http(s) URL without query or hash, such as "https://example.com"',
  (v) => isHttpUrl(v) && !/[?#]/.test(v),
);

// -- small shared pieces --------------------------------------------------------------------------

const nonNegative = where<number>(number(), 'a number ≥ 0', (v) => v >= 0);
const positive = where<number>(number(), 'a number > 0', (v) => v > 0);
const lightDark = object<LightDark>({ light: required(string()), dark: required(string()) });
const stringOrLightDark = union(string(), lightDark);
const stringOrElement = union(string(), element());

/** Keys of the path-prefix maps (`sidebar`, `ogImageUrl`). */
const pathPrefix = where<string>(string(), 'a path prefix starting with "/" as the key', (v) => v.startsWith('/'));

const headingLevel = where<number>(number(), 'a heading level from 1 to 6', (v) => Number.isInteger(v) && v >= 1 && v <= 6);
const headingLevels = where<[number, number]>(
  tuple([headingLevel, headingLevel], 'a pair of heading levels such as [2, 3]'),
  'a pair of heading levels [from, to] with from ≤ to',
  ([from, to]) => from <= to,
);

// -- navigation -----------------------------------------------------------------------------------

const topNavItem: Schema = object<TopNavItem>(
  {
    id: string(),
    text: string(),
    link: string(),
    match: string(),
    items: array(lazy(() => topNavItem)),
    element: element(),
  },
  (item, path, issues) => {
    if (item['element'] !== undefined) return;
    if (item['text'] === undefined) {
      issues.push(
        configIssue({ path: childPath(path, 'text'), expected: 'a string (required unless "element" is given)', found: 'nothing' }),
      );
    }
    if (item['link'] === undefined && item['items'] === undefined) {
      issues.push(configIssue({ path, expected: 'an item with "link", "items" or "element"', found: 'none of them' }));
    }
  },
);

const sidebarItem: Schema = object<SidebarItem>({
  text: required(string()),
  link: string(),
  items: array(lazy(() => sidebarItem)),
  collapsed: boolean(),
  disabled: boolean(),
});
const sidebarItems = array(sidebarItem);
const sidebarSection = object<SidebarSection>({ backLink: boolean(), items: required(sidebarItems) });

// -- the whole config -----------------------------------------------------------------------------

const googleFont = object<{ google: string }>({ google: required(string()) });

const sponsorItem = object<SponsorItem>({ link: required(string()), image: required(string()), name: required(string()) });

const siteConfig = object<SiteConfig>({
  title: string(),
  titleTemplate: where<string>(string(), 'a string containing %s', (v) => v.includes('%s'), () => 'e.g. "%s – My Docs"'),
  description: string(),
  baseUrl,
  basePath,
  assetsDir,
  iconUrl: stringOrLightDark,
  logoUrl: stringOrLightDark,
  ogImageUrl: union(string(), record(string(), pathPrefix)),
  font: object<FontOptions>({ default: googleFont, mono: googleFont }),
  socials: array(
    object<Social>({
      icon: required(oneOf(SOCIAL_ICONS)),
      link: required(where<string>(string(), 'an absolute http(s) URL', isHttpUrl)),
      label: string(),
    }),
  ),
  topNav: array(topNavItem),
  sidebar: union(sidebarItems, record(union(sidebarItems, sidebarSection), pathPrefix)),
  sponsors: array(
    object<SponsorTier>({ name: required(string()), height: positive, items: required(array(array(sponsorItem))) }),
  ),
  aiCta: union(boolean(), object<AiCtaOptions>({ query: func() })),
  banner: union(
    string(),
    element(),
    object<BannerOptions>({
      content: required(stringOrElement),
      backgroundColor: string(),
      textColor: string(),
      dismissable: where<boolean | string>(
        union(boolean(), string()),
        'true, false, "true" or "false"',
        (v) => typeof v === 'boolean' || v === 'true' || v === 'false',
      ),
      height: string(),
    }),
  ),
  outlineFooter: stringOrElement,
  outline: object<OutlineOptions>({ levels: headingLevels }),
  theme: object<ThemeOptions>({ colorScheme: oneOf(['light', 'dark', 'system']), accentColor: stringOrLightDark }),
  search: object<SearchOptions>({
    boost: object<NonNullable<SearchOptions['boost']>>({ title: nonNegative, text: nonNegative, titles: nonNegative }),
    fuzzy: nonNegative,
    prefix: boolean(),
  }),
  editLink: object<EditLinkOptions>({
    pattern: required(where<string>(string(), 'a URL pattern containing :path', (v) => v.includes(':path'))),
    text: string(),
  }),
  lastUpdated: boolean(),
  budget: object<BudgetOptions>({ jsKb: positive, htmlKb: positive }),
});

/** Every problem with `raw` as a site config; empty when it is valid. */
export function configIssues(raw: unknown): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  siteConfig.check(raw, '', issues);
  return issues;
}

/** The resolved config, or a `ConfigError` listing every problem (its `file` is set by the loader). */
export function validateConfig(raw: unknown): ResolvedConfig {
  const issues = configIssues(raw);
  if (issues.length > 0) throw new ConfigError({ issues });
  return resolveConfig(raw as SiteConfig);
}
