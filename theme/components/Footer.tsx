// The page footer: edit link, last-updated time, previous/next links (sidebar order, also on
// Shift+Left / Shift+Right, handled by the page script: runtime/page/pager-keys.ts) and social icons.
import { editPageUrl } from '../lib/edit-link.js';
import { formatLongDate } from '../lib/format-date.js';
import { PAGER_LINK_ATTRIBUTE } from '../lib/constants.js';
import { prevNext } from '../lib/prev-next.js';
import { usePageContext } from '../server/page-context.js';
import { Breakable } from './Breakable.js';
import { Icon } from './icons.js';
import { SocialLinks } from './SocialLinks.js';

export function Footer() {
  const { config, page, sidebar, url } = usePageContext();
  const { prev, next } = prevNext(sidebar.items, page.path);
  const showUpdated = config.lastUpdated && page.lastUpdatedAt !== undefined;
  return (
    <footer className="dg-footer">
      {(config.editLink || showUpdated) && (
        <div className="dg-footer__meta">
          {config.editLink && page.filePath && (
            <a className="dg-footer__edit" href={editPageUrl(config.editLink.pattern, page.filePath)} target="_blank" rel="noopener noreferrer">
              <Icon name="edit" size={14} />
              {config.editLink.text}
            </a>
          )}
          {showUpdated && (
            <p className="dg-footer__updated">
              Last updated: <time dateTime={new Date(page.lastUpdatedAt!).toISOString()}>{formatLongDate(page.lastUpdatedAt!)}</time>
            </p>
          )}
        </div>
      )}
      {(prev || next) && (
        <nav className="dg-pager" aria-label="Previous and next pages">
          {prev ? (
            <a className="dg-pager__link dg-pager__link--prev" href={url(prev.link)} rel="prev" {...{ [PAGER_LINK_ATTRIBUTE]: 'prev' }}>
              <span className="dg-pager__hint">
                Previous <kbd aria-hidden="true">shift ←</kbd>
              </span>
              <span className="dg-pager__title">
                <Breakable text={prev.text} />
              </span>
            </a>
          ) : (
            <span />
          )}
          {next && (
            <a className="dg-pager__link dg-pager__link--next" href={url(next.link)} rel="next" {...{ [PAGER_LINK_ATTRIBUTE]: 'next' }}>
              <span className="dg-pager__hint">
                Next <kbd aria-hidden="true">shift →</kbd>
              </span>
              <span className="dg-pager__title">
                <Breakable text={next.text} />
              </span>
            </a>
          )}
        </nav>
      )}
      <SocialLinks />
    </footer>
  );
}
