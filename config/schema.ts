/**
 * A small declarative schema for checking plain values (here: the site config) and collecting every
 * problem with its key path. It only checks: turning a valid value into its resolved form is the
 * job of `defaults.ts`, so each half stays simple.
 */
import { closestKey, closestMatch, describeValue, kindOf, listOr, type ValueKind } from './describe.js';
import { configIssue, type ConfigIssue } from './errors.js';

export interface Schema {
  /** What this schema accepts, as a noun phrase for "expected …": "a string". */
  readonly expected: string;
  /** The kinds of value it can accept at all; a union uses them to pick the member a value aims at. */
  readonly kinds: readonly ValueKind[];
  /** Appends every problem with `value` to `issues`; `path` names the value in messages. */
  check(value: unknown, path: string, issues: ConfigIssue[]): void;
}

/** A schema for an object key that must be present. */
export interface RequiredSchema extends Schema {
  readonly required: true;
}

/**
 * One schema per key of `T`: a `RequiredSchema` exactly for the keys `T` requires. Typing the shape
 * against the interface from `types.ts` makes tsc fail when the two drift apart.
 */
export type Shape<T> = {
  [K in keyof T]-?: {} extends Pick<T, K> ? Schema & { readonly required?: never } : RequiredSchema;
};

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `topNav` + 0 → `topNav[0]`; `sidebar` + "/core" → `sidebar["/core"]`; `theme` + "x" → `theme.x`. */
export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  if (IDENTIFIER.test(key)) return path ? `${path}.${key}` : key;
  return `${path}[${JSON.stringify(key)}]`;
}

/** The segments of a path `childPath` wrote: `head[0].attrs["data-x"]` → ['head', 0, 'attrs', 'data-x']. */
export function parsePath(path: string): (string | number)[] {
  const segments: (string | number)[] = [];
  const pattern = /(?:^|\.)([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;
  for (let match = pattern.exec(path); match; match = pattern.exec(path)) {
    if (match[1] !== undefined) segments.push(match[1]);
    else if (match[2] !== undefined) segments.push(Number(match[2]));
    else segments.push(JSON.parse(match[3]!) as string);
    if (pattern.lastIndex === path.length) break;
  }
  return segments;
}

function mismatch(expected: string, value: unknown, path: string, issues: ConfigIssue[], hint?: string): void {
  issues.push(configIssue({ path, expected, found: describeValue(value), ...(hint ? { hint } : {}) }));
}

function primitive(kind: ValueKind, expected: string, accept: (value: unknown) => boolean = () => true): Schema {
  return {
    expected,
    kinds: [kind],
    check(value, path, issues) {
      if (kindOf(value) !== kind || !accept(value)) mismatch(expected, value, path, issues);
    },
  };
}

export const string = (): Schema => primitive('string', 'a string');
export const number = (): Schema => primitive('number', 'a number', (value) => Number.isFinite(value));
export const boolean = (): Schema => primitive('boolean', 'a boolean');
export const func = (): Schema => primitive('function', 'a function');
export const element = (): Schema => primitive('element', 'a React element');
/** `null`: an empty place (a sponsor row's empty cell). */
export const nothing = (): Schema => primitive('null', 'null');
export const regexp = (): Schema => primitive('other', 'a regular expression', (value) => value instanceof RegExp);

const EVERY_KIND: readonly ValueKind[] = ['undefined', 'null', 'string', 'number', 'boolean', 'function', 'element', 'array', 'object', 'other'];

/** Anything at all (plugin options, a site's own frontmatter data). */
export const any = (expected = 'any value'): Schema => ({ expected, kinds: EVERY_KIND, check() {} });

/**
 * Runs `schema` on `value`; if it fails at `path` itself (rather than deeper inside the value),
 * reports that as one "expected <expected>" problem, so the message states the whole rule.
 */
function checkAs(expected: string, schema: Schema, value: unknown, path: string, issues: ConfigIssue[]): boolean {
  const problems: ConfigIssue[] = [];
  schema.check(value, path, problems);
  if (problems.length === 0) return true;
  if (problems.some((problem) => problem.path === path)) mismatch(expected, value, path, issues);
  else issues.push(...problems);
  return false;
}

/** `base` narrowed by `test`, with its own wording for both a wrong kind and a failed test. */
export function where<T>(
  base: Schema,
  expected: string,
  test: (value: T) => boolean,
  hint?: (value: T) => string | undefined,
): Schema {
  return {
    expected,
    kinds: base.kinds,
    check(value, path, issues) {
      if (checkAs(expected, base, value, path, issues) && !test(value as T)) {
        mismatch(expected, value, path, issues, hint?.(value as T));
      }
    },
  };
}

export function oneOf(values: readonly string[]): Schema {
  const expected = `one of ${listOr(values.map((v) => JSON.stringify(v)))}`;
  return where<string>(string(), expected, (v) => values.includes(v), (v) => {
    const guess = closestMatch(v, values);
    return guess === undefined ? undefined : `did you mean "${guess}"?`;
  });
}

export function array(item: Schema): Schema {
  return {
    expected: 'an array',
    kinds: ['array'],
    check(value, path, issues) {
      if (!Array.isArray(value)) return mismatch('an array', value, path, issues);
      value.forEach((entry, index) => item.check(entry, childPath(path, index), issues));
    },
  };
}

/** A fixed-length array, e.g. `[2, 3]`. */
export function tuple(items: readonly Schema[], expected: string): Schema {
  return {
    expected,
    kinds: ['array'],
    check(value, path, issues) {
      if (!Array.isArray(value) || value.length !== items.length) return mismatch(expected, value, path, issues);
      items.forEach((item, index) => item.check(value[index], childPath(path, index), issues));
    },
  };
}

/** An object used as a map: any keys (each checked by `keys`, as a string), values of one schema. */
export function record(values: Schema, keys?: Schema): Schema {
  return {
    expected: 'an object',
    kinds: ['object'],
    check(value, path, issues) {
      if (kindOf(value) !== 'object') return mismatch('an object', value, path, issues);
      for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
        const entryPath = childPath(path, key);
        keys?.check(key, entryPath, issues);
        values.check(entry, entryPath, issues);
      }
    },
  };
}

/**
 * An object with known keys. Any other key is an error (a typo in an optional key would otherwise
 * be silently ignored), reported with the closest known key. A key set to `undefined` counts as
 * absent, so `banner: isBeta ? '…' : undefined` works. `refine` adds rules across keys.
 */
export function object<T>(
  shape: Shape<T>,
  refine?: (value: Record<string, unknown>, path: string, issues: ConfigIssue[]) => void,
): Schema {
  const fields = shape as Record<string, Schema & { readonly required?: boolean }>;
  const known = Object.keys(fields);
  return {
    expected: 'an object',
    kinds: ['object'],
    check(value, path, issues) {
      if (kindOf(value) !== 'object') return mismatch('an object', value, path, issues);
      const given = value as Record<string, unknown>;
      for (const [key, entry] of Object.entries(given)) {
        const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
        if (field === undefined) issues.push(unknownKey(key, known, childPath(path, key)));
        else if (entry !== undefined) field.check(entry, childPath(path, key), issues);
      }
      for (const key of known) {
        if (fields[key]!.required && given[key] === undefined) {
          mismatch(fields[key]!.expected, undefined, childPath(path, key), issues);
        }
      }
      refine?.(given, path, issues);
    },
  };
}

function unknownKey(key: string, known: readonly string[], path: string): ConfigIssue {
  const guess = closestKey(key, known);
  return configIssue({
    path,
    expected: `one of the keys ${known.join(', ')}`,
    found: `the key ${JSON.stringify(key)}`,
    summary: UNKNOWN_KEY,
    hint: guess === undefined ? `known keys: ${known.join(', ')}` : `did you mean "${guess}"?`,
  });
}

/** The summary of an unknown-key issue (see `ConfigIssue.summary`). */
export const UNKNOWN_KEY = 'unknown key';

/**
 * Any one of `members`. The members that accept the value's kind decide: with one, its problems
 * deeper inside the value are reported as they are (e.g. a bad key inside the banner object, rather
 * than "expected a string, a React element or an object"); with several, the first that accepts
 * the value wins.
 */
export function union(...members: Schema[]): Schema {
  const expected = listOr(members.map((member) => member.expected));
  return {
    expected,
    kinds: [...new Set(members.flatMap((member) => member.kinds))],
    check(value, path, issues) {
      const kind = kindOf(value);
      const candidates = members.filter((member) => member.kinds.includes(kind));
      if (candidates.length === 0) return mismatch(expected, value, path, issues);
      let firstProblems: ConfigIssue[] | undefined;
      for (const candidate of candidates) {
        const problems: ConfigIssue[] = [];
        if (checkAs(expected, candidate, value, path, problems)) return;
        firstProblems ??= problems;
      }
      issues.push(...firstProblems!);
    },
  };
}

/** A schema defined later, for recursive structures (sidebar items contain sidebar items). */
export function lazy(get: () => Schema): Schema {
  return {
    get expected() {
      return get().expected;
    },
    get kinds() {
      return get().kinds;
    },
    check: (value, path, issues) => get().check(value, path, issues),
  };
}

export function required(schema: Schema): RequiredSchema {
  return {
    get expected() {
      return schema.expected;
    },
    get kinds() {
      return schema.kinds;
    },
    check: (value, path, issues) => schema.check(value, path, issues),
    required: true,
  };
}
