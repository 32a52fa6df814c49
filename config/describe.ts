/**
 * Words for error messages: what kind of value something is, how to name it to a person
 * ("the number 42"), and which known name a typo was probably meant to be.
 */

import type { ReactElement } from 'react';

/** The coarse kinds validation tells apart; a union uses them to pick the member a value aims at. */
export type ValueKind =
  | 'undefined'
  | 'null'
  | 'string'
  | 'number'
  | 'boolean'
  | 'function'
  | 'element'
  | 'array'
  | 'object'
  | 'other';

// React 19 tags elements with the first symbol, earlier versions with the second. Both are
// registered symbols (Symbol.for), so they compare equal across copies of React.
const ELEMENT_TAGS = new Set<symbol>([Symbol.for('react.transitional.element'), Symbol.for('react.element')]);

export function isReactElement(value: unknown): value is ReactElement {
  if (typeof value !== 'object' || value === null) return false;
  const tag = (value as { $$typeof?: unknown }).$$typeof;
  return typeof tag === 'symbol' && ELEMENT_TAGS.has(tag);
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function kindOf(value: unknown): ValueKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (isReactElement(value)) return 'element';
  switch (typeof value) {
    case 'undefined':
      return 'undefined';
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'function':
      return 'function';
    case 'object':
      return isPlainObject(value) ? 'object' : 'other';
    default:
      return 'other';
  }
}

const MAX_SHOWN = 60;

function quote(text: string): string {
  const shown = text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
  return JSON.stringify(shown);
}

/** The value as a noun phrase for "found …", e.g. `the number 42`, `an array of 2 items`. */
export function describeValue(value: unknown): string {
  switch (kindOf(value)) {
    case 'undefined':
      return 'nothing';
    case 'null':
      return 'null';
    case 'string':
      return `the string ${quote(value as string)}`;
    case 'number':
    case 'boolean':
      return `the ${typeof value} ${String(value)}`;
    case 'function':
      return 'a function';
    case 'element':
      return 'a React element';
    case 'array': {
      const length = (value as unknown[]).length;
      return length === 0 ? 'an empty array' : `an array of ${length} ${length === 1 ? 'item' : 'items'}`;
    }
    case 'object':
      return 'an object';
    default:
      if (typeof value === 'object') return `a ${(value as object).constructor?.name ?? 'non-plain'} object`;
      return `a ${typeof value}`;
  }
}

/** "a, b or c" */
export function listOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment), so "txet" is one edit
 * from "text" like "txt" is.
 */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The known name closest to `input`, if it is close enough to be a plausible typo. */
export function closestMatch(input: string, known: readonly string[]): string | undefined {
  const wanted = input.toLowerCase();
  // Short names tolerate one edit; longer ones one edit per three characters.
  const limit = Math.max(1, Math.floor(wanted.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const distance = editDistance(wanted, candidate.toLowerCase());
    if (distance <= limit && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The known key an unknown one was probably meant to be: a near spelling (closestMatch), or else
 * the one known key that contains it or is contained in it ("sidebar" → "showSidebar").
 */
export function closestKey(input: string, known: readonly string[]): string | undefined {
  const near = closestMatch(input, known);
  if (near !== undefined || input.length < 4) return near;
  const wanted = input.toLowerCase();
  const related = known.filter((key) => key.length >= 4 && (key.toLowerCase().includes(wanted) || wanted.includes(key.toLowerCase())));
  return related.length === 1 ? related[0] : undefined;
}
