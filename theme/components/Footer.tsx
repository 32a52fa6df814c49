// The page footer: edit link, last-updated time, previous/next links and social icons.
import { formatLongDate } from '../lib/format-date.js';
import { prevNext } from '../lib/prev-next.js';
import { usePageContext } from '../server/page-context.js';
import { SocialLinks } from './SocialLinks.js';

export function Footer() {
  const { config, page, sidebar, url } = usePageContext();
  const { prev, next } = prevNext(sidebar.items, page.path);
  const editUrl = config.editLink?.pattern.replace(':path', page.filePath.replace(/^pages\//, ''));
  return (
    <footer className="dg-footer">
      <div className="dg-footer__meta">
        {config.editLink && editUrl && (
          <a className="dg-footer__edit" href={editUrl} target="_blank" rel="noopener noreferrer">
            {config.editLink.text}
          </a>
        )}
        {config.lastUpdated && page.lastUpdatedAt !== undefined && (
          <p className="dg-footer__updated">
            Last updated: <time dateTime={new Date(page.lastUpdatedAt).toISOString()}>{formatLongDate(page.lastUpdatedAt)}</time>
          </p>
        )}
      </div>
      {(prev || next) && (
        <nav className="dg-footer__pager" aria-label="Previous and next pages">
          {prev ? (
            <a className="dg-footer__prev" href={url(prev.link)} rel="prev" data-pager="prev">
              <span>Previous</span> {prev.text}
            </a>
          ) : (
            <span />
          )}
          {next && (
            <a className="dg-footer__next" href={url(next.link)} rel="next" data-pager="next">
              <span>Next</span> {next.text}
            </a>
          )}
        </nav>
      )}
      <SocialLinks />
    </footer>
  );
}
