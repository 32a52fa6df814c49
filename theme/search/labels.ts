// The words of the search button and dialog, in the page's language: the server picks them from
// the theme's strings (theme/i18n/) and hands them to the search island as a prop.
import type { ThemeStrings } from '../shared/i18n/strings.js';

export type SearchLabels = Pick<
  ThemeStrings,
  'search' | 'searchNoResults' | 'searchReset' | 'searchDetailView' | 'searchClose' | 'searchResults' | 'searchHintNavigate' | 'searchHintSelect' | 'searchHintClose' | 'searchHintReset'
>;

export function searchLabels(strings: ThemeStrings): SearchLabels {
  return {
    search: strings.search,
    searchNoResults: strings.searchNoResults,
    searchReset: strings.searchReset,
    searchDetailView: strings.searchDetailView,
    searchClose: strings.searchClose,
    searchResults: strings.searchResults,
    searchHintNavigate: strings.searchHintNavigate,
    searchHintSelect: strings.searchHintSelect,
    searchHintClose: strings.searchHintClose,
    searchHintReset: strings.searchHintReset,
  };
}
