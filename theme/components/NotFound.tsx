// The built-in not-found page (spec §2 Routing), used when a site has no pages/404.mdx.
import { localeRoute } from '../shared/locales.js';
import { usePageContext } from '../server/page-context.js';

export function NotFound() {
  const { url, strings, locale } = usePageContext();
  return (
    <div className="dg-not-found">
      <p className="dg-not-found__code" aria-hidden="true">404</p>
      <h1>{strings.notFoundTitle}</h1>
      <p>{strings.notFoundText}</p>
      <p>
        <a className="dg-button" href={url(localeRoute(locale, '/'))}>
          {strings.notFoundHome}
        </a>
      </p>
    </div>
  );
}
