// The always-on part of search: a few hundred bytes of inline script, so that '/' and Cmd/Ctrl+K
// work from the first moment, before React or the search island have loaded (the island hydrates
// on interaction; lunr and the index load only when the dialog first opens).
//
// The script owns the global shortcuts for the whole page life. It hands each action to the
// island through `window.__docsgenSearch`: queued until the island registers `run`, and meanwhile
// it wakes the island with a focus event, which its `interaction` strategy treats as the first
// interaction (see runtime/islands/strategies/interaction.ts). Buttons marked `data-dg-search-open`
// (the narrow-screen menu's) open the dialog the same way, so one dialog serves every placement.

export type SearchAction = 'open' | 'toggle';

export interface SearchBridge {
  /** Actions that arrived before the island was ready, oldest first. */
  queue: SearchAction[];
  /** Set by the hydrated island. */
  run?: (action: SearchAction) => void;
}

export const SEARCH_BRIDGE_KEY = '__docsgenSearch';
/** Marks the element inside the search island that the script wakes the island through. */
export const SEARCH_ROOT_ATTRIBUTE = 'data-dg-search-root';
/** Marks plain (non-island) buttons that open the dialog. */
export const SEARCH_OPEN_ATTRIBUTE = 'data-dg-search-open';

export function searchBridge(): SearchBridge {
  const holder = window as unknown as Record<string, SearchBridge | undefined>;
  return (holder[SEARCH_BRIDGE_KEY] ??= { queue: [] });
}

/**
 * The inline script. '/' opens unless a text field (or any editable element) has focus, since
 * there it types a slash; Cmd+K and Ctrl+K toggle from anywhere, the search field included.
 * Keys another handler already took (defaultPrevented) and IME composition are left alone.
 */
export function searchShortcutsScript(): string {
  const key = JSON.stringify(SEARCH_BRIDGE_KEY);
  return (
    `(function(){var w=window,d=document;if(w[${key}])return;var b=w[${key}]={queue:[]};` +
    `function wake(){var r=d.querySelector('[${SEARCH_ROOT_ATTRIBUTE}]'),i=r&&r.closest('docsgen-island');` +
    `if(i&&!i.hasAttribute('data-hydrated'))i.dispatchEvent(new FocusEvent('focusin'))}` +
    `function send(a){if(b.run)return b.run(a);b.queue.push(a);` +
    // Before the island loader has run (it is a module script), wait for it: it runs before DOMContentLoaded.
    `if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',wake,{once:true});else wake()}` +
    `function typing(t){return t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))}` +
    `d.addEventListener('keydown',function(e){if(e.defaultPrevented||e.isComposing)return;` +
    `if((e.metaKey||e.ctrlKey)&&!e.altKey&&(e.key==='k'||e.key==='K')){e.preventDefault();send('toggle')}` +
    `else if(e.key==='/'&&!e.metaKey&&!e.ctrlKey&&!e.altKey&&!typing(e.target)){e.preventDefault();send('open')}});` +
    `d.addEventListener('click',function(e){var t=e.target&&e.target.closest&&e.target.closest('[${SEARCH_OPEN_ATTRIBUTE}]');` +
    `if(t){e.preventDefault();send('open')}})})()`
  );
}
