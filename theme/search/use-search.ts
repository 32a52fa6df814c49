// Hooks of the search dialog.
import { useEffect, useState } from 'react';
import type { SearchEngine } from '../shared/search/engine.js';
import { loadEngine, type IndexSource } from './load-engine.js';

/**
 * `value`, once it has stopped changing for `delay` ms. The first value and the empty string pass
 * at once: a query restored from the session should not wait, and clearing should clear now.
 * `onSettle` runs when a delayed value is taken (the timing marks hang on it).
 */
export function useDebounced(value: string, delay: number, onSettle?: () => void): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value === settled) return;
    if (value === '') {
      setSettled('');
      return;
    }
    const timer = setTimeout(() => {
      onSettle?.();
      setSettled(value);
    }, delay);
    return () => clearTimeout(timer);
  }, [value, settled, delay, onSettle]);
  return settled;
}

/** The search engine, loaded the first time `wanted` is true; undefined until it is ready. */
export function useSearchEngine(source: IndexSource, wanted: boolean): SearchEngine | undefined {
  const [engine, setEngine] = useState<SearchEngine>();
  const { indexUrl } = source;
  useEffect(() => {
    if (!wanted || engine) return;
    let current = true;
    loadEngine({ indexUrl }).then(
      (loaded) => current && setEngine(() => loaded),
      (error: unknown) => console.error('docsgen: search is unavailable', error),
    );
    return () => {
      current = false;
    };
  }, [wanted, engine, indexUrl]);
  return engine;
}
