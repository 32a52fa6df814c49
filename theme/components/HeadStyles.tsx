// Site-specific custom properties, written after the theme stylesheet so they win: the Google
// font families of config.font (before the system stacks, which stay as fallbacks while the font
// loads), the accent colour of config.theme.accentColor for each colour scheme, and the
// `--vocs-<group>_<name>` properties of config.theme.variables (Vocs' theme variables, which the
// theme's tokens read: styles/tokens.css).
import type { ResolvedConfig } from '../../config/types.js';
import { usePageContext } from '../server/page-context.js';

const SANS = `ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;
const MONO = `ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace`;

/** Config values go into a <style> element: keep only what a font name or a colour can contain. */
function fontName(name: string): string {
  return name.replace(/[^\w \-]/g, '');
}
function colour(value: string): string {
  return value.replace(/[^\w#%(),.\s\-/]/g, '');
}
/** Any other value (a length with calc(), a font stack in quotes): nothing that ends a declaration, a rule or the element. */
function cssValue(value: string): string {
  return value.replace(/[<>{};\\]/g, '');
}
/** A group or variable name (validated as letters, digits, "-" and "_"). */
function cssName(name: string): string {
  return name.replace(/[^\w-]/g, '');
}

export function headStyleText(config: Pick<ResolvedConfig, 'font' | 'theme'>): string {
  const root: string[] = [];
  const darkOnly: string[] = [];
  if (config.font.default?.google) root.push(`--dg-font-sans:'${fontName(config.font.default.google)}', ${SANS}`);
  if (config.font.mono?.google) root.push(`--dg-font-mono:'${fontName(config.font.mono.google)}', ${MONO}`);
  const accent = config.theme.accentColor;
  if (accent) {
    root.push(`--dg-color-accent:${colour(accent.light)}`);
    darkOnly.push(`--dg-color-accent:${colour(accent.dark)}`);
  }
  for (const [group, values] of Object.entries(config.theme.variables ?? {})) {
    for (const [name, value] of Object.entries(values)) {
      const property = `--vocs-${cssName(group)}_${cssName(name)}`;
      root.push(`${property}:${cssValue(value.light)}`);
      if (value.dark !== value.light) darkOnly.push(`${property}:${cssValue(value.dark)}`);
    }
  }
  let css = root.length > 0 ? `:root{${root.join(';')}}` : '';
  if (darkOnly.length > 0) {
    const dark = darkOnly.join(';');
    css += `:root.dark{${dark}}@media (prefers-color-scheme: dark){:root:not(.light){${dark}}}`;
  }
  return css;
}

export function HeadStyles() {
  const { config } = usePageContext();
  const css = headStyleText(config);
  return css ? <style dangerouslySetInnerHTML={{ __html: css }} /> : null;
}
