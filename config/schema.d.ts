/**
 * A small declarative schema for checking plain values (here: the site config) and collecting every
 * problem with its key path. It only checks: turning a valid value into its resolved form is the
 * job of `defaults.ts`, so each half stays simple.
 */
import { type ValueKind } from './describe.js';
import { type ConfigIssue } from './errors.js';
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
    [K in keyof T]-?: {} extends Pick<T, K> ? Schema & {
        readonly required?: never;
    } : RequiredSchema;
};
/** `topNav` + 0 → `topNav[0]`; `sidebar` + "/core" → `sidebar["/core"]`; `theme` + "x" → `theme.x`. */
export declare function childPath(path: string, key: string | number): string;
export declare const string: () => Schema;
export declare const number: () => Schema;
export declare const boolean: () => Schema;
export declare const func: () => Schema;
export declare const element: () => Schema;
/** `base` narrowed by `test`, with its own wording for both a wrong kind and a failed test. */
export declare function where<T>(base: Schema, expected: string, test: (value: T) => boolean, hint?: (value: T) => string | undefined): Schema;
export declare function oneOf(values: readonly string[]): Schema;
export declare function array(item: Schema): Schema;
/** A fixed-length array, e.g. `[2, 3]`. */
export declare function tuple(items: readonly Schema[], expected: string): Schema;
/** An object used as a map: any keys (each checked by `keys`, as a string), values of one schema. */
export declare function record(values: Schema, keys?: Schema): Schema;
/**
 * An object with known keys. Any other key is an error (a typo in an optional key would otherwise
 * be silently ignored), reported with the closest known key. A key set to `undefined` counts as
 * absent, so `banner: isBeta ? '…' : undefined` works. `refine` adds rules across keys.
 */
export declare function object<T>(shape: Shape<T>, refine?: (value: Record<string, unknown>, path: string, issues: ConfigIssue[]) => void): Schema;
/**
 * Any one of `members`. The members that accept the value's kind decide: with one, its problems
 * deeper inside the value are reported as they are (e.g. a bad key inside the banner object, rather
 * than "expected a string, a React element or an object"); with several, the first that accepts
 * the value wins.
 */
export declare function union(...members: Schema[]): Schema;
/** A schema defined later, for recursive structures (sidebar items contain sidebar items). */
export declare function lazy(get: () => Schema): Schema;
export declare function required(schema: Schema): RequiredSchema;
