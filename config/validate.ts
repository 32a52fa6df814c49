/**
 * The rules a site config must follow (spec §3), written with the schema from `schema.ts`, and
 * `validateConfig`, which reports every broken rule at once and otherwise resolves the config.
 */
import { isHydrationStrategy } from '../theme/shared/island-strategies.js';
import { OVERRIDABLE_NAMES } from '../theme/shared/override-registry.js';
import { resolveConfig, withScheme } from './defaults.js';
import { configIssue, ConfigError, type ConfigIssue } from './errors.js';
import { kindOf } from './describe.js';
import { BUILTIN_FRONTMATTER_KEYS, FRONTMATTER_FIELD_TYPES } from './frontmatter-schema.js';
import { headTag } from './head-schema.js';
import { ENGLISH_STRINGS, placeholdersOf, THEME_STRING_KEYS, type ThemeStringKey } from '../theme/shared/i18n/strings.js';
import { canonicalLang, CURRENT_VERSION, ROOT_LOCALE } from './defaults.js';
import {
  any,
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
  regexp,
  required,
  string,
  tuple,
  nothing,
  union,
  where,
  type Schema,
} from './schema.js';
import type {
  AiCtaOptions,
  BannerOptions,
  BudgetOptions,
  ComponentOverrideOptions,
  ComponentOverrides,
  EditLinkOptions,
  FontOptions,
  FrontmatterField,
  FrontmatterOptions,
  LightDark,
  MarkdownOptions,
  LinksOptions,
  LocaleConfig,
  VersionConfig,
  OutlineOptions,
  ReferenceOptions,
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
  ThemeTranslation,
  TopNavItem,
  TwoslashOptions,
  BundleOptions,
} from './types.js';

const SOCIAL_ICONS: readonly SocialIcon[] = ['bluesky', 'discord', 'farcaster', 'github', 'telegram', 'warpcast', 'x'];

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
export function basePathProblem(basePath: string): string | undefined {
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

/**
 * A host without a scheme ("my-site.vercel.app", as Vercel's VERCEL_URL gives it) is read as
 * https://: see `withScheme` in defaults.ts.
 */
const baseUrl = where<string>(
  string(),
  'an absolute http(s) URL without query or hash, such as "https://example.com" (or a host name: https:// is assumed)',
  (v) => isHttpUrl(withScheme(v)) && !/[?#]/.test(v),
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
    match: union(string(), func()),
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

// -- extension points -----------------------------------------------------------------------------

/** A plugin (function or package name) or `[plugin, options]`. */
const pluginReference = union(func(), where<string>(string(), 'a package name such as "remark-math"', (v) => v.trim() !== '' && !/\s/.test(v)));
const PLUGIN_EXPECTED = 'a plugin function, a package name, or [plugin, options]';
const pluginEntry: Schema = {
  expected: PLUGIN_EXPECTED,
  kinds: ['function', 'string', 'array'],
  check(value, path, issues) {
    if (!Array.isArray(value)) return pluginReference.check(value, path, issues);
    if (value.length === 0 || value.length > 2) {
      issues.push(configIssue({ path, expected: `${PLUGIN_EXPECTED} (1 or 2 items)`, found: `an array of ${value.length} items`, hint: 'options for several plugins go in separate entries: [[a, optionsA], [b, optionsB]]' }));
      return;
    }
    pluginReference.check(value[0], childPath(path, 0), issues);
  },
};

/** A file of the site, relative to its folder; existence is checked when the theme is bundled. */
const overrideFile = where<string>(
  string(),
  'a path to a .tsx, .jsx, .ts or .js file, relative to the site folder',
  (v) => /\.[cm]?[jt]sx?$/.test(v),
  () => 'e.g. "./components/Footer.tsx"',
);
const hydrateOption = where<string>(
  string(),
  'a hydration strategy ("load", "idle", "visible", "interaction", "scroll", "media:(query)") or "auto"',
  (v) => v === 'auto' || isHydrationStrategy(v),
);
const overrideOptions = object<ComponentOverrideOptions>(
  {
    file: required(overrideFile),
    export: where<string>(string(), 'the name of an export such as "TopNavEnd"', (v) => /^[A-Za-z_$][\w$]*$/.test(v)),
    hydrate: hydrateOption,
  },
  (value, path, issues) => {
    const named = value['export'] !== undefined && value['export'] !== 'default';
    if (named && value['hydrate'] !== undefined && value['hydrate'] !== 'auto') {
      issues.push(configIssue({ path: childPath(path, 'hydrate'), expected: 'no hydrate with a named export', found: JSON.stringify(value['hydrate']), hint: 'an island is the default export of its file: move the component to a file of its own' }));
    }
  },
);
/** A file, or a file with options: a string is checked as a file, so its message keeps its example. */
const fileOrOptions = union(overrideFile, overrideOptions);
const overrideEntry: Schema = {
  expected: fileOrOptions.expected,
  kinds: fileOrOptions.kinds,
  check: (value, path, issues) => (typeof value === 'string' ? overrideFile : fileOrOptions).check(value, path, issues),
};
const components = object<ComponentOverrides>(
  Object.fromEntries(OVERRIDABLE_NAMES.map((name) => [name, overrideEntry])) as { [N in keyof ComponentOverrides]-?: Schema },
);

const frontmatterType = oneOf(FRONTMATTER_FIELD_TYPES);
const frontmatterField = union(
  frontmatterType,
  object<FrontmatterField>({ type: required(frontmatterType), values: array(string()), required: boolean() }, (field, path, issues) => {
    if (field['values'] !== undefined && field['type'] !== 'string') {
      issues.push(configIssue({ path: childPath(path, 'values'), expected: 'no values (they are for type "string")', found: describeType(field['type']) }));
    }
  }),
);
const extraKeyName = where<string>(
  string(),
  'a key name (letters, digits, _ and -) that is not built in',
  (v) => /^[A-Za-z_][\w-]*$/.test(v) && !BUILTIN_FRONTMATTER_KEYS.includes(v),
  (v) => (BUILTIN_FRONTMATTER_KEYS.includes(v) ? `"${v}" is a built-in key; remove it from extraKeys` : undefined),
);

function describeType(type: unknown): string {
  return typeof type === 'string' ? `type ${JSON.stringify(type)}` : 'another type';
}

// -- languages ------------------------------------------------------------------------------------

const langTag = where<string>(string(), 'a BCP 47 language tag such as "fr" or "pt-BR"', (v) => canonicalLang(v) !== undefined);

/** Why `key` cannot name a locale, or undefined when it can. */
export function localeKeyProblem(key: string): string | undefined {
  if (key === ROOT_LOCALE) return undefined;
  if (/^[._]/.test(key)) return 'a locale is a folder of pages/ and a URL segment: folders starting with "." or "_" are not pages';
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(key)) return 'one URL segment of letters, digits, "-" and "_", such as "fr" or "pt-br"';
  return undefined;
}

const localeKey = where<string>(string(), '"root" or a folder name such as "fr" as the key', (v) => localeKeyProblem(v) === undefined, localeKeyProblem);

// Built lazily: sidebar and banner schemas are defined below.
const localeOptions: Schema = lazy(() =>
  object<LocaleConfig>({
    lang: langTag,
    dir: oneOf(['ltr', 'rtl']),
    label: string(),
    title: string(),
    titleTemplate,
    description: string(),
    sidebar: sidebarSchema,
    topNav: array(topNavItem),
    editLink: editLinkSchema,
    banner: bannerSchema,
    search: searchSchema,
  }),
);

/** `locales`: a map from "root" or a folder name to a locale; a key that is not a language tag needs `lang`. */
const locales: Schema = {
  expected: 'an object',
  kinds: ['object'],
  check(value, path, issues) {
    record(localeOptions, localeKey).check(value, path, issues);
    if (kindOf(value) !== 'object') return;
    for (const [key, options] of Object.entries(value as Record<string, LocaleConfig | undefined>)) {
      if (key === ROOT_LOCALE || kindOf(options) !== 'object' || options!.lang !== undefined || canonicalLang(key) !== undefined) continue;
      issues.push(configIssue({ path: childPath(childPath(path, key), 'lang'), expected: `a language tag (the key "${key}" is not one)`, found: 'nothing', hint: 'e.g. lang: "fr"' }));
    }
  },
};

// -- versions -------------------------------------------------------------------------------------

/** Why `key` cannot name a version, or undefined when it can. */
export function versionKeyProblem(key: string): string | undefined {
  if (key === CURRENT_VERSION) return undefined;
  if (/^[._]/.test(key)) return 'a version is a URL segment and a folder of versions/: names starting with "." or "_" are not published';
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(key)) return 'one URL segment of letters, digits, ".", "-" and "_", such as "v4" or "1.x"';
  return undefined;
}

const versionKey = where<string>(string(), '"current" or a URL segment such as "v4" as the key', (v) => versionKeyProblem(v) === undefined, versionKeyProblem);

/** A git ref as `git` reads it: no option (a leading "-") and nothing git refuses in a ref name. */
const gitRef = where<string>(string(), 'a git tag, branch or commit such as "v4.0.8"', (v) => /^[^\s~^:?*[\\-][^\s~^:?*[\\]*$/.test(v) && !v.includes('..'));

const versionOptions: Schema = lazy(() =>
  object<VersionConfig>({
    label: string(),
    git: gitRef,
    sitemap: boolean(),
    title: string(),
    titleTemplate,
    description: string(),
    sidebar: sidebarSchema,
    topNav: array(topNavItem),
    editLink: editLinkSchema,
    banner: bannerSchema,
  }),
);

/** A translation of the theme's strings: any of them, each keeping the placeholders of its English original. */
const translation = object<ThemeTranslation>(
  Object.fromEntries(
    THEME_STRING_KEYS.map((key: ThemeStringKey) => {
      const wanted = placeholdersOf(ENGLISH_STRINGS[key]);
      const expected = wanted.length === 0 ? 'a string' : `a string with ${wanted.map((name) => `{${name}}`).join(' and ')} (as "${ENGLISH_STRINGS[key]}")`;
      return [key, where<string>(string(), expected, (v) => placeholdersOf(v).join() === wanted.join())];
    }),
  ) as { [K in ThemeStringKey]-?: Schema },
);

// -- the whole config -----------------------------------------------------------------------------

const googleFont = object<{ google: string }>({ google: required(string()) });

/** An element written in `head`: checked when the page's tags are made (compiler/page/page-head.ts). */
const headTags = union(array(headTag), element());

/** A custom property's group or name: letters, digits, "-" and "_". */
const cssName = where<string>(string(), 'a name of letters, digits, "-" and "_" as the key', (v) => /^[A-Za-z0-9_-]+$/.test(v));

/** A Shiki theme's name, checked against Shiki's themes when code is highlighted. */
const shikiTheme = where<string>(string(), 'the name of a Shiki theme such as "github-light"', (v) => /^[a-z0-9-]+$/.test(v));

const importSpecifier = where<string>(string(), 'an import specifier such as "@" or "~utils" as the key', (v) => v !== '' && !/\s/.test(v));
const defineKey = where<string>(string(), 'an identifier or a dotted name such as "__VERSION__" or "process.env.API" as the key', (v) => /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(v));

const sponsorItem = object<SponsorItem>({ link: required(string()), image: required(string()), name: required(string()) });

const titleTemplate = where<string>(string(), 'a string containing %s', (v) => v.includes('%s'), () => 'e.g. "%s – My Docs"');
const sidebarSchema = union(sidebarItems, record(union(sidebarItems, sidebarSection), pathPrefix));
const bannerSchema = union(
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
);
const searchSchema = object<SearchOptions>({
  boost: object<NonNullable<SearchOptions['boost']>>({ title: nonNegative, text: nonNegative, titles: nonNegative }),
  fuzzy: nonNegative,
  prefix: boolean(),
  maxFuzzy: where<number>(number(), 'a whole number of edits ≥ 0', (v) => Number.isInteger(v) && v >= 0),
  combineWith: oneOf(['or', 'and']),
  boostDocument: func(),
});
const editLinkSchema = object<EditLinkOptions>({
  pattern: required(union(where<string>(string(), 'a URL pattern containing :path', (v) => v.includes(':path')), func())),
  text: string(),
});

const siteConfig = object<SiteConfig>({
  rootDir: where<string>(string(), 'a folder path such as "docs"', (v) => v.trim() !== ''),
  title: string(),
  titleTemplate,
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
  sidebar: sidebarSchema,
  sponsors: array(
    object<SponsorTier>({ name: required(string()), height: positive, items: required(array(array(union(sponsorItem, nothing())))) }),
  ),
  aiCta: union(boolean(), object<AiCtaOptions>({ query: func() })),
  banner: bannerSchema,
  outlineFooter: stringOrElement,
  outline: object<OutlineOptions>({ levels: headingLevels }),
  theme: object<ThemeOptions>({
    colorScheme: oneOf(['light', 'dark', 'system']),
    accentColor: stringOrLightDark,
    variables: record(record(stringOrLightDark, cssName), cssName),
  }),
  search: searchSchema,
  editLink: editLinkSchema,
  lastUpdated: boolean(),
  budget: object<BudgetOptions>({ jsKb: positive, htmlKb: positive }),
  markdown: object<MarkdownOptions>({
    remarkPlugins: array(pluginEntry),
    rehypePlugins: array(pluginEntry),
    code: object<NonNullable<MarkdownOptions['code']>>({ themes: object<LightDark>({ light: required(shikiTheme), dark: required(shikiTheme) }), autoFrames: boolean() }),
  }),
  twoslash: union(
    where<boolean>(boolean(), 'false (to highlight twoslash blocks without type-checking them) or an object', (v) => v === false),
    object<TwoslashOptions>({ tsconfig: boolean(), compilerOptions: record(any('a compiler option value')), customTags: array(string()) }),
  ),
  bundle: object<BundleOptions>({ alias: record(string(), importSpecifier), define: record(string(), defineKey) }),
  blogDir: where<string>(string(), 'a route such as "/blog"', (v) => v.startsWith('/')),
  head: union(headTags, record(headTags, pathPrefix), func()),
  components,
  frontmatter: object<FrontmatterOptions>({ extraKeys: record(frontmatterField, extraKeyName) }),
  links: object<LinksOptions>({ ignore: array(union(string(), regexp())), check: union(boolean(), oneOf(['warn'])) }),
  renderTimeout: positive,
  locales,
  localeFallback: boolean(),
  versions: record(versionOptions, versionKey),
  translations: record(translation, where<string>(string(), 'a BCP 47 language tag such as "fr" as the key', (v) => canonicalLang(v) !== undefined)),
  reference: array(
    object<ReferenceOptions>({
      from: required(where<string>(string(), 'a module: a package name, or a path relative to the site folder', (v) => v.trim() !== '')),
      route: required(where<string>(string(), 'a route starting with "/", such as "/reference"', (v) => v.startsWith('/') && v !== '/' && !/[?#\s]/.test(v))),
      title: string(),
      groupBy: oneOf(['category', 'kind']),
    }),
  ),
});

/** Rules across keys: the locales have a root and no locale folder is the generated files' one. */
function crossKeyIssues(raw: Record<string, unknown>, issues: ConfigIssue[]): void {
  const locales = raw['locales'];
  if (locales === null || typeof locales !== 'object' || Array.isArray(locales)) return;
  const keys = Object.keys(locales).filter((key) => (locales as Record<string, unknown>)[key] !== undefined);
  if (keys.length > 0 && !keys.includes(ROOT_LOCALE)) {
    issues.push(configIssue({ path: childPath('locales', ROOT_LOCALE), expected: 'the root locale: the language of the pages at the top of pages/', found: 'nothing', hint: `add root: { lang: 'en', label: 'English' }` }));
  }
  const assetsDir = typeof raw['assetsDir'] === 'string' ? raw['assetsDir'] : 'docsgen';
  if (keys.includes(assetsDir)) {
    issues.push(configIssue({ path: childPath('locales', assetsDir), expected: `a locale other than the generated files' folder "${assetsDir}"`, found: `the key "${assetsDir}"`, hint: 'rename the locale, or set assetsDir to another folder' }));
  }
}

/** Rules across keys for versions: `current` has no git ref, and no version's URL segment is a locale's or the generated files' folder. */
function versionIssues(raw: Record<string, unknown>, issues: ConfigIssue[]): void {
  const versions = raw['versions'];
  if (versions === null || typeof versions !== 'object' || Array.isArray(versions)) return;
  const entries = Object.entries(versions as Record<string, VersionConfig | undefined>).filter(([, version]) => version !== undefined);
  const current = entries.find(([key]) => key === CURRENT_VERSION)?.[1];
  if (current?.git !== undefined) {
    issues.push(configIssue({ path: childPath(childPath('versions', CURRENT_VERSION), 'git'), expected: 'nothing: the current version is the working tree', found: `"${current.git}"`, hint: 'give the git ref to an earlier version, e.g. versions: { v4: { git: "v4.0.8" } }' }));
  }
  const locales = raw['locales'];
  const localeKeys = locales !== null && typeof locales === 'object' && !Array.isArray(locales) ? Object.keys(locales) : [];
  const assetsDir = typeof raw['assetsDir'] === 'string' ? raw['assetsDir'] : 'docsgen';
  for (const [key] of entries) {
    if (key === CURRENT_VERSION) continue;
    if (key === assetsDir) issues.push(configIssue({ path: childPath('versions', key), expected: `a version other than the generated files' folder "${assetsDir}"`, found: `the key "${key}"`, hint: 'rename the version, or set assetsDir to another folder' }));
    if (localeKeys.includes(key)) issues.push(configIssue({ path: childPath('versions', key), expected: 'a URL segment no locale uses (a page URL is /<version>/<locale>/…)', found: `the key "${key}", also a locale`, hint: 'rename the version, e.g. "v-' + key + '"' }));
  }
}

/** Every problem with `raw` as a site config; empty when it is valid. */
export function configIssues(raw: unknown): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  siteConfig.check(raw, '', issues);
  if (issues.length === 0 && raw !== null && typeof raw === 'object') {
    crossKeyIssues(raw as Record<string, unknown>, issues);
    versionIssues(raw as Record<string, unknown>, issues);
  }
  return issues;
}

/** The resolved config, or a `ConfigError` listing every problem (its `file` is set by the loader). */
export function validateConfig(raw: unknown): ResolvedConfig {
  const issues = configIssues(raw);
  if (issues.length > 0) throw new ConfigError({ issues });
  return resolveConfig(raw as SiteConfig);
}
