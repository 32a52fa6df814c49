// Where search appears in the page chrome. The top nav renders <SearchSlot placement="topnav" />
// and the narrow-screen menu <SearchSlot placement="menu" />; the search feature decides what
// goes there (its button and dialog island). Until then, nothing renders.
export interface SearchSlotProps {
  placement: 'topnav' | 'menu';
}

export function SearchSlot(_props: SearchSlotProps) {
  return null;
}
