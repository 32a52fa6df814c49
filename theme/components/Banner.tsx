// The site banner from config: text (inline Markdown: links, emphasis, code) or elements, colours
// and height; a close button unless the banner says dismissable: 'false'.
import type { CSSProperties } from 'react';
import { bannerKey } from '../lib/banner.js';
import { usePageContext } from '../server/page-context.js';
import BannerClose from './BannerClose.island.js';
import { InlineMarkdown } from './inline-markdown.js';

export function Banner() {
  const { config, strings } = usePageContext();
  const banner = config.banner;
  if (!banner) return null;
  const style: Record<string, string> = {};
  if (banner.backgroundColor) style['--dg-banner-bg'] = banner.backgroundColor;
  if (banner.textColor) style['--dg-banner-fg'] = banner.textColor;
  if (banner.height) style['--dg-banner-h'] = banner.height;
  return (
    <div className="dg-banner" role="region" aria-label={strings.announcement} style={style as CSSProperties}>
      <div className="dg-banner__content">
        {typeof banner.content === 'string' ? <InlineMarkdown text={banner.content} basePath={config.basePath} /> : banner.content}
      </div>
      {banner.dismissable && <BannerClose bannerKey={bannerKey(banner.content)} label={strings.dismissBanner} />}
    </div>
  );
}
