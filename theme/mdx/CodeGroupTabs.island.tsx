// The tabs of a code group (WAI-ARIA tabs, automatic activation): arrows, Home and End move
// between tabs and select them; only the selected tab is in the tab order. The choice is saved
// for every group with the same labels and applied to those on this page at once (see
// theme/lib/code-group.ts). The panels are static HTML next to this island; it shows one of them.
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CODE_GROUP_STORAGE_KEY } from '../shared/constants.js';
import { CODE_GROUP_STYLE_ID, chosenLabel, codeGroupKey, codeGroupStyle, readChoices } from '../lib/code-group.js';

export const hydrate = 'interaction';

const CHANGE_EVENT = 'docsgen:code-group';

export interface CodeGroupTabsProps {
  labels: string[];
  tabIds: string[];
  panelIds: string[];
  /** The tab list's name, in the page's language ('Code variants'). */
  name: string;
  /** The tab shown before the reader chooses one (the first if not given). */
  initial?: number;
}

function save(key: string, label: string): void {
  try {
    const choices = { ...readChoices(localStorage), [key]: label };
    localStorage.setItem(CODE_GROUP_STORAGE_KEY, JSON.stringify(choices));
    // Groups that have not hydrated follow the stylesheet the bootstrap wrote: keep it current.
    let style = document.getElementById(CODE_GROUP_STYLE_ID);
    if (!style) {
      style = document.createElement('style');
      style.id = CODE_GROUP_STYLE_ID;
      document.head.append(style);
    }
    style.textContent = codeGroupStyle(choices);
  } catch {
    // No storage: the choice holds on this page only.
  }
}

/**
 * The tab the page shows as it hydrates: the initial one on the server, or the remembered one the
 * bootstrap marked selected once the page was parsed. Hydrating in that state leaves the
 * server's HTML as it is (no mismatch, no flicker).
 */
function shownTab(tabIds: string[], initial: number): number {
  if (typeof document === 'undefined') return initial;
  const marked = tabIds.findIndex((id) => document.getElementById(id)?.getAttribute('aria-selected') === 'true');
  return marked === -1 ? initial : marked;
}

export default function CodeGroupTabs({ labels, tabIds, panelIds, name, initial = 0 }: CodeGroupTabsProps) {
  const key = codeGroupKey(labels);
  const [selected, setSelected] = useState(() => shownTab(tabIds, initial));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  // Show the selected panel (the panels are outside this island's tree). Before paint, so the
  // remembered tab never flickers when the group hydrates.
  useLayoutEffect(() => {
    panelIds.forEach((id, index) => document.getElementById(id)?.toggleAttribute('data-selected', index === selected));
  }, [selected, panelIds]);

  // Take the remembered choice once hydrated (then the bootstrap's rules stop applying to this
  // group: data-cg-ready), and follow choices made in other groups.
  useLayoutEffect(() => {
    let remembered: string | undefined;
    try {
      remembered = chosenLabel(labels, readChoices(localStorage));
    } catch {
      remembered = undefined;
    }
    if (remembered) setSelected(Math.max(0, labels.indexOf(remembered)));
    tabs.current[0]?.closest('.dg-cg')?.setAttribute('data-cg-ready', '');
  }, [labels]);
  useEffect(() => {
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<{ key: string; label: string }>).detail;
      if (detail.key === key && labels.includes(detail.label)) setSelected(labels.indexOf(detail.label));
    };
    window.addEventListener(CHANGE_EVENT, onChange);
    return () => window.removeEventListener(CHANGE_EVENT, onChange);
  }, [key, labels]);

  const select = (index: number, focus: boolean) => {
    setSelected(index);
    if (focus) tabs.current[index]?.focus();
    save(key, labels[index]!);
    window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: { key, label: labels[index] } }));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = labels.length - 1;
    const next =
      event.key === 'ArrowRight' ? (selected === last ? 0 : selected + 1)
      : event.key === 'ArrowLeft' ? (selected === 0 ? last : selected - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : -1;
    if (next === -1) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div className="dg-cg__tabs" role="tablist" aria-label={name} onKeyDown={onKeyDown}>
      {labels.map((label, index) => (
        <button
          key={label}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabIds[index]}
          className="dg-cg__tab"
          data-cg-label={label}
          aria-selected={index === selected}
          aria-controls={panelIds[index]}
          tabIndex={index === selected ? 0 : -1}
          onClick={() => select(index, false)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
