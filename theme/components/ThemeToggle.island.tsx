// The light/dark switch. The inline bootstrap has already applied the saved or system theme
// before first paint; this button flips the `dark` class on <html> and saves the choice.
// Both icons are in the server HTML and CSS shows the one that fits, so hydration changes nothing
// on screen.
import { useEffect, useState } from 'react';
import { THEME_STORAGE_KEY } from '../shared/constants.js';
import { Icon } from './icons.js';

export const hydrate = 'interaction';

function applyTheme(theme: 'light' | 'dark'): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme !== 'dark');
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be off (private mode, blocked cookies): the choice then lasts for this page.
  }
}

/** `label`: the button's name, in the page's language. */
export default function ThemeToggle({ label }: { label: string }) {
  // Unknown on the server; read once hydrated, so the server HTML and the first client render agree.
  const [dark, setDark] = useState<boolean | undefined>(undefined);
  useEffect(() => setDark(document.documentElement.classList.contains('dark')), []);
  const toggle = () => {
    const next = !document.documentElement.classList.contains('dark');
    applyTheme(next ? 'dark' : 'light');
    setDark(next);
  };
  return (
    <button type="button" className="dg-icon-button dg-theme-toggle" aria-label={label} aria-pressed={dark} onClick={toggle}>
      <Icon name="sun" size={18} className="dg-theme-toggle__sun" />
      <Icon name="moon" size={18} className="dg-theme-toggle__moon" />
    </button>
  );
}
