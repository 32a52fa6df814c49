// Reading and writing the dialog's settings. Storage can be unavailable (privacy modes, a full
// quota, sandboxed iframes); search then simply does not remember.

export const DETAIL_VIEW_KEY = 'showDetailView';
export const FILTER_TEXT_KEY = 'filterText';

export function readStored(kind: 'local' | 'session', key: string): string | null {
  try {
    return (kind === 'local' ? localStorage : sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(kind: 'local' | 'session', key: string, value: string): void {
  try {
    (kind === 'local' ? localStorage : sessionStorage).setItem(key, value);
  } catch {
    // Not remembered; nothing else depends on it.
  }
}

/** The detail view is on unless the reader turned it off. */
export function readDetailView(): boolean {
  return readStored('local', DETAIL_VIEW_KEY) !== 'false';
}
