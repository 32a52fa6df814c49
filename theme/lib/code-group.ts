// Code groups remember the tab a reader picked, per set of labels: choose "pnpm" once and every
// group labelled npm/pnpm/yarn shows pnpm, on this page and the next (spec §2 code groups).
// The choice lives in localStorage as { [groupKey]: label }. Groups are islands that hydrate on
// interaction, so until then the remembered tab is shown by a small stylesheet written before
// first paint (theme-bootstrap.ts builds the same rules in plain JavaScript). Pure.
import { CODE_GROUP_STORAGE_KEY } from '../shared/constants.js';

export type CodeGroupChoices = Record<string, string>;

/** Groups with the same labels in the same order share a choice. */
export function codeGroupKey(labels: string[]): string {
  return labels.join('|');
}

/** The label to show: the remembered one when this group has it, else the first. */
export function chosenLabel(labels: string[], choices: CodeGroupChoices): string | undefined {
  const remembered = choices[codeGroupKey(labels)];
  return remembered !== undefined && labels.includes(remembered) ? remembered : labels[0];
}

export function parseChoices(raw: string | null): CodeGroupChoices {
  try {
    const value: unknown = JSON.parse(raw ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** A string safe inside a double-quoted CSS attribute value. */
export function cssString(value: string): string {
  return '"' + value.replace(/[\\"]/g, '\\$&').replace(/\n/g, '\\a ') + '"';
}

/**
 * Rules that show the remembered tab of every group whose tabs have not hydrated yet (a hydrated
 * group marks itself data-cg-ready and renders its own state). Keep in step with the
 * plain-JavaScript copy in theme-bootstrap.ts.
 */
export function codeGroupStyle(choices: CodeGroupChoices): string {
  let css = '';
  for (const [key, label] of Object.entries(choices)) {
    const group = `.dg-js [data-cg=${cssString(key)}]:not([data-cg-ready])`;
    const on = `[data-cg-label=${cssString(label)}]`;
    css += `${group} .dg-cg__panel:not(${on}){display:none}${group} .dg-cg__panel${on}{display:block}`;
    css += `${group} .dg-cg__tab:not(${on}){color:var(--dg-color-text-muted);border-color:transparent}${group} .dg-cg__tab${on}{color:var(--dg-color-text);border-color:var(--dg-color-accent)}`;
  }
  return css;
}

export const CODE_GROUP_STYLE_ID = 'dg-cg-style';

export function readChoices(storage: Pick<Storage, 'getItem'>): CodeGroupChoices {
  try {
    return parseChoices(storage.getItem(CODE_GROUP_STORAGE_KEY));
  } catch {
    return {};
  }
}
