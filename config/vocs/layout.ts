/**
 * A Vocs site's layout files, as docsgen component overrides: `<rootDir>/layout.tsx` (its default
 * export wraps every page, its `TopNavEnd` export ends the top bar) and `<rootDir>/footer.tsx`
 * (its default export ends the footer). Each hydrates in the browser only when its code needs it
 * (`hydrate: 'auto'`: React's client hooks or event handlers, as an analytics layout has).
 * Looked up on disk, like Vocs does, each time the config is read.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { ComponentOverrides } from '../types.js';

export function vocsLayoutComponents(configDir: string, rootDir: string): ComponentOverrides | undefined {
  const root = resolve(configDir, rootDir);
  // Paths as docsgen takes them: from the config's folder.
  const fromConfig = (file: string) => {
    const path = relative(configDir, join(root, file));
    return isAbsolute(path) ? path : `./${path.split('\\').join('/')}`;
  };
  const components: ComponentOverrides = {};
  const layout = read(join(root, 'layout.tsx'));
  if (layout !== undefined) {
    if (/\bexport\s+default\b|\bas\s+default\b/.test(layout)) components.Wrapper = { file: fromConfig('layout.tsx'), hydrate: 'auto' };
    if (/\bexport\b[^\n]*\bTopNavEnd\b/.test(layout)) components.TopNavEnd = { file: fromConfig('layout.tsx'), export: 'TopNavEnd', hydrate: 'auto' };
  }
  const footer = read(join(root, 'footer.tsx'));
  if (footer !== undefined && /\bexport\s+default\b|\bas\s+default\b/.test(footer)) components.FooterEnd = { file: fromConfig('footer.tsx'), hydrate: 'auto' };
  return Object.keys(components).length > 0 ? components : undefined;
}

function read(file: string): string | undefined {
  try {
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  } catch {
    return undefined;
  }
}
