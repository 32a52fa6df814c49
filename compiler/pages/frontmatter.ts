// Page frontmatter: parsed from the YAML block at the top of a page, checked field by field.
// Unknown keys are kept (sites use their own), but a known key with the wrong type is an error
// that points at its line.
import { parseDocument, isMap, isScalar, visit, type Node as YamlNode, LineCounter } from 'yaml';
import { DocsgenError } from '../errors.js';
import { readSimpleYaml } from './simple-yaml.js';
import type { Author, Frontmatter, Layout } from '../../theme/lib/page-types.js';

const LAYOUTS: Layout[] = ['docs', 'minimal', 'landing'];
const BOOLEAN_KEYS = ['showLogo', 'showAiCta', 'showOutline', 'showSidebar', 'showTopNav'] as const;

export interface FrontmatterInput {
  yaml: string;
  file: string;
  /** Line of the file on which the YAML text starts (the line after the opening ---). */
  firstLine: number;
  source: string;
}

export function parseFrontmatter(input: FrontmatterInput): Frontmatter {
  // Most frontmatter is a few plain `key: text` lines: read without the parser when it is valid
  // as well (an error needs the parser's positions to point at its line).
  const simple = readSimpleYaml(input.yaml);
  const checked = simple && checkFrontmatter(simple);
  if (checked && !('problem' in checked)) return checked.frontmatter;
  return parseWithPositions(input);
}

function parseWithPositions({ yaml, file, firstLine, source }: FrontmatterInput): Frontmatter {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter, prettyErrors: false });
  const locate = (offset: number | undefined) => {
    const pos = offset === undefined ? { line: 1, col: 1 } : lineCounter.linePos(offset);
    return { file, line: firstLine + pos.line - 1, column: pos.col, source };
  };
  if (doc.errors.length > 0) {
    const first = doc.errors[0]!;
    throw new DocsgenError('content', `invalid frontmatter: ${first.message.split('\n')[0]}`, {
      location: locate(first.pos[0]),
      hint: 'frontmatter is YAML between two --- lines; quote values that contain a colon',
    });
  }
  if (doc.contents === null) return {};
  if (!isMap(doc.contents)) {
    throw new DocsgenError('content', 'invalid frontmatter: expected key: value pairs', { location: locate(0) });
  }
  let data: Record<string, unknown>;
  try {
    data = doc.toJS() as Record<string, unknown>;
  } catch (error) {
    // An alias with no anchor before it (`*x`), or so many aliases that expanding them would
    // exhaust memory: the parse succeeded, turning it into values did not.
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    throw new DocsgenError('content', `invalid frontmatter: ${message}`, {
      location: locate(firstAlias(doc)),
      hint: 'an alias (*name) needs an anchor (&name) earlier in the frontmatter; quote the value if the * is meant as text',
    });
  }
  const checked = checkFrontmatter(data);
  if (!('problem' in checked)) return checked.frontmatter;
  const { key, expected } = checked.problem;
  const pair = doc.contents.items.find((p) => isScalar(p.key) && p.key.value === key);
  const node = pair?.value as YamlNode | undefined;
  throw new DocsgenError('content', `frontmatter ${key}: expected ${expected}, found ${describe(data[key])}`, {
    location: locate(node?.range?.[0]),
  });
}

/** The offset of the first alias (*name) in the document, if any. */
function firstAlias(doc: ReturnType<typeof parseDocument>): number | undefined {
  let offset: number | undefined;
  visit(doc, {
    Alias(_, node) {
      offset ??= node.range?.[0];
    },
  });
  return offset;
}

/** The frontmatter, or the first known key whose value has the wrong type. */
function checkFrontmatter(data: Record<string, unknown>): { frontmatter: Frontmatter } | { problem: { key: string; expected: string } } {
  const problem = (key: string, expected: string) => ({ problem: { key, expected } });
  const result: Frontmatter = { ...data };
  for (const key of ['title', 'description'] as const) {
    if (data[key] !== undefined && typeof data[key] !== 'string') return problem(key, 'a string');
  }
  if (data.layout !== undefined && !LAYOUTS.includes(data.layout as Layout)) return problem('layout', `one of ${LAYOUTS.join(', ')}`);
  for (const key of BOOLEAN_KEYS) {
    if (data[key] !== undefined && typeof data[key] !== 'boolean') return problem(key, 'true or false');
  }
  if (data.budget !== undefined && !isBudget(data.budget)) return problem('budget', 'jsKb and/or htmlKb, positive numbers (this page\'s own page-weight budget)');
  if (data.date !== undefined) {
    if (data.date instanceof Date) result.date = data.date.toISOString().slice(0, 10);
    else if (typeof data.date !== 'string' || Number.isNaN(Date.parse(data.date))) return problem('date', 'a date such as 2024-05-01');
  }
  if (data.authors !== undefined) {
    const authors = parseAuthors(data.authors);
    if (!authors) return problem('authors', 'a list of names or a comma-separated string');
    result.authors = authors;
  }
  if (data.content !== undefined && (typeof data.content !== 'object' || data.content === null || Array.isArray(data.content))) {
    return problem('content', 'a map of content options');
  }
  return { frontmatter: result };
}

/** Authors come as a list or a comma-separated string; each may be a markdown link [Name](url). */
export function parseAuthors(value: unknown): Author[] | null {
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null;
  if (!items || !items.every((item) => typeof item === 'string')) return null;
  return (items as string[])
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(item);
      return link ? { name: link[1]!, url: link[2]! } : { name: item };
    });
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the string "${value}"`;
  if (typeof value === 'object') return 'a map';
  return `the ${typeof value} ${String(value)}`;
}

/** A page's own budget, overriding the config's `budget` key by key. */
function isBudget(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, kb]) => (key === 'jsKb' || key === 'htmlKb') && typeof kb === 'number' && kb > 0);
}
