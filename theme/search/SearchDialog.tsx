// The search dialog (spec §2 "Search dialog", §4, §5): a modal <dialog> holding a combobox input
// and a listbox of results.
//
// Keys: ↑/↓ move the selection (wrapping), Enter opens the selected result, Escape closes,
// Cmd/Ctrl+Backspace resets; Cmd/Ctrl+K and '/' are handled by the page-wide script (bridge.ts).
// Choosing a result closes the dialog, unless Cmd/Ctrl is held: the result then opens in a new
// tab and the dialog stays. Focus stays inside while open and goes back where it was on close.
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { SearchResult } from '../shared/search/types.js';
import { SearchIcon } from './icons.js';
import { KeyboardHints } from './KeyboardHints.js';
import type { IndexSource } from './load-engine.js';
import type { SearchLabels } from './labels.js';
import { fillString } from '../shared/i18n/strings.js';
import { SearchResults } from './SearchResults.js';
import { peekEarlyText, takeEarlyInput } from './bridge.js';
import { markQueryPainted, markQueryStart } from './timing.js';
import { useDebounced, useSearchEngine } from './use-search.js';
import { DETAIL_VIEW_KEY, FILTER_TEXT_KEY, readDetailView, readStored, writeStored } from './storage.js';

export const SEARCH_DEBOUNCE_MS = 200;

export interface SearchDialogProps {
  open: boolean;
  onClose(): void;
  source: IndexSource;
  labels: SearchLabels;
}

const NO_RESULTS: SearchResult[] = [];

export function SearchDialog({ open, onClose, source, labels }: SearchDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);

  // What the reader typed while search was loading wins over the text kept from last time.
  const [input, setInput] = useState(() => peekEarlyText() ?? readStored('session', FILTER_TEXT_KEY) ?? '');
  // A query restored from the session runs at once; typing waits for a pause.
  const query = useDebounced(input.trim(), SEARCH_DEBOUNCE_MS, markQueryStart);
  const [detailView, setDetailView] = useState(readDetailView);
  const engine = useSearchEngine(source, open || query !== '');

  const results = useMemo(() => (engine && query ? engine.search(query) : NO_RESULTS), [engine, query]);
  // The selection belongs to one result list: a new list starts at its first result (-1 when empty).
  const [selection, setSelection] = useState({ results: NO_RESULTS, index: -1 });
  const selected = selection.results === results ? selection.index : results.length > 0 ? 0 : -1;
  const select = (index: number) => setSelection({ results, index });

  useEffect(() => {
    if (results !== NO_RESULTS) markQueryPainted();
  }, [results]);

  // Open and close the native dialog with the `open` prop; showModal() makes the page inert.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const early = takeEarlyInput();
      returnFocus.current = early ? early.returnTo : document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      const field = inputRef.current;
      if (!field) return;
      if (early?.text) {
        // Carry on where the stand-in field left off: same text, same caret.
        field.value = early.text;
        change(early.text);
        field.focus();
        field.setSelectionRange(early.selectionStart, early.selectionEnd);
      } else {
        field.focus();
        field.select();
      }
    } else if (!open && dialog.open) {
      // Focus must not stay on the hidden input (then '/' would type into it instead of reopening):
      // browsers do not always move it out when a dialog closes, and `body` cannot be focused
      // when search was opened from nowhere in particular.
      if (document.activeElement instanceof HTMLElement && dialog.contains(document.activeElement)) document.activeElement.blur();
      dialog.close();
      // preventScroll: the top bar's button must not scroll the page back up after a #section jump.
      returnFocus.current?.focus({ preventScroll: true });
      returnFocus.current = null;
    }
  }, [open]);

  // Keep the selected result visible while arrowing through a long list.
  useEffect(() => {
    if (selected < 0) return;
    document.getElementById(optionId(id, selected))?.scrollIntoView({ block: 'nearest' });
  }, [id, selected]);

  const change = (value: string) => {
    setInput(value);
    writeStored('session', FILTER_TEXT_KEY, value);
  };
  const reset = () => {
    change('');
    inputRef.current?.focus();
  };
  const toggleDetailView = () => {
    setDetailView((on) => {
      writeStored('local', DETAIL_VIEW_KEY, String(!on));
      return !on;
    });
  };

  /** Enter on a result: go there (and close), or with Cmd/Ctrl open a new tab and stay. */
  const openResult = (result: SearchResult, newTab: boolean) => {
    if (newTab) {
      window.open(result.href, '_blank', 'noopener');
      return;
    }
    onClose();
    window.location.assign(result.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const command = event.metaKey || event.ctrlKey;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Backspace' && command) {
      event.preventDefault();
      reset();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && results.length > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      select(selected < 0 ? (step > 0 ? 0 : results.length - 1) : (selected + step + results.length) % results.length);
    } else if (event.key === 'Enter' && event.target === inputRef.current && selected >= 0) {
      event.preventDefault();
      openResult(results[selected]!, command);
    } else if (event.key === 'Tab') {
      keepFocusInside(event);
    }
  };

  // A click on the backdrop (the dialog element itself, outside its panel) closes; a drag that
  // merely ends there (selecting text in the input) does not.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
  };

  const listId = `${id}-results`;
  const expanded = results.length > 0;
  return (
    <dialog
      ref={dialogRef}
      className="dg-search"
      aria-label={labels.search}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
      onClick={onClick}
      // Escape is handled in onKeyDown; this covers other ways the browser may cancel a dialog.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="dg-search__panel">
        <form className="dg-search__bar" role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${id}-input`} className="dg-search__label">
            <SearchIcon name="search" size={18} />
            <span className="dg-search__visually-hidden">{labels.search}</span>
          </label>
          <input
            ref={inputRef}
            id={`${id}-input`}
            className="dg-search__input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            aria-activedescendant={expanded && selected >= 0 ? optionId(id, selected) : undefined}
            placeholder={labels.search}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={input}
            onChange={(event) => change(event.target.value)}
          />
          {input !== '' && (
            <button type="button" className="dg-search__icon-button" aria-label={labels.searchReset} title={labels.searchReset} onClick={reset}>
              <SearchIcon name="reset" size={18} />
            </button>
          )}
          <button type="button" className="dg-search__icon-button" aria-label={labels.searchDetailView} title={labels.searchDetailView} aria-pressed={detailView} onClick={toggleDetailView}>
            <SearchIcon name="details" size={18} />
          </button>
          <button type="button" className="dg-search__icon-button dg-search__close" aria-label={labels.searchClose} onClick={onClose}>
            <SearchIcon name="close" size={18} />
          </button>
        </form>
        <div className="dg-search__body">
          <p className="dg-search__status" role="status">
            {query !== '' && engine && results.length === 0 ? fillString(labels.searchNoResults, { query }) : ''}
          </p>
          {expanded && (
            <SearchResults
              id={listId}
              optionId={(index) => optionId(id, index)}
              results={results}
              label={labels.searchResults}
              selected={selected}
              detailView={detailView}
              highlight={engine!.highlight}
              onHover={select}
              onChoose={(event) => {
                // Cmd/Ctrl (or Shift) click: the browser opens a new tab or window; search stays open.
                if (!(event.metaKey || event.ctrlKey || event.shiftKey)) onClose();
              }}
            />
          )}
        </div>
        <KeyboardHints labels={labels} />
      </div>
    </dialog>
  );
}

function optionId(dialogId: string, index: number): string {
  return `${dialogId}-option-${index}`;
}

/** Tab and Shift+Tab cycle through the dialog's visible controls instead of leaving it. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('input, button, a[href]:not([tabindex="-1"])')].filter(
    (element) => element.getClientRects().length > 0 && !element.hasAttribute('disabled'),
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
