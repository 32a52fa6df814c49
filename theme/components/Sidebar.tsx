// The sidebar: a logo link home, an optional back link, and nested sections (collapsible with
// <details>, so they work without JavaScript) down to a depth below 5.
import type { SidebarItem } from '../../config/types.js';
import { MAX_SIDEBAR_DEPTH } from '../lib/sidebar.js';
import { normalizeRoute } from '../lib/links.js';
import { usePageContext } from '../server/page-context.js';
import { Logo } from './Logo.js';

export function Sidebar() {
  const { sidebar, url } = usePageContext();
  return (
    <aside className="dg-sidebar" aria-label="Sidebar">
      <a className="dg-sidebar__logo" href={url('/')}>
        <Logo />
      </a>
      {sidebar.backLink && (
        <a className="dg-sidebar__back" href={url('/')} data-back-link>
          Home
        </a>
      )}
      <nav aria-label="Pages">
        <SidebarItems items={sidebar.items} depth={0} />
      </nav>
    </aside>
  );
}

function containsPage(item: SidebarItem, path: string): boolean {
  if (item.link && normalizeRoute(item.link) === path) return true;
  return (item.items ?? []).some((child) => containsPage(child, path));
}

function SidebarItems({ items, depth }: { items: SidebarItem[]; depth: number }) {
  const { page, url } = usePageContext();
  if (depth >= MAX_SIDEBAR_DEPTH) return null;
  return (
    <ul className="dg-sidebar__items" data-depth={depth}>
      {items.map((item, index) => {
        const current = Boolean(item.link) && normalizeRoute(item.link!) === page.path;
        const label = item.disabled || !item.link ? (
          <span className="dg-sidebar__text" aria-disabled={item.disabled || undefined}>{item.text}</span>
        ) : (
          <a className="dg-sidebar__link" href={url(item.link)} aria-current={current ? 'page' : undefined}>
            {item.text}
          </a>
        );
        const children = item.items && item.items.length > 0 && depth + 1 < MAX_SIDEBAR_DEPTH ? item.items : null;
        if (!children) return <li key={index}>{label}</li>;
        // A section with its own link keeps the link clickable and its children always shown;
        // a plain section collapses with <details>, which needs no JavaScript.
        if (item.link) {
          return (
            <li key={index}>
              {label}
              <SidebarItems items={children} depth={depth + 1} />
            </li>
          );
        }
        const open = !item.collapsed || containsPage(item, page.path);
        return (
          <li key={index}>
            <details className="dg-sidebar__section" open={open}>
              <summary>{item.text}</summary>
              <SidebarItems items={children} depth={depth + 1} />
            </details>
          </li>
        );
      })}
    </ul>
  );
}
