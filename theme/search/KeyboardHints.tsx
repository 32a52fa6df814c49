// The dialog's footer (spec §2): Navigate ↑ ↓, Select enter, Close esc, Reset ⌘ ⌫ (Ctrl ⌫ off Apple
// platforms, where the shortcut is Ctrl+Backspace). Hidden on touch-sized screens by the CSS.
import { useState } from 'react';

function isApplePlatform(): boolean {
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform);
}

export function KeyboardHints() {
  // The dialog renders only in the browser, so the platform is known on first render.
  const [command] = useState(() => (isApplePlatform() ? '⌘' : 'Ctrl'));
  return (
    <footer className="dg-search__hints">
      <span>
        <kbd>↑</kbd> <kbd>↓</kbd> Navigate
      </span>
      <span>
        <kbd>enter</kbd> Select
      </span>
      <span>
        <kbd>esc</kbd> Close
      </span>
      <span>
        <kbd>{command}</kbd> <kbd>⌫</kbd> Reset
      </span>
    </footer>
  );
}
