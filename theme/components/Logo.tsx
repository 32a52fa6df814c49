// The site logo (light and dark variants), or the site title when no logo is set.
import { assetUrl } from '../server/head-tags.js';
import { usePageContext } from '../server/page-context.js';

export function Logo() {
  const { config } = usePageContext();
  if (!config.logoUrl) return <span className="dg-logo__title">{config.title}</span>;
  const { light, dark } = config.logoUrl;
  if (light === dark) return <img className="dg-logo" src={assetUrl(config, light)} alt={config.title} />;
  return (
    <>
      <img className="dg-logo dg-logo--light" src={assetUrl(config, light)} alt={config.title} />
      <img className="dg-logo dg-logo--dark" src={assetUrl(config, dark)} alt={config.title} />
    </>
  );
}
