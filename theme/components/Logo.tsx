// The site logo (one image, or light and dark variants), or the site title when no logo is set.
// Images are loading="lazy": React 19 then adds no <link rel="preload"> for them, and a browser
// never fetches a lazy image that is not rendered, so the variant the current theme hides (and
// the sidebar's copy, hidden on wide screens) costs nothing. The visible one is in the first
// viewport, so it still loads at once.
import { assetUrl } from '../server/head-tags.js';
import { usePageContext } from '../server/page-context.js';

export function Logo() {
  const { config } = usePageContext();
  if (!config.logoUrl) return <span className="dg-logo-title">{config.title}</span>;
  const { light, dark } = config.logoUrl;
  if (light === dark) return <img className="dg-logo" src={assetUrl(config, light)} alt={config.title} loading="lazy" decoding="async" />;
  return (
    <>
      <img className="dg-logo dg-logo--light" src={assetUrl(config, light)} alt={config.title} loading="lazy" decoding="async" />
      <img className="dg-logo dg-logo--dark" src={assetUrl(config, dark)} alt={config.title} loading="lazy" decoding="async" />
    </>
  );
}
