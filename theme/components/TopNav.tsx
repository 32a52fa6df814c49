// The top bar (56 px): logo (or the site title) linking home, the search slot, the configured
// items (links, dropdowns of links, custom elements) and the theme switch. On narrow screens the
// items and the search move into a menu: a native popover (popovertarget), so it opens, closes on
// Escape and on an outside click without any JavaScript.
import type { TopNavItem } from '../../config/types.js';
import { TOP_NAV_OPEN_DELAY_MS } from '../shared/constants.js';
import { activeTopNavIndex } from '../lib/top-nav.js';
import { SearchSlot } from '../search/SearchSlot.js';
import { usePageContext } from '../server/page-context.js';
import { Icon } from './icons.js';
import { LanguagePicker, Logo, TopNavEnd, VersionPicker } from '../overrides/slots.js';
import { localeRoute } from '../shared/locales.js';
import NavDropdown from './NavDropdown.island.js';
import { externalProps, renderLink } from './nav-links.js';
import ThemeToggle from './ThemeToggle.island.js';

export const MENU_ID = 'dg-menu';

export function TopNav() {
  const { config, page, parts, url, strings, locale } = usePageContext();
  const active = activeTopNavIndex(config.topNav, page.path);
  const hasItems = config.topNav.length > 0;
  return (
    <header className="dg-topbar">
      <div className="dg-topbar__inner">
        {parts.showLogo && (
          <a className="dg-topbar__logo" href={url(localeRoute(locale, '/'))}>
            <Logo />
          </a>
        )}
        <div className="dg-topbar__spacer" />
        <div className="dg-topbar__search">
          <SearchSlot placement="topnav" />
        </div>
        {hasItems && (
          <nav className="dg-topbar__nav" aria-label={strings.mainNavigation}>
            <ul>
              {config.topNav.map((item, index) => (
                <li key={item.id ?? item.text ?? index}>
                  <TopNavEntry item={item} active={index === active} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="dg-topbar__version">
          <VersionPicker placement="topnav" />
        </div>
        <div className="dg-topbar__language">
          <LanguagePicker placement="topnav" />
        </div>
        <TopNavEnd />
        {config.theme.colorScheme === 'system' && <ThemeToggle label={strings.darkTheme} />}
        <button type="button" className="dg-icon-button dg-topbar__menu-button" popoverTarget={MENU_ID} aria-label={strings.menu}>
          <Icon name="menu" size={20} />
        </button>
        <NavMenu active={active} />
      </div>
    </header>
  );
}

function TopNavEntry({ item, active }: { item: TopNavItem; active: boolean }) {
  const { config } = usePageContext();
  if (item.element) return item.element;
  if (item.items) {
    const items = item.items.filter((child) => child.link).map((child) => ({ text: child.text ?? child.link!, ...renderLink(child.link!, config.basePath, config.publicBasePath) }));
    return <NavDropdown label={item.text ?? ''} items={items} active={active} openDelay={TOP_NAV_OPEN_DELAY_MS} />;
  }
  if (!item.link) return <span className="dg-topbar__link">{item.text}</span>;
  const link = renderLink(item.link, config.basePath, config.publicBasePath);
  return (
    <a className="dg-topbar__link" href={link.href} aria-current={active ? 'page' : undefined} data-active={active || undefined} {...externalProps(link.external)}>
      {item.text}
    </a>
  );
}

/** The narrow-screen menu: the search slot and an accordion of the items. */
function NavMenu({ active }: { active: number }) {
  const { config, strings, version } = usePageContext();
  const several = (config.locales?.length ?? 0) > 1;
  const versions = (version?.versions.length ?? 0) > 1;
  return (
    <div id={MENU_ID} className="dg-menu" popover="auto">
      <div className="dg-drawer__head">
        <button type="button" className="dg-icon-button" popoverTarget={MENU_ID} popoverTargetAction="hide" aria-label={strings.closeMenu}>
          <Icon name="close" size={18} />
        </button>
      </div>
      <div className="dg-menu__search">
        <SearchSlot placement="menu" />
      </div>
      <nav aria-label={strings.menu}>
        <ul className="dg-menu__list">
          {config.topNav.map((item, index) => {
            const key = item.id ?? item.text ?? index;
            if (item.element) return <li key={key}>{item.element}</li>;
            if (item.items) {
              return (
                <li key={key}>
                  <details className="dg-menu__group" open={index === active || undefined}>
                    <summary data-active={index === active || undefined}>
                      {item.text}
                      <Icon name="chevronDown" size={16} />
                    </summary>
                    <ul>
                      {item.items.filter((child) => child.link).map((child) => {
                        const link = renderLink(child.link!, config.basePath, config.publicBasePath);
                        return (
                          <li key={child.link}>
                            <a href={link.href} {...externalProps(link.external)}>
                              {child.text}
                            </a>
                          </li>
                        );
                      })}
                    </ul>
                  </details>
                </li>
              );
            }
            if (!item.link) return <li key={key}>{item.text}</li>;
            const link = renderLink(item.link, config.basePath, config.publicBasePath);
            return (
              <li key={key}>
                <a href={link.href} aria-current={index === active ? 'page' : undefined} data-active={index === active || undefined} {...externalProps(link.external)}>
                  {item.text}
                </a>
              </li>
            );
          })}
          {versions && (
            <li>
              <VersionPicker placement="menu" />
            </li>
          )}
          {several && (
            <li>
              <LanguagePicker placement="menu" />
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}
