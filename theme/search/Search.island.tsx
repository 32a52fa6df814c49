// The search island: the search button and, once search is first used, the dialog.
//
// It hydrates on the first interaction with its button (hover, focus, click), or when the inline
// shortcut script (bridge.ts) wakes it for '/', Cmd/Ctrl+K or a menu button. The dialog is
// rendered into <body> through a portal: the button's container may be hidden (the top bar hides
// it on narrow screens, where the menu's button opens the same dialog).
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { SEARCH_ROOT_ATTRIBUTE, searchBridge, type SearchAction } from './bridge.js';
import { SearchIcon } from './icons.js';
import type { IndexSource } from './load-engine.js';
import type { SearchLabels } from './labels.js';
import { SearchDialog } from './SearchDialog.js';

export const hydrate = 'interaction';

export interface SearchProps extends IndexSource {
  placement: 'topnav' | 'menu';
  /** The button's and the dialog's words, in the page's language. */
  labels: SearchLabels;
}

export default function Search({ placement, indexUrl, labels }: SearchProps) {
  const [open, setOpen] = useState(false);
  // The dialog stays mounted after its first opening, so its state survives closing it.
  const [used, setUsed] = useState(false);

  const act = useCallback((action: SearchAction) => {
    if (action === 'close') return setOpen(false);
    setUsed(true);
    setOpen((wasOpen) => (action === 'toggle' ? !wasOpen : true));
  }, []);

  useEffect(() => {
    const bridge = searchBridge();
    bridge.run = act;
    for (const action of bridge.queue.splice(0)) act(action);
    return () => {
      if (bridge.run === act) bridge.run = undefined;
    };
  }, [act]);

  return (
    <>
      <button
        type="button"
        className="dg-search-trigger"
        data-placement={placement}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={() => act('open')}
        {...{ [SEARCH_ROOT_ATTRIBUTE]: '' }}
      >
        <SearchIcon name="search" size={16} />
        <span className="dg-search-trigger__label">{labels.search}</span>
        <kbd className="dg-search-trigger__key">/</kbd>
      </button>
      {used && createPortal(<SearchDialog open={open} onClose={() => setOpen(false)} source={{ indexUrl }} labels={labels} />, document.body)}
    </>
  );
}
