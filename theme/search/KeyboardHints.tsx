// The dialog's footer (spec §2): Navigate ↑ ↓, Select enter, Close esc, Reset ⌘ ⌫ (Ctrl ⌫ off Apple
// platforms, where the shortcut is Ctrl+Backspace). Hidden on touch-sized screens by the CSS.
import { useState } from 'react';
import type { SearchLabels } from './labels.js';

function isApplePlatform(): boolean {
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform);
}

export function KeyboardHints({ labels }: { labels: SearchLabels }) {
  // The dialog renders only in the browser, so the platform is known on first render.
  const [command] = useState(() => (isApplePlatform() ? '⌘' : 'Ctrl'));
  return (
    <footer className="dg-search__hints">
      <span>
        <kbd>↑</kbd> <kbd>↓</kbd> {labels.searchHintNavigate}
      </span>
      <span>
        <kbd>enter</kbd> {labels.searchHintSelect}
      </span>
      <span>
        <kbd>esc</kbd> {labels.searchHintClose}
      </span>
      <span>
        <kbd>{command}</kbd> <kbd>⌫</kbd> {labels.searchHintReset}
      </span>
    </footer>
  );
}
