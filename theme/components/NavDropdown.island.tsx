// A top-nav dropdown of links (WAI-ARIA disclosure navigation): opens on hover after its open
// delay (0 in the top nav), closes 150 ms after the pointer leaves, toggles on click, closes on
// Escape or when focus leaves it; ArrowDown opens it and moves into the links, arrows move
// between them. Before hydration (and without JavaScript) CSS opens it on hover and focus.
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { NAV_MENU_CLOSE_DELAY_MS, NAV_MENU_OPEN_DELAY_MS, NAV_MENU_SKIP_DELAY_MS } from '../shared/constants.js';
import { createMenuController } from '../lib/menu-timing.js';
import { Icon } from './icons.js';

export const hydrate = 'interaction';

export interface NavDropdownLink {
  text: string;
  href: string;
  external: boolean;
}

export interface NavDropdownProps {
  label: string;
  items: NavDropdownLink[];
  active: boolean;
  /** ms; NAV_MENU_OPEN_DELAY_MS unless the caller says otherwise (the top nav passes 0). */
  openDelay?: number;
}

export default function NavDropdown({ label, items, active, openDelay = NAV_MENU_OPEN_DELAY_MS }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useMemo(
    () => createMenuController({ openDelay, skipDelay: NAV_MENU_SKIP_DELAY_MS, closeDelay: NAV_MENU_CLOSE_DELAY_MS }, setOpen),
    [openDelay],
  );
  useEffect(() => () => menu.dispose(), [menu]);

  const links = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('.dg-dd__panel a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };
  // Only a mouse hovers; a tap fires pointer events too and must not open-then-toggle-closed.
  const onPointerEnter = (event: PointerEvent) => event.pointerType === 'mouse' && menu.pointerEnter();
  const onPointerLeave = (event: PointerEvent) => event.pointerType === 'mouse' && menu.pointerLeave();
  const onKeyDown = (event: KeyboardEvent) => {
    const inPanel = (event.target as HTMLElement).closest('.dg-dd__panel') !== null;
    const index = links().indexOf(event.target as HTMLAnchorElement);
    if (event.key === 'Escape' && menu.isOpen()) {
      event.preventDefault();
      menu.close();
      trigger.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      menu.open();
      // The panel renders on the next frame when it was closed.
      requestAnimationFrame(() => focusLink(inPanel ? index + 1 : 0));
    } else if (event.key === 'ArrowUp' && inPanel) {
      event.preventDefault();
      if (index === 0) trigger.current?.focus();
      else focusLink(index - 1);
    } else if ((event.key === 'Home' || event.key === 'End') && inPanel) {
      event.preventDefault();
      focusLink(event.key === 'Home' ? 0 : -1);
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) menu.close();
  };

  return (
    <div className="dg-dd" ref={root} data-open={open || undefined} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={trigger}
        type="button"
        className="dg-topbar__link dg-dd__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active || undefined}
        onClick={() => menu.toggle()}
      >
        {label}
        <Icon name="chevronDown" size={14} />
      </button>
      <ul className="dg-dd__panel" id={panelId}>
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {item.text}
              {item.external && <span className="dg-external" aria-hidden="true">↗</span>}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
