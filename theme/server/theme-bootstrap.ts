// A tiny inline script that runs before first paint, so the page never flashes the wrong theme:
// the saved choice (localStorage 'vocs.theme') wins, else the system preference; a colour scheme
// forced in the config wins over both. Without JavaScript, CSS follows prefers-color-scheme.
import type { ColorScheme } from '../../config/types.js';

export const THEME_STORAGE_KEY = 'vocs.theme';

export function themeBootstrapScript(colorScheme: ColorScheme): string {
  const forced = colorScheme === 'system' ? 'null' : JSON.stringify(colorScheme);
  return (
    `(function(){var d=document.documentElement,t=${forced};` +
    `try{if(!t){t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
    `if(t!=='dark'&&t!=='light')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}}catch(e){t=t||'light'}` +
    `d.classList.toggle('dark',t==='dark');d.classList.toggle('light',t!=='dark')})()`
  );
}
