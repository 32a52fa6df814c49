// Where search appears in the page chrome: the top nav renders <SearchSlot placement="topnav" />
// and the narrow-screen menu <SearchSlot placement="menu" />.
//
// One dialog serves the page. The first slot rendered holds the search island (its button and the
// dialog) and the inline shortcut script; any later slot is a plain button that the script wires
// to the same dialog. Nothing here loads React or lunr: the island hydrates on interaction, and the
// index is fetched when the dialog first opens.
import { useContext } from 'react';
import { PageContext, useStrings, type PageContextValue } from '../server/page-context.js';
import { searchLabels } from './labels.js';
import { SEARCH_OPEN_ATTRIBUTE, searchShortcutsScript } from './bridge.js';
import { SearchIcon } from './icons.js';
import Search from './Search.island.js';
import './search.css';

export interface SearchSlotProps {
  placement: 'topnav' | 'menu';
}

// Pages whose dialog is already rendered. Rendering is synchronous and the context object is made
// once per page render, so this tells the first slot of a page from the next.
const rendered = new WeakSet<PageContextValue>();

export function SearchSlot({ placement }: SearchSlotProps) {
  const context = useContext(PageContext);
  const strings = useStrings();
  if (context && rendered.has(context)) {
    return (
      <button type="button" className="dg-search-trigger" data-placement={placement} aria-haspopup="dialog" {...{ [SEARCH_OPEN_ATTRIBUTE]: '' }}>
        <SearchIcon name="search" size={16} />
        <span className="dg-search-trigger__label">{strings.search}</span>
      </button>
    );
  }
  if (context) rendered.add(context);
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: searchShortcutsScript(strings.search) }} />
      <Search placement={placement} indexUrl={context?.assets.searchIndex} labels={searchLabels(strings)} />
    </>
  );
}
