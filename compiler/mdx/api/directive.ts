// The API directives as a page writes them, read without TypeScript:
//
//   ::api{from="@starknet-io/get-starknet-core" name="createStore"}
//   ::api{from="./src/index.ts" name="Options" show="members" id="options"}
//   :::api{from="…" name="createStore" show="parameters"}
//   - `options.eip1193Adapters` (default `[metaMaskVirtualWallet]`): what the page says of it.
//   :::
//   ::api-index{from="docsgen/config" group="category"}
//
// `scanDirectives` finds them in a page's text (for the index of documented symbols, before any
// page compiles); `readDirective` reads one from the Markdown tree (for the compile).
import type { ContainerDirective, LeafDirective } from 'mdast-util-directive';
import type { List, ListItem, Paragraph, PhrasingContent, RootContent } from 'mdast';

/** The parts of a symbol's reference, in the order they are shown. */
export const API_PARTS = ['signature', 'description', 'parameters', 'returns', 'members', 'throws', 'examples', 'see'] as const;
export type ApiPart = (typeof API_PARTS)[number];

export const API_DIRECTIVES = ['api', 'api-index'] as const;

export const isApiDirective = (name: string): boolean => (API_DIRECTIVES as readonly string[]).includes(name);

/** What the page says of a member or parameter the declarations do not (or says better). */
export interface ApiNote {
  /** `options.eip1193Adapters`, `sortAlgorithm`. */
  path: string;
  defaultValue?: string;
  /** The rest of the list item: Markdown nodes. */
  description: RootContent[];
  line?: number;
  column?: number;
}

export interface ApiDirective {
  kind: 'api' | 'api-index';
  from: string;
  /** `api`: the export name, dotted for a namespace's member. */
  name: string;
  /** `api` with `show="signature"`: several names (`name="Store, Listener"`) shown in one block. */
  names: string[];
  /** `api`: the parts to show (all by default). */
  show: ApiPart[];
  id?: string;
  /** `api-index`: how exports are grouped. */
  group: 'kind' | 'category';
  /** The level of the headings the reference adds (Parameters, Returns…), when the page sets it. */
  level?: number;
  notes: ApiNote[];
  line?: number;
  column?: number;
}

/** What is wrong with a directive as written, with where. */
export class ApiDirectiveError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
    readonly column: number | undefined,
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'ApiDirectiveError';
  }
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const DIRECTIVE_LINE = /^\s*:{2,}(api(?:-index)?)(?:\[[^\]]*\])?\{([^}]*)\}\s*$/;

/** The API directives of a page's text, outside code fences. */
export function scanDirectives(source: string): { name: string; attributes: Record<string, string>; line: number }[] {
  const found: { name: string; attributes: Record<string, string>; line: number }[] = [];
  let fence: string | null = null;
  const lines = source.split('\n');
  lines.forEach((line, index) => {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1]!;
      else if (fenceMatch[1]!.startsWith(fence)) fence = null;
      return;
    }
    if (fence !== null) return;
    const match = DIRECTIVE_LINE.exec(line);
    if (match) found.push({ name: match[1]!, attributes: parseAttributes(match[2]!), line: index + 1 });
  });
  return found;
}

/** `key="value" key='value' key=value #id .class`, as remark-directive reads them. */
export function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([#.])([^\s#.="']+)|([^\s=#."']+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?/g;
  for (const match of text.matchAll(pattern)) {
    if (match[1] === '#') attributes.id = match[2]!;
    else if (match[1] === '.') attributes.class = attributes.class ? `${attributes.class} ${match[2]}` : match[2]!;
    else if (match[3]) attributes[match[3]] = match[4] ?? match[5] ?? match[6] ?? '';
  }
  return attributes;
}

const KNOWN_ATTRIBUTES: Record<ApiDirective['kind'], string[]> = {
  api: ['from', 'name', 'show', 'id', 'level'],
  'api-index': ['from', 'group', 'level'],
};

/** The directive `node` as the reference reads it; throws ApiDirectiveError for what is wrong with it. */
export function readDirective(node: LeafDirective | ContainerDirective): ApiDirective {
  const kind = node.name as ApiDirective['kind'];
  const line = node.position?.start.line;
  const column = node.position?.start.column;
  const attributes = node.attributes ?? {};
  const fail = (message: string, hint?: string): never => {
    throw new ApiDirectiveError(`::${kind}: ${message}`, line, column, hint);
  };
  for (const key of Object.keys(attributes)) {
    if (!KNOWN_ATTRIBUTES[kind].includes(key)) fail(`unknown attribute "${key}"`, `${kind} takes ${KNOWN_ATTRIBUTES[kind].join(', ')}`);
  }
  const from = attributes.from?.trim();
  if (!from) fail('the attribute "from" is missing', 'name the module: from="your-package" or a file, from="../src/index.ts"');
  const names = (attributes.name ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  const name = names[0] ?? '';
  if (kind === 'api' && !name) fail('the attribute "name" is missing', 'name the export to show: name="createStore"');
  const show = (attributes.show ?? '').split(/[\s,]+/).filter(Boolean);
  for (const part of show) {
    if (!(API_PARTS as readonly string[]).includes(part)) fail(`unknown part "${part}" in show`, `show takes ${API_PARTS.join(', ')}`);
  }
  if (names.length > 1 && (show.length !== 1 || show[0] !== 'signature')) fail('several names are shown only as signatures', 'add show="signature", or write one directive per name');
  const group = attributes.group ?? 'category';
  if (group !== 'kind' && group !== 'category') fail(`group must be "kind" or "category", not "${group}"`);
  const level = attributes.level === undefined ? undefined : Number(attributes.level);
  if (level !== undefined && (!Number.isInteger(level) || level < 2 || level > 6)) fail(`level must be a heading level from 2 to 6, not "${attributes.level}"`);
  if (kind === 'api-index' && node.type === 'containerDirective' && node.children.some((child) => !isLabel(child))) fail('takes no content', 'write ::api-index on one line');
  return {
    kind,
    from: from!,
    name,
    names,
    show: show.length > 0 ? (show as ApiPart[]) : [...API_PARTS],
    ...(attributes.id ? { id: attributes.id } : {}),
    group: group as ApiDirective['group'],
    ...(level !== undefined ? { level } : {}),
    notes: node.type === 'containerDirective' ? notesOf(node, kind) : [],
    ...(line !== undefined ? { line } : {}),
    ...(column !== undefined ? { column } : {}),
  };
}

function isLabel(node: RootContent): boolean {
  return node.type === 'paragraph' && Boolean((node.data as { directiveLabel?: boolean } | undefined)?.directiveLabel);
}

/**
 * The notes of a container directive: a list whose items each start with the member's path in
 * code, then optionally `(default …)`, then `:` or a dash, then what the page says of it.
 */
function notesOf(node: ContainerDirective, kind: string): ApiNote[] {
  const notes: ApiNote[] = [];
  for (const child of node.children) {
    if (isLabel(child)) continue;
    if (child.type !== 'list') {
      throw new ApiDirectiveError(
        `::${kind}: its content must be a list of notes on members`,
        child.position?.start.line,
        child.position?.start.column,
        'write each note as "- `member` (default `value`): what it does"',
      );
    }
    for (const item of (child as List).children) notes.push(noteOf(item, kind));
  }
  return notes;
}

function noteOf(item: ListItem, kind: string): ApiNote {
  const line = item.position?.start.line;
  const column = item.position?.start.column;
  const [first, ...rest] = item.children;
  const fail = (): never => {
    throw new ApiDirectiveError(`::${kind}: a note must start with the member's name in code`, line, column, 'write "- `member`: what it does", or "- `member` (default `value`): …"');
  };
  if (!first || first.type !== 'paragraph') return fail();
  const inline = [...(first as Paragraph).children];
  const head = inline.shift();
  if (!head || head.type !== 'inlineCode') return fail();
  let defaultValue: string | undefined;
  // ` (default `value`)`
  if (inline[0]?.type === 'text' && /^\s*\(default\s*$/.test(inline[0].value) && inline[1]?.type === 'inlineCode' && inline[2]?.type === 'text' && /^\)/.test(inline[2].value)) {
    defaultValue = inline[1].value;
    inline.splice(0, 2);
    inline[0] = { ...(inline[0] as PhrasingContent & { value: string }), value: (inline[0] as { value: string }).value.slice(1) } as PhrasingContent;
  }
  // `: ` or ` — ` or ` - ` before the text.
  if (inline[0]?.type === 'text') {
    const value = inline[0].value.replace(/^\s*(?::|—|–|-)\s*/, '');
    if (value === '') inline.shift();
    else inline[0] = { ...inline[0], value };
  }
  const description: RootContent[] = [...(inline.length > 0 ? [{ type: 'paragraph', children: inline } as Paragraph] : []), ...rest];
  return { path: head.value.trim(), ...(defaultValue !== undefined ? { defaultValue } : {}), description, ...(line !== undefined ? { line } : {}), ...(column !== undefined ? { column } : {}) };
}
