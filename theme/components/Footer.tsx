// The page footer: edit link, last-updated time, previous/next links (sidebar order, also on
// Shift+Left / Shift+Right, handled by the page script: runtime/page/pager-keys.ts) and social icons.
// Each part comes through the overrides module, so a site may replace one without the rest.
import { editPageUrl } from '../shared/edit-link.js';
import { prevNext } from '../lib/prev-next.js';
import { EditLink, FooterEnd, LastUpdated, Pager, SocialLinks } from '../overrides/slots.js';
import { usePageContext } from '../server/page-context.js';

export function Footer() {
  const { config, page, sidebar, url, strings } = usePageContext();
  const { prev, next } = prevNext(sidebar.items, page.path);
  const showUpdated = config.lastUpdated && page.lastUpdatedAt !== undefined;
  return (
    <footer className="dg-footer">
      {(config.editLink || showUpdated) && (
        <div className="dg-footer__meta">
          {config.editLink && page.filePath && <EditLink href={editPageUrl(config.editLink.pattern, page.filePath, { frontmatter: page.frontmatter, ...(page.lastUpdatedAt !== undefined ? { lastUpdatedAt: page.lastUpdatedAt } : {}) })} text={config.editLink.text ?? strings.editPage} />}
          {showUpdated && <LastUpdated timestamp={page.lastUpdatedAt!} />}
        </div>
      )}
      <Pager {...(prev ? { prev: { text: prev.text, href: url(prev.link) } } : {})} {...(next ? { next: { text: next.text, href: url(next.link) } } : {})} />
      <SocialLinks />
      <div className="dg-footer-end">
        <FooterEnd />
      </div>
    </footer>
  );
}
