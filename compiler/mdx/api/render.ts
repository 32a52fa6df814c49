// The API reference as Markdown tree nodes (mdast), so that it goes through the page's pipeline
// like anything the page says: its headings get ids and an entry in the outline, its links are
// checked and get the base path, its text is searchable, its tables are the theme's tables.
// Signatures are code blocks whose names carry popups (rendered by rehype-shiki.ts, from the
// ApiCode kept on the page's file under `data-api-code`).
import type { BlockContent, Heading, PhrasingContent, Root, RootContent, Table, TableCell, TableRow } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { ApiPart } from './directive.js';
import type { ApiCode, ApiDoc, ApiExportSummary, ApiInherited, ApiKind, ApiMember, ApiParameter, ApiSignature, ApiSymbol, ApiType, ApiTypeParameter } from './model.js';

/** Where a signature's code goes: the renderer names it, the Shiki plugin draws it. */
export interface CodeSlot {
  /** Adds `code` to the page and returns its number (the `data-api-code` of its <pre>). */
  (code: ApiCode): number;
}

export interface RenderOptions {
  parts: readonly ApiPart[];
  /** Level of the headings the reference adds; none are added when only some parts are shown. */
  level: number;
  id?: string;
  codes: CodeSlot;
}

/** Custom nodes become the HTML element their data names (remark-rehype's default for unknown nodes). */
type ElementNode = { type: string; data: { hName: string; hProperties?: Record<string, unknown> }; children: RootContent[] };

function element(tagName: string, properties: Record<string, unknown>, children: RootContent[]): RootContent {
  return { type: 'apiElement', data: { hName: tagName, hProperties: properties }, children } as ElementNode as unknown as RootContent;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const strong = (children: PhrasingContent[]): PhrasingContent => ({ type: 'strong', children });
const paragraph = (children: PhrasingContent[]): BlockContent => ({ type: 'paragraph', children });

const markdownParser = unified().use(remarkParse).use(remarkGfm);

/** Markdown text (from JSDoc) as nodes. */
export function markdownNodes(markdown: string): RootContent[] {
  if (!markdown.trim()) return [];
  const tree = markdownParser.parse(markdown) as Root;
  stripPositions(tree);
  return tree.children;
}

/** Generated nodes have no place in the page's file: positions from a JSDoc parse would point into it. */
function stripPositions(node: { position?: unknown; children?: unknown[] }): void {
  delete node.position;
  for (const child of (node.children ?? []) as { position?: unknown; children?: unknown[] }[]) stripPositions(child);
}

/** A type as inline code, its documented names linked. */
export function typeNode(type: ApiType): PhrasingContent {
  if (type.links.length === 0) return code(type.text);
  const children: PhrasingContent[] = [];
  let at = 0;
  for (const link of [...type.links].sort((a, b) => a.start - b.start)) {
    if (link.start < at) continue;
    if (link.start > at) children.push(text(type.text.slice(at, link.start)));
    children.push({ type: 'link', url: link.href, children: [text(type.text.slice(link.start, link.start + link.length))] });
    at = link.start + link.length;
  }
  if (at < type.text.length) children.push(text(type.text.slice(at)));
  return element('code', { className: ['dg-api__type'] }, children) as unknown as PhrasingContent;
}

function heading(depth: number, label: string): Heading {
  return { type: 'heading', depth: Math.min(6, depth) as Heading['depth'], children: [text(label)] };
}

/** Notes the page adds, by member path: they replace the declaration's description and may set a default. */
export interface Notes {
  get(path: string): { defaultValue?: string; description: RootContent[] } | undefined;
}

/** The reference of one symbol. */
export function renderSymbol(symbol: ApiSymbol, options: RenderOptions, notes: Notes): RootContent[] {
  const all = options.parts.length === 8;
  const wants = (part: ApiPart) => options.parts.includes(part);
  const h = (offset: number, label: string): RootContent[] => (all ? [heading(options.level + offset, label)] : []);
  const out: RootContent[] = [];
  const overloads = symbol.signatures.length > 1 && (symbol.kind === 'function' || symbol.kind === 'component');
  // Overloads each have their own documentation; the symbol's is all of theirs run together.
  const ownDoc = overloads ? undefined : symbol.doc;
  if (wants('description') && ownDoc?.deprecated !== undefined) out.push(deprecation(ownDoc.deprecated));
  // Only the signatures asked for: all the overloads in one block.
  if (wants('signature') && (!overloads || !all)) out.push(codeBlock(options.codes(symbol.declaration)));
  if (wants('description') && ownDoc) out.push(...description(ownDoc));
  if (wants('parameters') && symbol.typeParameters.some(isWorthATable)) {
    out.push(...h(0, 'Type parameters'), typeParameterTable(symbol.typeParameters));
  }
  switch (symbol.kind) {
    case 'function':
    case 'component':
      if (overloads) {
        symbol.signatures.forEach((signature, index) => {
          out.push(...(all ? [heading(options.level, `Overload ${index + 1} of ${symbol.signatures.length}`)] : []));
          out.push(...signatureParts(signature, { ...options, level: options.level + 1 }, notes, { showCode: all, wants, all }));
          if (all) out.push(...examplesPart(signature.doc, [heading(options.level + 1, signature.doc.examples.length > 1 ? 'Examples' : 'Example')]));
        });
      } else if (symbol.signatures[0]) {
        const component = symbol.kind === 'component';
        out.push(...signatureParts(symbol.signatures[0], options, notes, { showCode: false, wants, all, component }));
      }
      if (symbol.kind === 'component' && wants('members') && (symbol.members.length > 0 || symbol.inherited)) {
        out.push(...h(0, 'Props'), ...memberTable(symbol.members, notes, '', 'Prop'), ...inheritedNote(symbol.inherited, 'props'));
      }
      break;
    case 'class':
      // The declaration's block shows the constructors; their parameters are laid out here.
      if (wants('parameters') && symbol.signatures.some((signature) => signature.parameters.length > 0 || signature.doc.summary)) {
        out.push(...h(0, symbol.signatures.length > 1 ? 'Constructors' : 'Constructor'));
        for (const signature of symbol.signatures) {
          if (symbol.signatures.length > 1) out.push(codeBlock(options.codes(signature.code)));
          if (wants('description')) out.push(...description(signature.doc));
          out.push(...signatureParts(signature, { ...options, level: options.level + 1 }, notes, { showCode: false, wants, all: false }));
        }
      }
      if (wants('members') && symbol.members.length > 0) out.push(...h(0, 'Members'), ...memberTable(symbol.members, notes, '', 'Member'), ...inheritedNote(symbol.inherited, 'members'));
      break;
    case 'interface':
    case 'type': {
      if (symbol.signatures[0]) out.push(...signatureParts(symbol.signatures[0], options, notes, { showCode: false, wants, all }));
      // A declaration that lists every member already says what a bare table would.
      const redundant = all && symbol.membersInCode === true && !symbol.inherited && !tableAddsToCode(symbol.members, notes);
      if (wants('members') && !redundant && (symbol.members.length > 0 || symbol.inherited)) out.push(...h(0, 'Members'), ...memberTable(symbol.members, notes, '', 'Member'), ...inheritedNote(symbol.inherited, 'members'));
      break;
    }
    case 'enum':
      if (wants('members')) out.push(...h(0, 'Members'), enumTable(symbol.members));
      break;
    case 'namespace':
      for (const exported of symbol.exports ?? []) {
        out.push(heading(options.level, exported.name), ...renderSymbol(exported, { ...options, level: options.level + 1 }, NO_NOTES));
      }
      break;
    case 'variable':
      break;
  }
  if (ownDoc) {
    const signatureDoc = symbol.signatures.length === 1 ? symbol.signatures[0]!.doc : undefined;
    const doc = (part: 'throws' | 'examples') => (signatureDoc && signatureDoc[part].length > 0 ? signatureDoc : ownDoc);
    if (wants('throws')) out.push(...throwsPart(doc('throws'), h(0, 'Throws')));
    if (wants('examples')) out.push(...examplesPart(doc('examples'), h(0, doc('examples').examples.length > 1 ? 'Examples' : 'Example')));
    if (wants('see') && ownDoc.see.length > 0) out.push(...h(0, 'See also'), list(ownDoc.see.map((see) => markdownNodes(see))));
  }
  const properties: Record<string, unknown> = { className: ['dg-api'], dataApiKind: symbol.kind };
  if (options.id) properties.id = options.id;
  return [element('div', properties, out)];
}

const NO_NOTES: Notes = { get: () => undefined };

/** The declarations of several symbols in one code block (`name="Store, Listener"`). */
export function renderSignatures(symbols: readonly ApiSymbol[], options: Pick<RenderOptions, 'id' | 'codes'>): RootContent[] {
  let code = '';
  const hovers: ApiCode['hovers'] = [];
  for (const symbol of symbols) {
    if (code) code += '\n\n';
    for (const hover of symbol.declaration.hovers) hovers.push({ ...hover, start: hover.start + code.length });
    code += symbol.declaration.code;
  }
  const properties: Record<string, unknown> = { className: ['dg-api'], dataApiKind: 'declarations' };
  if (options.id) properties.id = options.id;
  return [element('div', properties, [codeBlock(options.codes({ code, hovers }))])];
}

function signatureParts(signature: ApiSignature, options: RenderOptions, notes: Notes, how: { showCode: boolean; wants: (part: ApiPart) => boolean; all: boolean; component?: boolean }): RootContent[] {
  const out: RootContent[] = [];
  const h = (label: string): RootContent[] => (how.all ? [heading(options.level, label)] : []);
  if (how.showCode) out.push(codeBlock(options.codes(signature.code)));
  if (how.showCode && how.wants('description')) out.push(...description(signature.doc));
  if (how.wants('parameters') && signature.typeParameters.some(isWorthATable)) out.push(...h('Type parameters'), typeParameterTable(signature.typeParameters));
  // A component's one parameter is its props, laid out as such.
  if (how.wants('parameters') && !how.component && signature.parameters.length > 0) out.push(...h('Parameters'), parameterTable(signature.parameters, notes));
  if (how.wants('returns') && signature.returns && !how.component && signature.returns.type.text !== 'void') {
    out.push(...h('Returns'), paragraph([typeNode(signature.returns.type)]));
    if (signature.doc.returns) out.push(...markdownNodes(signature.doc.returns));
    // What comes back laid out (a hook's state, a store's methods): the table is the answer.
    if (signature.returns.members?.length) out.push(...memberTable(signature.returns.members, notes, 'returns', 'Member'));
  }
  if (how.showCode && how.wants('throws')) out.push(...throwsPart(signature.doc, h('Throws')));
  return out;
}

function codeBlock(index: number): RootContent {
  return {
    type: 'apiCode',
    data: { hName: 'pre', hProperties: { dataApiCode: String(index) }, hChildren: [{ type: 'element', tagName: 'code', properties: { className: ['language-ts'] }, children: [] }] },
  } as unknown as RootContent;
}

function deprecation(reason: string): RootContent {
  return element('div', { className: ['dg-callout', 'dg-callout--warning'], role: 'note', ariaLabel: 'Deprecated' }, [
    { type: 'paragraph', children: [text('Deprecated')], data: { hProperties: { className: ['dg-callout__title'] } } } as RootContent,
    ...markdownNodes(reason),
  ]);
}

function description(doc: ApiDoc): RootContent[] {
  const out: RootContent[] = [];
  if (doc.summary) out.push(...markdownNodes(doc.summary));
  if (doc.remarks) out.push(...markdownNodes(doc.remarks));
  if (doc.since) out.push(paragraph([strong([text('Since')]), text(' '), code(doc.since)]));
  return out;
}

function throwsPart(doc: ApiDoc | undefined, headingNodes: RootContent[]): RootContent[] {
  if (!doc || doc.throws.length === 0) return [];
  return [...headingNodes, list(doc.throws.map((item) => markdownNodes(item)))];
}

function examplesPart(doc: ApiDoc, headingNodes: RootContent[]): RootContent[] {
  if (doc.examples.length === 0) return [];
  return [...headingNodes, ...doc.examples.flatMap((example) => markdownNodes(example))];
}

function list(items: RootContent[][]): RootContent {
  return { type: 'list', ordered: false, spread: false, children: items.map((children) => ({ type: 'listItem', spread: false, children: children as BlockContent[] })) };
}

function row(cells: RootContent[][]): TableRow {
  return { type: 'tableRow', children: cells.map((children) => ({ type: 'tableCell', children: children as PhrasingContent[] }) as TableCell) };
}

function table(header: string[], rows: RootContent[][][]): Table {
  return { type: 'table', align: header.map(() => null), children: [row(header.map((label) => [text(label)])), ...rows.map(row)] };
}

function docCell(doc: ApiDoc | undefined, note: { description: RootContent[] } | undefined, extra: RootContent[] = []): RootContent[] {
  const out: RootContent[] = [];
  if (doc?.deprecated !== undefined) out.push(paragraph([strong([text('Deprecated.')]), ...(doc.deprecated ? [text(' ')] : [])]), ...markdownNodes(doc.deprecated));
  if (note && note.description.length > 0) out.push(...note.description);
  else if (doc?.summary) out.push(...markdownNodes(doc.summary));
  if (doc?.since) out.push(paragraph([text('Since '), code(doc.since), text('.')]));
  out.push(...extra);
  return flattenSingleParagraph(out);
}

/** A cell of one paragraph holds its text directly (no margins of a <p> in a table). */
function flattenSingleParagraph(nodes: RootContent[]): RootContent[] {
  return nodes.length === 1 && nodes[0]!.type === 'paragraph' ? (nodes[0] as { children: RootContent[] }).children : nodes;
}

function nameCell(name: string, flags: { optional?: boolean; rest?: boolean; readonly?: boolean; static?: boolean }): RootContent[] {
  const cell: RootContent[] = [code(`${flags.rest ? '...' : ''}${name}${flags.optional ? '?' : ''}`)];
  for (const flag of ['static', 'readonly'] as const) {
    if (flags[flag]) cell.push(text(' '), element('span', { className: ['dg-api__flag'] }, [text(flag)]));
  }
  return cell;
}

function parameterTable(parameters: readonly ApiParameter[], notes: Notes): RootContent {
  const rows: Row[] = [];
  for (const parameter of parameters) {
    const note = notes.get(parameter.name);
    const defaultValue = note?.defaultValue ?? parameter.defaultValue;
    // The one parameter of a function, an options object, is laid out row by row
    // (`options.adapters`); beside others, its members fold under its type.
    const flat = parameters.length === 1 && parameter.members?.length;
    const typeCell: RootContent[] = [laidOutType(parameter.type, Boolean(parameter.members?.length))];
    if (parameter.members?.length && !flat) typeCell.push(expandable(parameter.members, notes, parameter.name));
    rows.push({
      name: nameCell(parameter.name, parameter),
      type: typeCell,
      defaultValue: defaultValue !== undefined ? [code(defaultValue)] : [],
      description: docCell(parameter.doc !== undefined ? { summary: parameter.doc, examples: [], throws: [], see: [] } : undefined, note),
    });
    if (flat) rows.push(...memberRows(parameter.members!, notes, parameter.name));
  }
  return columnsTable('Parameter', rows);
}

interface Row {
  name: RootContent[];
  type: RootContent[];
  defaultValue: RootContent[];
  description: RootContent[];
}

/** A table of rows, without the Default and Description columns when no row has one. */
function columnsTable(label: string, rows: readonly Row[]): Table {
  const withDefault = rows.some((row) => row.defaultValue.length > 0);
  const withDescription = rows.some((row) => row.description.length > 0);
  const header = [label, 'Type', ...(withDefault ? ['Default'] : []), ...(withDescription ? ['Description'] : [])];
  return table(
    header,
    rows.map((row) => [row.name, row.type, ...(withDefault ? [row.defaultValue] : []), ...(withDescription ? [row.description] : [])]),
  );
}

function memberTable(members: readonly ApiMember[], notes: Notes, path: string, label: string): RootContent[] {
  if (members.length === 0) return [];
  return [columnsTable(label, memberRows(members, notes, path, ''))];
}

/** Rows of members; `shownPrefix`: what their names start with in the table (`options.` when flattened into a parameter's rows). */
function memberRows(members: readonly ApiMember[], notes: Notes, path: string, shownPrefix = `${path}.`): Row[] {
  const at = (name: string) => (path ? `${path}.${name}` : name);
  // One member with members of its own (`{ [key]: { … } }`): they are rows of the same table.
  const flat = members.length === 1 && Boolean(members[0]!.members?.length);
  return members.flatMap((member) => {
    const note = notes.get(at(member.name));
    const defaultValue = note?.defaultValue ?? member.defaultValue;
    const typeCell: RootContent[] = [laidOutType(member.type, Boolean(member.members?.length))];
    if (member.members?.length && !flat) typeCell.push(expandable(member.members, notes, at(member.name)));
    const row = { name: nameCell(`${shownPrefix}${member.name}`, member), type: typeCell, defaultValue: defaultValue !== undefined ? [code(defaultValue)] : [], description: docCell(member.doc, note) };
    return flat ? [row, ...memberRows(member.members!, notes, at(member.name), `${shownPrefix}${member.name}.`)] : [row];
  });
}

/** An object type written out whose members are laid out below it: `{ … }` says enough. */
function laidOutType(type: ApiType, laidOut: boolean): PhrasingContent {
  return laidOut && /^\{[\s\S]*\}$/.test(type.text) && type.text.length > 30 ? code('{ … }') : typeNode(type);
}

/** Whether a table of `members` would say more than a declaration that lists them all. */
function tableAddsToCode(members: readonly ApiMember[], notes: Notes): boolean {
  return members.some((member) => member.doc.summary || member.doc.deprecated !== undefined || member.doc.since || member.defaultValue !== undefined || member.members?.length || notes.get(member.name));
}

/** The members of a nested object type, folded under its type. */
function expandable(members: readonly ApiMember[], notes: Notes, path: string): RootContent {
  const count = members.length === 1 ? '1 member' : `${members.length} members`;
  return element('details', { className: ['dg-api__members'] }, [element('summary', {}, [text(count)]), ...memberTable(members, notes, path, 'Member')]);
}

function inheritedNote(inherited: ApiInherited | undefined, what: string): RootContent[] {
  if (!inherited) return [];
  const from = inherited.from.flatMap((name, index) => [...(index > 0 ? [text(index === inherited.from.length - 1 ? ' and ' : ', ')] : []), code(name)]);
  return [paragraph([text(`And ${inherited.count} more ${what} from `), ...(from.length > 0 ? from : [text('library types')]), text('.')])];
}

/** A type parameter with something to say beyond its name. */
function isWorthATable(parameter: ApiTypeParameter): boolean {
  return Boolean(parameter.constraint || parameter.defaultType || parameter.doc);
}

function typeParameterTable(parameters: readonly ApiTypeParameter[]): RootContent {
  const rows = parameters.map((parameter) => [
    [code(parameter.name)],
    parameter.constraint ? [typeNode(parameter.constraint)] : [],
    parameter.defaultType ? [typeNode(parameter.defaultType)] : [],
    parameter.doc ? flattenSingleParagraph(markdownNodes(parameter.doc)) : [],
  ]);
  return table(['Type parameter', 'Constraint', 'Default', 'Description'], rows);
}

function enumTable(members: readonly ApiMember[]): RootContent {
  const withDoc = members.some((member) => member.doc.summary || member.doc.deprecated !== undefined);
  return table(['Member', 'Value', ...(withDoc ? ['Description'] : [])], members.map((member) => [[code(member.name)], member.type.text ? [code(member.type.text)] : [], ...(withDoc ? [docCell(member.doc, undefined)] : [])]));
}

const KIND_GROUPS: Record<ApiKind, string> = {
  component: 'Components',
  function: 'Functions',
  class: 'Classes',
  interface: 'Interfaces',
  type: 'Types',
  enum: 'Enums',
  variable: 'Variables',
  namespace: 'Namespaces',
};
const KIND_ORDER: ApiKind[] = ['component', 'function', 'class', 'interface', 'type', 'enum', 'variable', 'namespace'];

/** Exports grouped as an index shows them: by `@category` (the rest by kind), or by kind. */
export function groupExports(exports: readonly ApiExportSummary[], by: 'kind' | 'category'): { title: string; exports: ApiExportSummary[] }[] {
  const groups = new Map<string, ApiExportSummary[]>();
  const order: string[] = [];
  const add = (title: string, entry: ApiExportSummary) => {
    let group = groups.get(title);
    if (!group) {
      groups.set(title, (group = []));
      order.push(title);
    }
    group.push(entry);
  };
  const categories = by === 'category' ? [...new Set(exports.flatMap((entry) => (entry.category ? [entry.category] : [])))] : [];
  for (const category of categories) for (const entry of exports) if (entry.category === category) add(category, entry);
  for (const kind of KIND_ORDER) for (const entry of exports) if (!(by === 'category' && entry.category) && entry.kind === kind) add(KIND_GROUPS[kind], entry);
  return order.map((title) => ({ title, exports: groups.get(title)! }));
}

/** An index of a module's exports: a table per group, each name linked to its page when it has one. */
export function renderIndex(exports: readonly ApiExportSummary[], options: { group: 'kind' | 'category'; level: number }): RootContent[] {
  const out: RootContent[] = [];
  for (const group of groupExports(exports, options.group)) {
    out.push(heading(options.level, group.title));
    out.push(
      table(
        ['Name', 'Description'],
        group.exports.map((entry) => [
          [entry.href ? ({ type: 'link', url: entry.href, children: [code(entry.name)] } as PhrasingContent) : code(entry.name)],
          [...(entry.deprecated ? [strong([text('Deprecated.')]), text(' ')] : []), ...(entry.summary ? (flattenSingleParagraph(markdownNodes(entry.summary)) as PhrasingContent[]) : [])],
        ]),
      ),
    );
  }
  return [element('div', { className: ['dg-api', 'dg-api--index'] }, out)];
}
