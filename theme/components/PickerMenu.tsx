// The shape both pickers share (languages, versions): in the top bar, a button that opens its
// list as a native popover (popovertarget: opens with Enter or a click, closes on Escape or an
// outside click, its links next in the tab order); in the narrow-screen menu, a <details> group
// like the navigation's. The list holds plain links: no JavaScript is needed to follow one.
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons.js';

export interface PickerMenuProps {
  /** The class prefix and popover id: 'language' → .dg-language, #dg-language-menu. */
  kind: string;
  placement: 'topnav' | 'menu';
  icon: IconName;
  /** What is chosen now, shown on the button ('English', 'v4'). */
  current: ReactNode;
  /** The button's accessible name, with what is chosen ('Language: English'). */
  currentName: string;
  /** The list's accessible name ('Language'). */
  listName: string;
  /** The list's <li> items. */
  children: ReactNode;
}

export function PickerMenu({ kind, placement, icon, current, currentName, listName, children }: PickerMenuProps) {
  const list = <ul className={`dg-${kind}__list`}>{children}</ul>;
  if (placement === 'menu') {
    return (
      <details className={`dg-menu__group dg-${kind}`} data-placement="menu">
        <summary>
          <span className={`dg-${kind}__current`}>
            <Icon name={icon} size={16} />
            <span>{currentName}</span>
          </span>
          <Icon name="chevronDown" size={16} />
        </summary>
        {list}
      </details>
    );
  }
  const id = `dg-${kind}-menu`;
  return (
    <div className={`dg-${kind}`} data-placement="topnav">
      <button type="button" className={`dg-topbar__link dg-${kind}__button`} popoverTarget={id} aria-label={currentName}>
        <Icon name={icon} size={16} />
        <span className={`dg-${kind}__label`} aria-hidden="true">
          {current}
        </span>
        <Icon name="chevronDown" size={14} />
      </button>
      <nav id={id} className={`dg-${kind}__menu`} popover="auto" aria-label={listName}>
        {list}
      </nav>
    </div>
  );
}
