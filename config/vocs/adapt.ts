/**
 * A Vocs v1 config (vocs@1.4.1's fields) → docsgen's `SiteConfig`, and a warning for every field,
 * or part of one, that docsgen cannot honour, naming it and why. Fields with the same meaning keep
 * their value; the others go through one function each (a small module per concern: head.ts,
 * theme.ts, search.ts, markdown.ts, vite.ts); the site's layout.tsx and footer.tsx become component
 * overrides (layout.ts, which looks for them on disk).
 *
 * docsgen validates the result like any config, so a wrong value is reported by its key path.
 */
import { isReactElement } from '../describe.js';
import type { SiteConfig } from '../types.js';
import { vocsHead } from './head.js';
import { vocsLayoutComponents } from './layout.js';
import { vocsMarkdown, vocsTwoslash } from './markdown.js';
import { checkPrefixOrder } from './prefix-order.js';
import { vocsSearch } from './search.js';
import { vocsTheme } from './theme.js';
import type { Config } from './types.js';
import { vocsBundle } from './vite.js';
import type { VocsWarning, Warn } from './warnings.js';

export type { VocsWarning } from './warnings.js';

/** What the adapter knows of the site besides the config: where the config file is. */
export interface VocsSite {
  /** The folder of vocs.config.*: `rootDir` and the layout files are found from it. */
  configDir: string;
}

export interface AdaptedConfig {
  config: SiteConfig;
  warnings: VocsWarning[];
}

type FieldMapper = (value: unknown, out: SiteConfig, warn: Warn, site: VocsSite) => void;

/** Fields docsgen reads as they are, under the same name. */
const SAME: readonly (keyof Config & keyof SiteConfig)[] = [
  'aiCta',
  'banner',
  'basePath',
  'description',
  'iconUrl',
  'logoUrl',
  'outlineFooter',
  'sidebar',
  'socials',
  'sponsors',
  'title',
  'titleTemplate',
  'topNav',
];

const FIELDS: Readonly<Record<keyof Config, FieldMapper>> = {
  ...(Object.fromEntries(SAME.map((key): [string, FieldMapper] => [key, (value, out) => void ((out as Record<string, unknown>)[key] = value)])) as Record<(typeof SAME)[number], FieldMapper>),
  baseUrl(value, out) {
    // `process.env.VERCEL_URL ?? '…'` gives a bare host on Vercel (docsgen reads it as https://)
    // and may be empty elsewhere: an empty base URL is no base URL.
    if (value !== '') out.baseUrl = value as string;
  },
  blogDir(value, out, warn) {
    const route = blogRoute(value);
    if (route === undefined) warn('blogDir', `${JSON.stringify(value)} is not a folder under pages/, where docsgen reads pages; <BlogPosts /> lists /blog`);
    else out.blogDir = route;
  },
  cacheDir(_value, _out, warn) {
    warn('cacheDir', 'docsgen keeps its caches in .docsgen-cache/ beside the site: this folder is not used');
  },
  checkDeadlinks(value, out) {
    // Vocs: true fails the build on a dead link, 'warn' prints it, false checks nothing.
    if (value !== true) out.links = { ...out.links, check: value as false | 'warn' };
  },
  editLink(value, out) {
    out.editLink = value as SiteConfig['editLink'];
  },
  font(value, out) {
    // `{ google: 'Inter' }` is the text font; `{ default, mono }` is docsgen's own shape.
    const font = value as { google?: string; default?: { google?: string }; mono?: { google?: string } };
    out.font = 'google' in font ? { default: { google: font.google! } } : (font as SiteConfig['font']);
  },
  head(value, out, warn) {
    if (value !== null && typeof value === 'object' && !isReactElement(value)) checkPrefixOrder(Object.keys(value), 'head', warn);
    out.head = vocsHead(value as Config['head']);
  },
  llms() {
    // Vocs writes each page's .md copy only when generateMarkdown is set; docsgen always writes
    // them (its "Copy page" button reads them) beside llms.txt and llms-full.txt, which both write:
    // nothing a Vocs site had is missing.
  },
  markdown(value, out, warn) {
    out.markdown = vocsMarkdown(value as NonNullable<Config['markdown']>, warn);
  },
  ogImageUrl(value, out, warn) {
    if (value !== null && typeof value === 'object') checkPrefixOrder(Object.keys(value), 'ogImageUrl', warn);
    out.ogImageUrl = value as SiteConfig['ogImageUrl'];
  },
  rootDir(value, out) {
    out.rootDir = value as string;
  },
  search(value, out, warn) {
    out.search = vocsSearch(value as NonNullable<Config['search']>, warn);
  },
  theme(value, out, warn) {
    out.theme = vocsTheme(value as NonNullable<Config['theme']>, warn);
  },
  twoslash(value, out, warn) {
    out.twoslash = vocsTwoslash(value as Config['twoslash'], warn);
  },
  vite(value, out, warn) {
    const bundle = vocsBundle(value as NonNullable<Config['vite']>, warn);
    if (bundle) out.bundle = bundle;
  },
};

const FIELD_NAMES = Object.keys(FIELDS);

/** `blogDir` as Vocs writes it ('./pages/blog', relative to rootDir) → its route ('/blog'), or undefined outside pages/. */
export function blogRoute(blogDir: unknown): string | undefined {
  if (typeof blogDir !== 'string') return undefined;
  const path = blogDir.replace(/\\/g, '/').replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  if (path === 'pages') return '/';
  if (!path.startsWith('pages/')) return undefined;
  const route = path.slice('pages'.length);
  return route.split('/').some((segment) => segment === '..') ? undefined : route;
}

/**
 * The docsgen config a Vocs config stands for. Vocs' defaults that differ from docsgen's are
 * written out: `rootDir` is 'docs' unless the config says otherwise.
 */
export function adaptVocsConfig(raw: unknown, site: VocsSite): AdaptedConfig {
  const warnings: VocsWarning[] = [];
  const warn: Warn = (path, reason) => warnings.push({ path, reason });
  // Vocs' defaults where they differ from docsgen's: the pages live in docs/, and twoslash blocks
  // are compiled without the site's tsconfig.json.
  const config: SiteConfig = { rootDir: 'docs', twoslash: vocsTwoslash(undefined) };
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    // Left for docsgen's validation to name ("expected an object").
    return { config: raw as SiteConfig, warnings };
  }
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (value === undefined) continue;
    const mapper = (FIELDS as Record<string, FieldMapper | undefined>)[key];
    if (mapper) mapper(value, config, warn, site);
    else warn(key, `not a Vocs v1 config field (known fields: ${FIELD_NAMES.join(', ')}); ignored`);
  }
  const components = vocsLayoutComponents(site.configDir, config.rootDir!);
  if (components) config.components = components;
  return { config, warnings };
}
