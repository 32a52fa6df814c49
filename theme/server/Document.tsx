// The whole HTML document of a page: <head> with every tag a search engine, a social card and a
// browser need, and <body> with the page's layout.
import type { ReactNode } from 'react';
import { absolutePageUrl, assetUrl, iconType, ogImageUrl, pageTitle } from './head-tags.js';
import { HeadStyles } from '../components/HeadStyles.js';
import { bannerKey } from '../lib/banner.js';
import { headTagKey } from '../shared/head-tags.js';
import { usePageContext } from './page-context.js';
import { languageLinks, localeRoute, openGraphLocale, routeWithinLocale } from '../shared/locales.js';
import { encodeRoute, withBasePath } from '../shared/links.js';
import { latestEquivalent } from '../shared/versions.js';
import type { VersionContext } from './page-context.js';
import type { ResolvedConfig } from '../../config/types.js';
import { FONT_STYLESHEET_ATTRIBUTE, themeBootstrapScript } from './theme-bootstrap.js';

export function Document({ children }: { children: ReactNode }) {
  const { config, page, assets, head, locale, version } = usePageContext();
  // A site's own description, canonical or Open Graph tag replaces docsgen's (theme/shared/head-tags.ts).
  const replaced = new Set(head.map(headTagKey));
  const own = (key: string) => !replaced.has(key);
  const title = pageTitle(config, page.title);
  const description = page.description ?? config.description ?? '';
  // A page shown untranslated is the root locale's page: that one is the canonical copy.
  const root = config.locales?.[0];
  // A page of an earlier version points to the same page in the latest, when that has it.
  const latest = version && version.version.prefix !== '' ? latestEquivalent(version.versions, version.route, version.owners) : undefined;
  const canonical = latest !== undefined ? siteUrlOf(config, version!, latest) : absolutePageUrl(config, page.fallback && root ? localeRoute(root, routeWithinLocale(page.path, locale)) : page.path);
  const image = ogImageUrl(config, page.path, page.title, description);
  const forced = config.theme.colorScheme;
  const banner = config.banner?.dismissable ? { bannerKey: bannerKey(config.banner.content) } : {};
  return (
    <html lang={locale.lang} dir={locale.dir} className={forced === 'dark' ? 'dark' : forced === 'light' ? 'light' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {description && own('meta:name:description') && <meta name="description" content={description} />}
        {canonical && own('link:canonical') && <link rel="canonical" href={canonical} />}
        {own('meta:property:og:type') && <meta property="og:type" content="website" />}
        {own('meta:property:og:title') && <meta property="og:title" content={title} />}
        {own('meta:property:og:site_name') && <meta property="og:site_name" content={config.title} />}
        {description && own('meta:property:og:description') && <meta property="og:description" content={description} />}
        {canonical && own('meta:property:og:url') && <meta property="og:url" content={canonical} />}
        {image && own('meta:property:og:image') && <meta property="og:image" content={image} />}
        {own('meta:name:twitter:card') && <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />}
        <LocaleTags own={own} />
        <FaviconLinks />
        <link rel="stylesheet" href={assets.stylesheet} />
        <FontLinks />
        <HeadStyles />
        <script dangerouslySetInnerHTML={{ __html: themeBootstrapScript(forced, banner) }} />
        <script type="module" src={assets.loader} />
      </head>
      <body>{children}</body>
    </html>
  );
}

/**
 * og:locale, and on a site of several languages the page's translations: hreflang alternates
 * (absolute with `baseUrl`, as search engines want them) with x-default for the root locale's
 * page, and og:locale:alternate. A page shown untranslated lists none: it is no translation.
 */
function LocaleTags({ own }: { own: (key: string) => boolean }) {
  const { config, page, locale } = usePageContext();
  const root = config.locales?.[0];
  const lang = page.fallback && root ? root.lang : locale.lang;
  const translated = page.fallback || !page.translations ? [] : languageLinks(config, page.path, page.translations).filter((link) => link.samePage && page.translations!.includes(link.locale.key));
  const href = (route: string) => absolutePageUrl(config, route) ?? withBasePath(config.basePath, encodeRoute(route));
  const alternates = translated.length > 1 ? translated : [];
  const rootLink = alternates.find((link) => link.locale === root);
  return (
    <>
      {own('meta:property:og:locale') && ((config.locales?.length ?? 1) > 1 || lang !== 'en') && <meta property="og:locale" content={openGraphLocale(lang)} />}
      {alternates.map((link) =>
        link.current ? null : <meta key={`og:${link.locale.key}`} property="og:locale:alternate" content={openGraphLocale(link.locale.lang)} />,
      )}
      {alternates.map((link) => (
        <link key={link.locale.key} rel="alternate" hrefLang={link.locale.lang} href={href(link.route)} />
      ))}
      {rootLink && <link rel="alternate" hrefLang="x-default" href={href(rootLink.route)} />}
    </>
  );
}

function FaviconLinks() {
  const { config } = usePageContext();
  const icon = config.iconUrl;
  if (!icon) return null;
  if (icon.light === icon.dark) {
    return <link rel="icon" href={assetUrl(config, icon.light)} type={iconType(icon.light)} />;
  }
  return (
    <>
      <link rel="icon" href={assetUrl(config, icon.light)} type={iconType(icon.light)} media="(prefers-color-scheme: light)" />
      <link rel="icon" href={assetUrl(config, icon.dark)} type={iconType(icon.dark)} media="(prefers-color-scheme: dark)" />
    </>
  );
}

function FontLinks() {
  const { config } = usePageContext();
  const families = [config.font.default?.google, config.font.mono?.google].filter((f): f is string => Boolean(f));
  if (families.length === 0) return null;
  const query = families.map((family) => `family=${encodeURIComponent(family).replace(/%20/g, '+')}:wght@400;500;600;700`).join('&');
  const href = `https://fonts.googleapis.com/css2?${query}&display=swap`;
  return (
    <>
      <link rel="preconnect" href="https://fonts.googleapis.com" />
      <link rel="preconnect" href="https://fonts.gstatic.com" crossOrigin="anonymous" />
      {/* Fonts never block the first paint: the stylesheet loads as `print` (not render-blocking)
          and the bootstrap script switches it on once loaded; text shows in the fallback font
          until then (display=swap). Without JavaScript, the <noscript> copy applies. */}
      <link rel="stylesheet" href={href} media="print" {...{ [FONT_STYLESHEET_ATTRIBUTE]: '' }} />
      <noscript>
        <link rel="stylesheet" href={href} />
      </noscript>
    </>
  );
}

/** The absolute URL (with `baseUrl`) of a full route, version prefix included, under the site's base path. */
function siteUrlOf(config: ResolvedConfig, version: VersionContext, route: string): string | undefined {
  return config.baseUrl ? config.baseUrl + version.siteUrl(encodeRoute(route)) : undefined;
}
