/**
 * The rules a page's frontmatter follows, written with the same schema as the config: the
 * built-in keys, plus the keys a site declares in `frontmatter.extraKeys` (for its plugins and
 * overrides). Any other key is an error with a did-you-mean, like a typo in the config.
 * Positions (which line of which page) are added by compiler/pages/frontmatter.ts, which reads
 * the YAML.
 */
import type { Layout } from '../theme/shared/page-types.js';
import { headTag } from './head-schema.js';
import { any, array, boolean, number, object, oneOf, record, required, string, union, where, type Schema, type Shape } from './schema.js';
import type { BudgetOptions, FrontmatterField, FrontmatterFieldType } from './types.js';

export const LAYOUTS: readonly Layout[] = ['docs', 'minimal', 'landing'];

export const FRONTMATTER_FIELD_TYPES: readonly FrontmatterFieldType[] = ['string', 'number', 'boolean', 'date', 'string[]', 'object', 'any'];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** `2024-05-01` or an ISO date-time, naming a day that exists (not 2024-02-30). */
export function isValidDate(text: string): boolean {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const timeOk = match[4] === undefined || (Number(match[4]) < 24 && Number(match[5]) < 60 && Number(match[6] ?? 0) < 60);
  return timeOk && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const positive = where<number>(number(), 'a number > 0', (v) => v > 0);
export const dateSchema = where<string>(string(), 'a date such as 2024-05-01', isValidDate);
const contentOptions = record(any(), undefined);

/** The keys docsgen itself reads, and what each must be. */
export const BUILTIN_FRONTMATTER: Readonly<Record<string, Schema>> = {
  title: string(),
  description: string(),
  layout: oneOf(LAYOUTS),
  authors: union(string(), array(string())),
  date: dateSchema,
  content: contentOptions,
  showLogo: boolean(),
  showAiCta: boolean(),
  // A number (Vocs): how many heading levels the outline lists, from the config's first.
  showOutline: union(boolean(), where<number>(number(), 'a whole number of heading levels ≥ 0', (v) => Number.isInteger(v) && v >= 0)),
  showSidebar: boolean(),
  showTopNav: boolean(),
  budget: object<BudgetOptions>({ jsKb: positive, htmlKb: positive }),
  head: array(headTag),
  // false (Vocs): search never finds the page.
  searchable: boolean(),
};

export const BUILTIN_FRONTMATTER_KEYS = Object.keys(BUILTIN_FRONTMATTER);

const TYPE_SCHEMAS: Record<FrontmatterFieldType, () => Schema> = {
  string: string,
  number: number,
  boolean: boolean,
  date: () => dateSchema,
  'string[]': () => array(string()),
  object: () => record(any()),
  any: () => any(),
};

/** The schema of one declared key. */
export function fieldSchema(field: FrontmatterField): Schema {
  const base = field.type === 'string' && field.values ? oneOf(field.values) : TYPE_SCHEMAS[field.type]();
  return field.required ? required(base) : base;
}

/** The declared form of an extra key, whichever way the config wrote it. */
export function normalizeField(field: FrontmatterFieldType | FrontmatterField): FrontmatterField {
  return typeof field === 'string' ? { type: field } : field;
}

/** The schema of a page's whole frontmatter: the built-in keys and the site's own. */
export function frontmatterSchema(extraKeys: Readonly<Record<string, FrontmatterField>> = {}): Schema {
  const shape: Record<string, Schema> = { ...BUILTIN_FRONTMATTER };
  for (const [key, field] of Object.entries(extraKeys)) shape[key] = fieldSchema(field);
  // Typed by hand: the shape is only known at run time (the site's extra keys).
  return object(shape as unknown as Shape<Record<string, unknown>>);
}
