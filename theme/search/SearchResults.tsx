// The result list: a listbox whose options are the result links themselves, so a click, a middle
// click or Cmd/Ctrl+click does what a link does. Each shows its parent headings and title, and in
// the detail view its snippet, with the matched words marked. Text is rendered as React text,
// never as HTML.
import type { MouseEvent } from 'react';
import type { Segment } from '../shared/search/highlight.js';
import type { SearchResult } from '../shared/search/types.js';
import { SearchIcon } from './icons.js';

export interface SearchResultsProps {
  id: string;
  optionId(index: number): string;
  results: SearchResult[];
  /** The list's name ('Search results'). */
  label: string;
  selected: number;
  detailView: boolean;
  highlight(text: string, terms: ReadonlySet<string>): Segment[];
  onHover(index: number): void;
  onChoose(event: MouseEvent<HTMLAnchorElement>): void;
}

export function SearchResults({ id, optionId, results, label, selected, detailView, highlight, onHover, onChoose }: SearchResultsProps) {
  return (
    <ul id={id} className="dg-search__results" role="listbox" aria-label={label}>
      {results.map((result, index) => {
        const terms = new Set(result.terms);
        const marked = (text: string) => <Marked segments={highlight(text, terms)} />;
        return (
          <li key={result.id} role="none">
            <a
              id={optionId(index)}
              className="dg-search__result"
              role="option"
              aria-selected={index === selected}
              href={result.href}
              tabIndex={-1}
              // mousemove, not mouseenter: a list scrolled by the keyboard under a still pointer keeps its selection.
              onMouseMove={() => index !== selected && onHover(index)}
              onClick={onChoose}
            >
              <SearchIcon name={result.isPage ? 'page' : 'hash'} size={16} className="dg-search__result-icon" />
              <span className="dg-search__result-main">
                <span className="dg-search__result-heading">
                  {result.titles.map((title, i) => (
                    <span key={i} className="dg-search__result-parent">
                      {marked(title)}
                    </span>
                  ))}
                  <span className="dg-search__result-title">{marked(result.title)}</span>
                </span>
                {detailView && result.text && <span className="dg-search__result-text">{marked(result.text)}</span>}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function Marked({ segments }: { segments: Segment[] }) {
  return <>{segments.map((segment, i) => (segment.mark ? <mark key={i}>{segment.text}</mark> : segment.text))}</>;
}
