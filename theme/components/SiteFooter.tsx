// The footer of pages without the docs footer (minimal and landing layouts): the social links,
// when the site has any.
import { FooterEnd, SocialLinks } from '../overrides/slots.js';

export function SiteFooter() {
  return (
    <footer className="dg-site-footer">
      <SocialLinks />
      <div className="dg-footer-end">
        <FooterEnd />
      </div>
    </footer>
  );
}
