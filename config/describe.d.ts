/**
 * Words for error messages: what kind of value something is, how to name it to a person
 * ("the number 42"), and which known name a typo was probably meant to be.
 */
import type { ReactElement } from 'react';
/** The coarse kinds validation tells apart; a union uses them to pick the member a value aims at. */
export type ValueKind = 'undefined' | 'null' | 'string' | 'number' | 'boolean' | 'function' | 'element' | 'array' | 'object' | 'other';
export declare function isReactElement(value: unknown): value is ReactElement;
export declare function kindOf(value: unknown): ValueKind;
/** The value as a noun phrase for "found …", e.g. `the number 42`, `an array of 2 items`. */
export declare function describeValue(value: unknown): string;
/** "a, b or c" */
export declare function listOr(items: readonly string[]): string;
/** The known name closest to `input`, if it is close enough to be a plausible typo. */
export declare function closestMatch(input: string, known: readonly string[]): string | undefined;
