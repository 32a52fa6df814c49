/**
 * Defaults and normalization: turns a valid `SiteConfig` into the `ResolvedConfig` that the compiler
 * and the theme read. Pure; it trusts its input (validate first, see `validate.ts`).
 */
import type {
  AiCtaContext,
  BannerOptions,
  LightDark,
  LocaleConfig,
  ResolvedBanner,
  ResolvedConfig,
  ResolvedLocale,
  ResolvedSidebarSection,
  ResolvedVersion,
  SearchOptions,
  SidebarConfig,
  SiteConfig,
  TextDirection,
  VersionConfig,
} from './types.js';
import { isReactElement } from './describe.js';
import { normalizeField } from './frontmatter-schema.js';
import { ownLanguageName } from '../theme/shared/i18n/format.js';
import { defaultAiCtaQuery } from '../theme/shared/ai-cta.js';

export const DEFAULT_TITLE = 'Docs';
export const DEFAULT_OUTLINE_LEVELS: readonly [number, number] = [2, 3];
export const DEFAULT_SPONSOR_HEIGHT = 40;
/** The key of the locale whose pages are at the top of pages/ (config `locales`). */
export const ROOT_LOCALE = 'root';
/** The key of the version whose pages are the working tree's (config `versions`). */
export const CURRENT_VERSION = 'current';
/** Where a version without a git ref keeps its site folder: versions/<key>/. */
export const VERSIONS_FOLDER = 'versions';
/** The root locale's language when the config names none. */
export const DEFAULT_LANG = 'en';
/**
 * The output folder of docsgen's generated files (dist/docsgen/: scripts, stylesheet, search index),
 * unless the config's `assetsDir` names another. Not `.docsgen` or `_docsgen`: GitHub Pages'
 * upload-pages-artifact skips dot-folders and Jekyll skips dot- and underscore-folders, which
 * would leave every page without its CSS and JavaScript.
 */
export const DEFAULT_ASSETS_DIR = 'docsgen';
export const DEFAULT_SEARCH = { boost: { title: 4, text: 2, titles: 1 }, fuzzy: 0.2, prefix: true, maxFuzzy: 2, combineWith: 'or' } as const;
export const DEFAULT_BLOG_DIR = '/blog';
/** Seconds a page may take to render (its components run). */
export const DEFAULT_RENDER_TIMEOUT = 60;

// The assistant prompt when `aiCta` does not give one (the theme asks in the page's language).
export { defaultAiCtaQuery };

/** '' for the root, otherwise '/a/b': one leading slash, no trailing slash. */
export function normalizeBasePath(basePath: string): string {
  const trimmed = basePath.trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `/${trimmed}`;
}

/** Without trailing slashes, so `${baseUrl}${path}` never doubles one; a bare host gets https://. */
export function normalizeBaseUrl(baseUrl: string): string {
  return withScheme(baseUrl.trim()).replace(/\/+$/, '');
}

/**
 * A host name without a scheme (`docs-abc123.vercel.app`, the form Vercel's VERCEL_URL takes) as
 * an https URL; anything else as it is.
 */
export function withScheme(url: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url === '' ? url : `https://${url.replace(/^\/+/, '')}`;
}

/** '/' for the root, otherwise '/a/b': prefixes compare equal however they were written. */
export function normalizePathPrefix(prefix: string): string {
  const trimmed = prefix.trim().replace(/^\/+|\/+$/g, '');
  return `/${trimmed}`;
}

export function normalizeTitleTemplate(template: string | undefined, title: string): string {
  return template ?? `%s – ${title}`;
}

function lightDark(value: string | LightDark | undefined): LightDark | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? { light: value, dark: value } : { light: value.light, dark: value.dark };
}

export function resolveSidebar(sidebar: SidebarConfig | undefined): Record<string, ResolvedSidebarSection> {
  if (sidebar === undefined) return {};
  if (Array.isArray(sidebar)) return { '/': { backLink: false, items: sidebar } };
  const result: Record<string, ResolvedSidebarSection> = {};
  for (const [prefix, section] of Object.entries(sidebar)) {
    result[normalizePathPrefix(prefix)] = Array.isArray(section)
      ? { backLink: false, items: section }
      : { backLink: section.backLink ?? false, items: section.items };
  }
  return result;
}

export function resolveOgImageUrl(value: string | Record<string, string> | undefined): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return { '/': value };
  const result: Record<string, string> = {};
  for (const [prefix, template] of Object.entries(value)) result[normalizePathPrefix(prefix)] = template;
  return result;
}

/** The banner in object form; it can be closed unless `dismissable` is false or 'false'. */
export function resolveBanner(banner: SiteConfig['banner']): ResolvedBanner | undefined {
  if (banner === undefined) return undefined;
  const options: BannerOptions = typeof banner === 'string' || isReactElement(banner) ? { content: banner } : banner;
  const resolved: ResolvedBanner = {
    content: options.content,
    dismissable: options.dismissable !== false && options.dismissable !== 'false',
  };
  if (options.backgroundColor !== undefined) resolved.backgroundColor = options.backgroundColor;
  if (options.textColor !== undefined) resolved.textColor = options.textColor;
  if (options.height !== undefined) resolved.height = options.height;
  return resolved;
}

function resolveSearch(search: SearchOptions | undefined, base: ResolvedConfig['search'] = DEFAULT_SEARCH): ResolvedConfig['search'] {
  // Key by key: a key written as `undefined` keeps its default rather than erasing it.
  return {
    boost: {
      title: search?.boost?.title ?? base.boost.title,
      text: search?.boost?.text ?? base.boost.text,
      titles: search?.boost?.titles ?? base.boost.titles,
    },
    fuzzy: search?.fuzzy ?? base.fuzzy,
    prefix: search?.prefix ?? base.prefix,
    maxFuzzy: search?.maxFuzzy ?? base.maxFuzzy,
    combineWith: search?.combineWith ?? base.combineWith,
    ...(search?.boostDocument ?? base.boostDocument ? { boostDocument: search?.boostDocument ?? base.boostDocument } : {}),
  };
}

// Scripts written right to left (ISO 15924): Arabic, Hebrew, Thaana, Syriac, N'Ko, Adlam, Hanifi Rohingya, Mandaic, Samaritan.
const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr']);

/** The direction a language is written in, from its script ('ar' → rtl, 'ur' → rtl, 'fr' → ltr). */
export function textDirection(lang: string): TextDirection {
  try {
    return RTL_SCRIPTS.has(new Intl.Locale(lang).maximize().script ?? '') ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/** The canonical form of a language tag ('pt-br' → 'pt-BR'), or undefined when it is not one. */
export function canonicalLang(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

function resolveLocale(key: string, locale: LocaleConfig, search: ResolvedConfig['search']): ResolvedLocale {
  const lang = canonicalLang(locale.lang ?? (key === ROOT_LOCALE ? DEFAULT_LANG : key)) ?? DEFAULT_LANG;
  const resolved: ResolvedLocale = {
    key,
    prefix: key === ROOT_LOCALE ? '' : `/${key}`,
    lang,
    dir: locale.dir ?? textDirection(lang),
    label: locale.label ?? ownLanguageName(lang),
  };
  if (locale.title !== undefined) resolved.title = locale.title;
  if (locale.titleTemplate !== undefined) resolved.titleTemplate = locale.titleTemplate;
  if (locale.description !== undefined) resolved.description = locale.description;
  if (locale.sidebar !== undefined) resolved.sidebar = resolveSidebar(locale.sidebar);
  if (locale.topNav !== undefined) resolved.topNav = locale.topNav;
  if (locale.editLink !== undefined) resolved.editLink = resolveEditLink(locale.editLink);
  const banner = resolveBanner(locale.banner);
  if (banner) resolved.banner = banner;
  if (locale.search !== undefined) resolved.search = resolveSearch(locale.search, search);
  return resolved;
}

/** The root locale first, then the others in the config's order; one English root locale when the config names none. */
export function resolveLocales(locales: SiteConfig['locales'], search: ResolvedConfig['search'] = DEFAULT_SEARCH): ResolvedLocale[] {
  const given = Object.entries(locales ?? {}).filter(([, locale]) => locale !== undefined);
  const root = given.find(([key]) => key === ROOT_LOCALE)?.[1] ?? {};
  return [resolveLocale(ROOT_LOCALE, root, search), ...given.filter(([key]) => key !== ROOT_LOCALE).map(([key, locale]) => resolveLocale(key, locale, search))];
}

function resolveVersion(key: string, version: VersionConfig): ResolvedVersion {
  const current = key === CURRENT_VERSION;
  const resolved: ResolvedVersion = {
    key,
    prefix: current ? '' : `/${key}`,
    label: version.label ?? (current ? 'Latest' : key),
    source: current ? { kind: 'current' } : version.git !== undefined ? { kind: 'git', ref: version.git } : { kind: 'folder', dir: `${VERSIONS_FOLDER}/${key}` },
    sitemap: version.sitemap ?? current,
  };
  if (version.title !== undefined) resolved.title = version.title;
  if (version.titleTemplate !== undefined) resolved.titleTemplate = version.titleTemplate;
  if (version.description !== undefined) resolved.description = version.description;
  if (version.sidebar !== undefined) resolved.sidebar = resolveSidebar(version.sidebar);
  if (version.topNav !== undefined) resolved.topNav = version.topNav;
  if (version.editLink !== undefined) resolved.editLink = resolveEditLink(version.editLink);
  const banner = resolveBanner(version.banner);
  if (banner) resolved.banner = banner;
  return resolved;
}

/** The current version first, then the others in the config's order; undefined when the config names none. */
export function resolveVersions(versions: SiteConfig['versions']): ResolvedVersion[] | undefined {
  const given = Object.entries(versions ?? {}).filter(([, version]) => version !== undefined) as [string, VersionConfig][];
  if (given.length === 0) return undefined;
  const current = given.find(([key]) => key === CURRENT_VERSION)?.[1] ?? {};
  return [resolveVersion(CURRENT_VERSION, current), ...given.filter(([key]) => key !== CURRENT_VERSION).map(([key, version]) => resolveVersion(key, version))];
}

function resolveEditLink(editLink: NonNullable<SiteConfig['editLink']>): NonNullable<ResolvedConfig['editLink']> {
  return editLink.text === undefined ? { pattern: editLink.pattern } : { pattern: editLink.pattern, text: editLink.text };
}

function resolveAiCta(aiCta: SiteConfig['aiCta']): ResolvedConfig['aiCta'] {
  if (aiCta === false) return false;
  const query = typeof aiCta === 'object' ? aiCta.query : undefined;
  return { query: query ?? defaultAiCtaQuery };
}

function resolveTwoslash(twoslash: SiteConfig['twoslash']): ResolvedConfig['twoslash'] {
  if (twoslash === false) return false;
  return { tsconfig: twoslash?.tsconfig ?? true, compilerOptions: twoslash?.compilerOptions ?? {}, customTags: twoslash?.customTags ?? [] };
}

function resolveVariables(variables: NonNullable<SiteConfig['theme']>['variables']): ResolvedConfig['theme']['variables'] {
  const resolved: ResolvedConfig['theme']['variables'] = {};
  for (const [group, values] of Object.entries(variables ?? {})) {
    resolved[group] = {};
    for (const [name, value] of Object.entries(values)) resolved[group][name] = lightDark(value)!;
  }
  return resolved;
}

export function resolveConfig(config: SiteConfig): ResolvedConfig {
  const title = config.title ?? DEFAULT_TITLE;
  const resolved: ResolvedConfig = {
    rootDir: config.rootDir ?? '.',
    title,
    titleTemplate: normalizeTitleTemplate(config.titleTemplate, title),
    basePath: normalizeBasePath(config.basePath ?? ''),
    assetsDir: config.assetsDir ?? DEFAULT_ASSETS_DIR,
    font: config.font ?? {},
    socials: config.socials ?? [],
    topNav: config.topNav ?? [],
    sidebar: resolveSidebar(config.sidebar),
    sponsors: (config.sponsors ?? []).map((tier) => ({
      name: tier.name,
      height: tier.height ?? DEFAULT_SPONSOR_HEIGHT,
      items: tier.items,
    })),
    aiCta: resolveAiCta(config.aiCta),
    outline: { levels: [...(config.outline?.levels ?? DEFAULT_OUTLINE_LEVELS)] },
    theme: { colorScheme: config.theme?.colorScheme ?? 'system', variables: resolveVariables(config.theme?.variables) },
    search: resolveSearch(config.search),
    lastUpdated: config.lastUpdated ?? true,
    budget: config.budget ?? {},
    markdown: {
      remarkPlugins: config.markdown?.remarkPlugins ?? [],
      rehypePlugins: config.markdown?.rehypePlugins ?? [],
      code: {
        ...(config.markdown?.code?.themes ? { themes: { ...config.markdown.code.themes } } : {}),
        ...(config.markdown?.code?.autoFrames ? { autoFrames: true } : {}),
      },
    },
    twoslash: resolveTwoslash(config.twoslash),
    bundle: { alias: { ...config.bundle?.alias }, define: { ...config.bundle?.define } },
    blogDir: normalizePathPrefix(config.blogDir ?? DEFAULT_BLOG_DIR),

    components: Object.fromEntries(Object.entries(config.components ?? {}).filter(([, file]) => file !== undefined)),
    frontmatter: {
      extraKeys: Object.fromEntries(Object.entries(config.frontmatter?.extraKeys ?? {}).map(([key, field]) => [key, normalizeField(field)])),
    },
    links: { ignore: config.links?.ignore ?? [], check: config.links?.check ?? true },
    renderTimeout: config.renderTimeout ?? DEFAULT_RENDER_TIMEOUT,
    locales: [],
    localeFallback: config.localeFallback ?? true,
    translations: Object.fromEntries(Object.entries(config.translations ?? {}).map(([lang, strings]) => [canonicalLang(lang) ?? lang, strings])),
    reference: (config.reference ?? []).map((section) => ({
      from: section.from,
      route: section.route.replace(/\/+$/, ''),
      title: section.title ?? section.from,
      groupBy: section.groupBy ?? 'category',
    })),
  };
  resolved.locales = resolveLocales(config.locales, resolved.search);
  // Optional fields are only set when given, so a resolved config has no keys holding undefined.
  if (config.description !== undefined) resolved.description = config.description;
  if (config.baseUrl !== undefined) resolved.baseUrl = normalizeBaseUrl(config.baseUrl);
  const iconUrl = lightDark(config.iconUrl);
  if (iconUrl) resolved.iconUrl = iconUrl;
  const logoUrl = lightDark(config.logoUrl);
  if (logoUrl) resolved.logoUrl = logoUrl;
  const ogImageUrl = resolveOgImageUrl(config.ogImageUrl);
  if (ogImageUrl) resolved.ogImageUrl = ogImageUrl;
  const banner = resolveBanner(config.banner);
  if (banner) resolved.banner = banner;
  if (config.outlineFooter !== undefined) resolved.outlineFooter = config.outlineFooter;
  const accentColor = lightDark(config.theme?.accentColor);
  if (accentColor) resolved.theme.accentColor = accentColor;
  if (config.head !== undefined) resolved.head = config.head;
  if (config.editLink) resolved.editLink = resolveEditLink(config.editLink);
  const versions = resolveVersions(config.versions);
  if (versions) resolved.versions = versions;
  return resolved;
}
