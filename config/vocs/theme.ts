/**
 * Vocs' `theme` → docsgen's. `accentColor` and `colorScheme` mean the same. Vocs' theme variables
 * become docsgen's `theme.variables`, which sets the same `--vocs-<group>_<name>` custom
 * properties, read by docsgen's theme (theme/styles/vocs-variables.css). An accent given as Vocs'
 * six colours sets those six variables, and the accent itself from `backgroundAccent`.
 */
import type { LightDark, ThemeOptions } from '../types.js';
import type { AccentColors, Theme } from './types.js';
import type { Warn } from './warnings.js';

const ACCENT_NAMES: readonly (keyof AccentColors)[] = ['backgroundAccent', 'backgroundAccentHover', 'backgroundAccentText', 'borderAccent', 'textAccent', 'textAccentHover'];

export function vocsTheme(theme: Theme, warn: Warn): ThemeOptions {
  const out: ThemeOptions = {};
  if (theme.colorScheme !== undefined) out.colorScheme = theme.colorScheme;
  const variables: Record<string, Record<string, string | LightDark>> = {};
  for (const [group, values] of Object.entries(theme.variables ?? {})) {
    if (values) variables[group] = { ...(values as Record<string, string | LightDark>) };
  }
  const accent = theme.accentColor;
  if (typeof accent === 'string' || (accent && 'light' in accent && 'dark' in accent)) {
    out.accentColor = accent as string | LightDark;
  } else if (accent) {
    const colors = accent as AccentColors;
    variables['color'] = { ...variables['color'] };
    for (const name of ACCENT_NAMES) {
      if (colors[name] !== undefined) variables['color'][name] = colors[name];
    }
    if (colors.backgroundAccent !== undefined) out.accentColor = colors.backgroundAccent;
  }
  if (Object.keys(variables).length > 0) out.variables = variables;
  for (const key of Object.keys(theme)) {
    if (!['accentColor', 'colorScheme', 'variables'].includes(key)) warn(`theme.${key}`, 'not a Vocs theme option; ignored');
  }
  return out;
}
