// The top navigation: logo (or site title) linking home, and the configured items.
import type { TopNavItem } from '../../config/types.js';
import { activeTopNavIndex } from '../lib/top-nav.js';
import { usePageContext } from '../server/page-context.js';
import { Logo } from './Logo.js';

export function TopNav() {
  const { config, page, parts, url } = usePageContext();
  const active = activeTopNavIndex(config.topNav, page.path);
  return (
    <header className="dg-topnav">
      <div className="dg-topnav__inner">
        {parts.showLogo && (
          <a className="dg-topnav__logo" href={url('/')}>
            <Logo />
          </a>
        )}
        <nav className="dg-topnav__items" aria-label="Main">
          <ul>
            {config.topNav.map((item, index) => (
              <li key={item.id ?? item.text ?? index}>
                <TopNavEntry item={item} active={index === active} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

function TopNavEntry({ item, active }: { item: TopNavItem; active: boolean }) {
  const { url } = usePageContext();
  if (item.element) return item.element;
  if (item.items) {
    return (
      <details className="dg-topnav__dropdown">
        <summary data-active={active || undefined}>{item.text}</summary>
        <ul>
          {item.items.map((child, index) => (
            <li key={child.id ?? child.text ?? index}>{child.link ? <a href={url(child.link)}>{child.text}</a> : child.text}</li>
          ))}
        </ul>
      </details>
    );
  }
  return (
    <a href={item.link ? url(item.link) : undefined} aria-current={active ? 'page' : undefined} data-active={active || undefined}>
      {item.text}
    </a>
  );
}
