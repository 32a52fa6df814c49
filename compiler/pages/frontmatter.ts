// Page frontmatter: parsed from the YAML block at the top of a page and checked like the config
// (config/frontmatter-schema.ts): the built-in keys and the site's declared extra keys, each with
// its type; any other key is an error with a did-you-mean. Every problem of the page is reported
// at once, each at its own line.
import { isMap, isPair, isScalar, LineCounter, parseDocument, visit, type Document, type Node as YamlNode } from 'yaml';
import type { ConfigIssue } from '../../config/errors.js';
import { frontmatterSchema } from '../../config/frontmatter-schema.js';
import { parsePath, UNKNOWN_KEY, type Schema } from '../../config/schema.js';
import type { FrontmatterField } from '../../config/types.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { readSimpleYaml } from './simple-yaml.js';
import { extraKeyType, foreignKey, foreignLayout, vitepressHeadHint, type ForeignKey } from './foreign-frontmatter.js';
import type { Author, Frontmatter } from '../../theme/shared/page-types.js';
import { parseAuthors } from '../../theme/shared/authors.js';

export { parseAuthors };

export interface FrontmatterInput {
  yaml: string;
  file: string;
  /** Line of the file on which the YAML text starts (the line after the opening ---). */
  firstLine: number;
  source: string;
  /** The site's own keys (config `frontmatter.extraKeys`). */
  extraKeys?: Readonly<Record<string, FrontmatterField>>;
}

const NO_EXTRA_KEYS: Readonly<Record<string, FrontmatterField>> = {};
// One schema per set of extra keys (one per config), not one per page.
const schemas = new WeakMap<object, Schema>();

function schemaFor(extraKeys: Readonly<Record<string, FrontmatterField>>): Schema {
  let schema = schemas.get(extraKeys);
  if (!schema) schemas.set(extraKeys, (schema = frontmatterSchema(extraKeys)));
  return schema;
}

function issuesOf(data: unknown, schema: Schema): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  schema.check(data, '', issues);
  return issues;
}

export function parseFrontmatter(input: FrontmatterInput): Frontmatter {
  const schema = schemaFor(input.extraKeys ?? NO_EXTRA_KEYS);
  // Most frontmatter is a few plain `key: text` lines: read without the parser when it is valid
  // as well (an error needs the parser's positions to point at its line).
  const simple = readSimpleYaml(input.yaml);
  if (simple && issuesOf(simple, schema).length === 0) return normalize(simple);
  return parseWithPositions(input, schema);
}

function parseWithPositions({ yaml, file, firstLine, source }: FrontmatterInput, schema: Schema): Frontmatter {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter, prettyErrors: false });
  const locate = (offset: number | undefined) => {
    const pos = offset === undefined ? { line: 1, col: 1 } : lineCounter.linePos(offset);
    return { file, line: firstLine + pos.line - 1, column: pos.col, source };
  };
  if (doc.errors.length > 0) {
    const first = doc.errors[0]!;
    throw new DocsgenError('FrontmatterInvalid', `invalid frontmatter: ${first.message.split('\n')[0]}`, {
      location: locate(first.pos[0]),
      hint: 'frontmatter is YAML between two --- lines; quote values that contain a colon',
    });
  }
  if (doc.contents === null) return {};
  if (!isMap(doc.contents)) {
    throw new DocsgenError('FrontmatterInvalid', 'invalid frontmatter: expected key: value pairs', { location: locate(0) });
  }
  let data: Record<string, unknown>;
  try {
    data = doc.toJS() as Record<string, unknown>;
  } catch (error) {
    // An alias with no anchor before it (`*x`), or so many aliases that expanding them would
    // exhaust memory: the parse succeeded, turning it into values did not.
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    throw new DocsgenError('FrontmatterInvalid', `invalid frontmatter: ${message}`, {
      location: locate(firstAlias(doc)),
      hint: 'an alias (*name) needs an anchor (&name) earlier in the frontmatter; quote the value if the * is meant as text',
    });
  }
  // A YAML timestamp (`date: 2024-05-01` under YAML 1.1 rules) is a day, as a string.
  if (data['date'] instanceof Date) data['date'] = data['date'].toISOString().slice(0, 10);
  const issues = issuesOf(data, schema);
  if (issues.length === 0) return normalize(data);
  throw DocsgenError.all(issues.map((issue) => issueError(issue, doc, locate)));
}

/** One problem, at the line of the value (or of the key, when the key itself is the problem). */
function issueError(issue: ConfigIssue, doc: Document, locate: (offset: number | undefined) => { file: string; line: number; column: number; source: string }): DocsgenError {
  const segments = parsePath(issue.path);
  const unknownKey = issue.summary === UNKNOWN_KEY;
  const node = nodeAt(doc, segments, unknownKey);
  const key = issue.path || 'frontmatter';
  let problem = issue.summary ?? `expected ${issue.expected}, found ${issue.found}`;
  let hint = issue.hint;
  const data = doc.toJS() as Record<string, unknown>;
  // A key or value of another tool: say which, what it meant there, and docsgen's way.
  const foreign = foreignIssue(segments, data, unknownKey);
  if (foreign) {
    problem = unknownKey ? `${foreign.tools}'s key (${foreign.meaning}), which docsgen does not read` : `${problem}; ${foreign.tools} reads it as ${foreign.meaning}`;
    hint = foreign.hint;
  } else if (unknownKey && segments.length === 1) {
    const name = String(segments[0]);
    const guess = /did you mean "([^"]+)"/.exec(issue.hint ?? '')?.[1];
    hint = guess
      ? `did you mean "${guess}"? (${guess}: ${describeExample(data, name)})`
      : `the keys a page may set: ${issue.expected.replace(/^one of the keys /, '')}; a site declares its own in docsgen.config.ts: frontmatter: { extraKeys: { ${name}: '${extraKeyType(data[name])}' } }`;
  } else if (segments[0] === 'head' && typeof segments[1] === 'number') {
    hint = vitepressHeadHint((data['head'] as unknown[] | undefined)?.[segments[1]]) ?? hint;
  }
  return new DocsgenError('FrontmatterInvalid', `frontmatter ${key}: ${problem}`, { location: locate(node?.range?.[0]), ...(hint ? { hint } : {}) });
}

/** The other tool a problem key or value comes from, if docsgen knows it. */
function foreignIssue(segments: (string | number)[], data: Record<string, unknown>, unknownKey: boolean): ForeignKey | undefined {
  if (segments.length !== 1) return undefined;
  const name = String(segments[0]);
  if (unknownKey) return foreignKey(name, data[name]);
  if (name === 'layout') return foreignLayout(data[name]);
  return undefined;
}

/** The offset of the first alias (*name) in the document, if any. */
function firstAlias(doc: Document): number | undefined {
  let offset: number | undefined;
  visit(doc, {
    Alias(_, node) {
      offset ??= node.range?.[0];
    },
  });
  return offset;
}

/** `sidebar: false` → "false", so the hint shows the corrected line. */
function describeExample(data: Record<string, unknown>, key: string): string {
  const value = data[key];
  return typeof value === 'string' ? JSON.stringify(value) : value === undefined || typeof value === 'object' ? '…' : String(value);
}

/** The YAML node at a path; the key node of the last pair when `key` is set. */
function nodeAt(doc: Document, segments: (string | number)[], key: boolean): YamlNode | undefined {
  let node: unknown = doc.contents;
  let found: YamlNode | undefined = node as YamlNode;
  for (const [index, segment] of segments.entries()) {
    if (!node || typeof node !== 'object' || !('items' in node)) break;
    const items = (node as { items: unknown[] }).items;
    const item = typeof segment === 'number' ? items[segment] : items.find((entry) => isPair(entry) && isScalar(entry.key) && String(entry.key.value) === segment);
    if (item === undefined) break;
    if (isPair(item)) {
      const isLast = index === segments.length - 1;
      node = isLast && key ? item.key : (item.value ?? item.key);
    } else {
      node = item;
    }
    found = node as YamlNode;
  }
  return found;
}

/** Valid frontmatter in the shape the theme reads: authors as a list, a date as its day. */
function normalize(data: Record<string, unknown>): Frontmatter {
  const result: Frontmatter = { ...data };
  if (data['authors'] !== undefined) result.authors = parseAuthors(data['authors']) ?? [];
  return result;
}

