// Site-specific custom properties, written after the theme stylesheet so they win: the Google
// font families of config.font (before the system stacks, which stay as fallbacks while the font
// loads) and the accent colour of config.theme.accentColor for each colour scheme.
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

export function headStyleText(config: Pick<ResolvedConfig, 'font' | 'theme'>): string {
  const root: string[] = [];
  if (config.font.default?.google) root.push(`--dg-font-sans:'${fontName(config.font.default.google)}', ${SANS}`);
  if (config.font.mono?.google) root.push(`--dg-font-mono:'${fontName(config.font.mono.google)}', ${MONO}`);
  let css = '';
  const accent = config.theme.accentColor;
  if (accent) {
    root.push(`--dg-color-accent:${colour(accent.light)}`);
    const dark = `--dg-color-accent:${colour(accent.dark)}`;
    css += `:root.dark{${dark}}@media (prefers-color-scheme: dark){:root:not(.light){${dark}}}`;
  }
  return root.length > 0 ? `:root{${root.join(';')}}${css}` : css;
}

export function HeadStyles() {
  const { config } = usePageContext();
  const css = headStyleText(config);
  return css ? <style dangerouslySetInnerHTML={{ __html: css }} /> : null;
}
