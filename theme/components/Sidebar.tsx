// The sidebar: a logo link home, an optional back link, and nested sections down to level 4
// (spec: depth below 5). Sections marked `collapsed` (true or false) fold with <details>, so they
// work without JavaScript; one starts closed only if marked collapsed and neither its link nor a
// child is the current page. On narrow screens the same element is a native popover opened from
// the curtain bar.
import type { SidebarItem } from '../../config/types.js';
import { isCurrentItem, renderedChildren, startsCollapsed } from '../shared/sidebar.js';
import { usePageContext } from '../server/page-context.js';
import { localeRoute } from '../shared/locales.js';
import { Breakable } from './Breakable.js';
import { Icon } from './icons.js';
import { Logo } from '../overrides/slots.js';
import { externalProps, renderLink } from './nav-links.js';

export const SIDEBAR_ID = 'dg-sidebar';

/**
 * Runs right after the sidebar is parsed, before first paint: scrolls the current page's link into
 * view (again whenever the narrow-screen popover opens), and turns the back link into "Back" to the
 * page the reader came from (same site only). Inline rather than an island: it must act before
 * the first paint, and it needs no React.
 */
function enhanceScript(backLabel: string): string {
  // The label goes into a script: as a JSON string, with `<` escaped so it cannot end the element.
  const back = JSON.stringify(backLabel).replace(/</g, '\\u003c');
  return (
    `(function(){var s=document.currentScript.previousElementSibling,f=function(){var a=s.querySelector('[aria-current="page"]');` +
  `if(a){var r=a.getBoundingClientRect(),c=s.getBoundingClientRect();if(r.bottom>c.bottom||r.top<c.top)s.scrollTop+=r.top-c.top-(c.height-r.height)/2}};` +
  `f();s.addEventListener('toggle',function(e){if(e.newState==='open')f()});` +
  `var b=s.querySelector('[data-back-link]');if(b&&document.referrer)try{var u=new URL(document.referrer);` +
  `if(u.origin===location.origin&&u.pathname!==location.pathname){b.href=u.pathname+u.search;b.querySelector('span').textContent=${back}}}catch(e){}})()`
  );
}

export function Sidebar() {
  const { sidebar, url, strings, locale } = usePageContext();
  const home = url(localeRoute(locale, '/'));
  return (
    <>
      <aside id={SIDEBAR_ID} className="dg-sidebar" aria-label={strings.sidebar} popover="auto">
        <div className="dg-sidebar__head">
          <a className="dg-sidebar__logo" href={home}>
            <Logo />
          </a>
          <button type="button" className="dg-icon-button dg-sidebar__close" popoverTarget={SIDEBAR_ID} popoverTargetAction="hide" aria-label={strings.closeSidebar}>
            <Icon name="close" size={18} />
          </button>
        </div>
        {sidebar.backLink && (
          <a className="dg-sidebar__back" href={home} data-back-link="">
            <Icon name="arrowLeft" size={14} className="dg-icon--flip" />
            <span>{strings.home}</span>
          </a>
        )}
        <nav className="dg-sidebar__nav" aria-label={strings.sidebarPages}>
          <SidebarList items={sidebar.items} level={1} />
        </nav>
      </aside>
      <script dangerouslySetInnerHTML={{ __html: enhanceScript(strings.back) }} />
    </>
  );
}

function SidebarList({ items, level }: { items: SidebarItem[]; level: number }) {
  return (
    <ul className="dg-sb__list" data-level={level}>
      {items.map((item, index) => (
        <li key={index}>
          <SidebarEntry item={item} level={level} />
        </li>
      ))}
    </ul>
  );
}

function ItemLabel({ item, className }: { item: SidebarItem; className: string }) {
  const { page, config } = usePageContext();
  if (item.disabled) {
    // A link that cannot be followed (yet): announced as a disabled link.
    return (
      <a className={className} role="link" aria-disabled="true">
        <Breakable text={item.text} />
      </a>
    );
  }
  if (!item.link) {
    return (
      <span className={className}>
        <Breakable text={item.text} />
      </span>
    );
  }
  const link = renderLink(item.link, config.basePath, config.publicBasePath);
  return (
    <a className={className} href={link.href} aria-current={isCurrentItem(item, page.path) ? 'page' : undefined} {...externalProps(link.external)}>
      <Breakable text={item.text} />
    </a>
  );
}

function SidebarEntry({ item, level }: { item: SidebarItem; level: number }) {
  const { page } = usePageContext();
  const children = renderedChildren(item, level);
  if (children.length === 0) return <ItemLabel item={item} className="dg-sb__link" />;
  if (item.collapsed === undefined) {
    return (
      <div className="dg-sb__group">
        <ItemLabel item={item} className="dg-sb__heading" />
        <SidebarList items={children} level={level + 1} />
      </div>
    );
  }
  const open = !startsCollapsed(item, page.path) || undefined;
  if (!item.link || item.disabled) {
    return (
      <details className="dg-sb__group" open={open}>
        <summary className="dg-sb__heading">
          <span>
            <Breakable text={item.text} />
          </span>
          <Icon name="chevronRight" size={14} className="dg-sb__chevron dg-icon--flip" />
        </summary>
        <SidebarList items={children} level={level + 1} />
      </details>
    );
  }
  // A section with its own link: the link, and beside it a toggle (a summary holding only the
  // chevron), since a link inside a summary would nest one control in another.
  return (
    <div className="dg-sb__group dg-sb__group--linked">
      <ItemLabel item={item} className="dg-sb__heading" />
      <details open={open}>
        <summary className="dg-sb__toggle" aria-label={item.text}>
          <Icon name="chevronRight" size={14} className="dg-sb__chevron dg-icon--flip" />
        </summary>
        <SidebarList items={children} level={level + 1} />
      </details>
    </div>
  );
}
