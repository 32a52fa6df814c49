// The site banner from config: text or elements, colours and height.
import { usePageContext } from '../server/page-context.js';

export function Banner() {
  const { config } = usePageContext();
  const banner = config.banner;
  if (!banner) return null;
  return (
    <div
      className="dg-banner"
      role="region"
      aria-label="Announcement"
      data-dismissable={banner.dismissable || undefined}
      style={{ backgroundColor: banner.backgroundColor, color: banner.textColor, minHeight: banner.height }}
    >
      <div className="dg-banner__content">{banner.content}</div>
    </div>
  );
}
