// The outline's list of headings, with the active one following the scroll (spec §4): the scroll
// handler runs at most every 100 ms, and after a click on an item the highlight stays on it for
// 500 ms while the page scrolls there. The server marks the first heading active, so nothing
// changes when this hydrates on the first scroll (or a first touch of the list). Inside a popover
// (the narrow-screen outline) a click also closes it.
import { useEffect, useRef, useState } from 'react';
import { OUTLINE_CLICK_FREEZE_MS, SCROLL_THROTTLE_MS } from '../shared/constants.js';
import { activeHeadingIndex } from '../lib/outline.js';
import { throttle } from '../lib/throttle.js';
import { Breakable } from './Breakable.js';

export const hydrate = 'scroll';

export interface OutlineItem {
  id: string;
  text: string;
  depth: number;
}

/** How far below the viewport's top a heading counts as reached: the sticky bars, plus a margin. */
function activationOffset(): number {
  const bars = document.querySelectorAll<HTMLElement>('.dg-topbar, .dg-curtain');
  let height = 0;
  for (const bar of bars) if (getComputedStyle(bar).position === 'sticky') height += bar.offsetHeight;
  return height + 24;
}

export default function OutlineNav({ items, label }: { items: OutlineItem[]; label: string }) {
  const [active, setActive] = useState(0);
  const frozenUntil = useRef(0);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const update = () => {
      if (Date.now() < frozenUntil.current) return;
      const tops = items.map((item) => document.getElementById(item.id)?.getBoundingClientRect().top ?? Infinity);
      const scroller = document.scrollingElement ?? document.documentElement;
      const atBottom = window.scrollY > 0 && Math.ceil(window.scrollY + window.innerHeight) >= scroller.scrollHeight - 2;
      setActive(Math.max(0, activeHeadingIndex(tops, activationOffset(), atBottom)));
    };
    const onScroll = throttle(update, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    update();
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [items]);

  const onClick = (index: number) => {
    frozenUntil.current = Date.now() + OUTLINE_CLICK_FREEZE_MS;
    setActive(index);
    const popover = list.current?.closest<HTMLElement>('[popover]');
    if (popover?.matches(':popover-open')) popover.hidePopover();
  };

  return (
    <nav className="dg-outline__nav" aria-label={label}>
      <ul ref={list}>
        {items.map((item, index) => (
          <li key={item.id} data-depth={item.depth}>
            <a href={`#${item.id}`} aria-current={index === active ? 'location' : undefined} onClick={() => onClick(index)}>
              <Breakable text={item.text} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
