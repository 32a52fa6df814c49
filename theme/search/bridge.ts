// The always-on part of search: a few hundred bytes of inline script, so that '/' and Cmd/Ctrl+K
// work from the first moment, before React or the search island have loaded (the island hydrates
// on interaction; the engine and the index load only when the dialog first opens).
//
// The script owns the global shortcuts for the whole page life. It hands each action to the
// island through `window.__docsgenSearch`: queued until the island registers `run`, and meanwhile
// it wakes the island with a focus event, which its `interaction` strategy treats as the first
// interaction (see runtime/islands/strategies/interaction.ts). Buttons marked `data-dg-search-open`
// (the narrow-screen menu's and top bar's) open the dialog the same way, so one dialog serves
// every placement.
//
// Nothing typed right after the shortcut is lost, however long the island takes to load: the
// script focuses a stand-in field at once (in the same key or click event, so phones also open
// their keyboard), the reader types into it, and the dialog takes its text, caret and the element
// to return focus to when its own input takes over (takeEarlyInput).

export type SearchAction = 'open' | 'toggle' | 'close';

export interface SearchBridge {
  /** Actions that arrived before the island was ready, oldest first. */
  queue: SearchAction[];
  /** Set by the hydrated island. */
  run?: (action: SearchAction) => void;
  /** The stand-in field holding what was typed since the shortcut, until the dialog takes it. */
  field?: HTMLInputElement;
  /** Where focus was before the stand-in field took it. */
  back?: Element | null;
}

export const SEARCH_BRIDGE_KEY = '__docsgenSearch';
/** Marks the element inside the search island that the script wakes the island through. */
export const SEARCH_ROOT_ATTRIBUTE = 'data-dg-search-root';
/** Marks plain (non-island) buttons that open the dialog. */
export const SEARCH_OPEN_ATTRIBUTE = 'data-dg-search-open';
/** The stand-in field's class (tests and styles may look for it; it is never visible). */
export const EARLY_INPUT_CLASS = 'dg-search-early';

export function searchBridge(): SearchBridge {
  const holder = window as unknown as Record<string, SearchBridge | undefined>;
  return (holder[SEARCH_BRIDGE_KEY] ??= { queue: [] });
}

export interface EarlyInput {
  text: string;
  selectionStart: number;
  selectionEnd: number;
  /** The element that had focus before the shortcut: focus goes back there when search closes. */
  returnTo: HTMLElement | null;
}

/** What was typed into the stand-in field, if there is one; the field is removed. */
export function takeEarlyInput(): EarlyInput | undefined {
  const bridge = searchBridge();
  const field = bridge.field;
  if (!field) return undefined;
  const back = bridge.back;
  bridge.field = undefined;
  bridge.back = undefined;
  const early: EarlyInput = {
    text: field.value,
    selectionStart: field.selectionStart ?? field.value.length,
    selectionEnd: field.selectionEnd ?? field.value.length,
    returnTo: back instanceof HTMLElement && back !== document.body ? back : null,
  };
  field.remove();
  return early;
}

/** The stand-in field's text without taking it (the dialog's first render starts from it). */
export function peekEarlyText(): string | undefined {
  return searchBridge().field?.value || undefined;
}

/**
 * The inline script. '/' opens unless a text field (or any editable element) has focus, since
 * there it types a slash; Cmd+K and Ctrl+K toggle from anywhere, the search field included.
 * Keys another handler already took (defaultPrevented) and IME composition are left alone.
 * Escape in the stand-in field, or the shortcut pressed again, cancels the opening.
 */
export function searchShortcutsScript(label = 'Search'): string {
  const key = JSON.stringify(SEARCH_BRIDGE_KEY);
  // The stand-in field's name, in the page's language: a JSON string that cannot end the script.
  const name = JSON.stringify(label).replace(/</g, '\\u003c');
  return (
    `(function(){var w=window,d=document;if(w[${key}])return;var b=w[${key}]={queue:[]};` +
    `function wake(){var r=d.querySelector('[${SEARCH_ROOT_ATTRIBUTE}]'),i=r&&r.closest('docsgen-island');` +
    `if(i&&!i.hasAttribute('data-hydrated'))i.dispatchEvent(new FocusEvent('focusin'))}` +
    `function deliver(a){if(b.run)return b.run(a);b.queue.push(a);` +
    // Before the island loader has run (it is a module script), wait for it: it runs before DOMContentLoaded.
    `if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',wake,{once:true});else wake()}` +
    `function drop(){var f=b.field,t=b.back;b.field=b.back=void 0;f.remove();if(t&&t.focus)t.focus({preventScroll:true})}` +
    `function send(a){if(b.field){if(a!=='open'){drop();deliver('close')}return}` +
    `if(d.querySelector('dialog.dg-search[open]'))return deliver(a);` +
    `var f=b.field=d.createElement('input');b.back=d.activeElement;f.className='${EARLY_INPUT_CLASS}';f.setAttribute('aria-label',${name});` +
    `f.autocomplete='off';f.spellcheck=false;f.setAttribute('autocapitalize','off');` +
    `f.style.cssText='position:fixed;top:0;left:0;width:1px;height:1px;padding:0;border:0;opacity:0;font-size:16px';` +
    `f.addEventListener('keydown',function(e){if(e.key==='Escape'&&b.field===f){e.preventDefault();drop();deliver('close')}});` +
    `d.body.appendChild(f);f.focus({preventScroll:true});deliver('open')}` +
    `function typing(t){return t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))}` +
    `d.addEventListener('keydown',function(e){if(e.defaultPrevented||e.isComposing)return;` +
    `if((e.metaKey||e.ctrlKey)&&!e.altKey&&(e.key==='k'||e.key==='K')){e.preventDefault();send('toggle')}` +
    `else if(e.key==='/'&&!e.metaKey&&!e.ctrlKey&&!e.altKey&&!typing(e.target)){e.preventDefault();send('open')}});` +
    // Capture: the island's own button, before it hydrates, is also held by its interaction strategy
    // (which replays the click later); the field must take focus now, inside the reader's tap.
    `d.addEventListener('click',function(e){var t=e.target&&e.target.closest&&e.target.closest('[${SEARCH_OPEN_ATTRIBUTE}],[${SEARCH_ROOT_ATTRIBUTE}]');` +
    `if(!t||(b.run&&t.hasAttribute('${SEARCH_ROOT_ATTRIBUTE}')))return;e.preventDefault();send('open')},true)})()`
  );
}
