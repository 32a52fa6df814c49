// A config value written back as source, for `docsgen migrate`. The docsgen config is the Vocs
// config mapped by the adapter (config/vocs/adapt.ts), which runs on evaluated values; writing those
// values out as literals would lose what the Vocs config computed (`process.env.…`, `resolve(__dirname, …)`)
// and could not write functions or JSX at all. So the Vocs config's source is indexed against its
// evaluated value first (`SourceIndex`): a function, element, object or list the adapter passed
// through is written as its original expression, and a string it moved elsewhere is written as the
// expression that computed it; only what the adapter made itself is written as a literal.
import type TypeScript from 'typescript';
import { propertyKey, ts } from './config-source.js';

/** An expression of the Vocs config as written, and how to place it elsewhere. */
interface WrittenSource {
  text: string;
  /** The width of the indentation of the line it starts on (its other lines are re-indented from it). */
  column: number;
  /** Set for a method (`boostDocument(id) { … }`): its name. */
  method?: string;
}

/** A value that has no source form: the adapter made it and it is not data (a function it wrapped). */
export class UnwritableValue extends Error {
  constructor(readonly what: string) {
    super(`cannot be written as source: ${what}`);
    this.name = 'UnwritableValue';
  }
}

function isStaticLiteral(node: TypeScript.Node): boolean {
  if (ts.isStringLiteral(node) || ts.isNumericLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isBigIntLiteral(node) || ts.isRegularExpressionLiteral(node)) return true;
  if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword || node.kind === ts.SyntaxKind.NullKeyword) return true;
  if (ts.isPrefixUnaryExpression(node) && ts.isNumericLiteral(node.operand)) return true;
  if (ts.isIdentifier(node) && node.text === 'undefined') return true;
  return false;
}

function unwrap(node: TypeScript.Expression): TypeScript.Expression {
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) node = node.expression;
  return node;
}

export interface ComputedLeaf {
  /** Key path under the field, e.g. `vite.resolve.alias["@lib"]`. */
  path: string;
  text: string;
}

/** The Vocs config's expressions, found from the values they evaluated to. */
export class SourceIndex {
  private readonly byReference = new Map<unknown, WrittenSource>();
  private readonly byString = new Map<string, Set<string>>();
  private readonly sourceFile: TypeScript.SourceFile;

  constructor(sourceFile: TypeScript.SourceFile) {
    this.sourceFile = sourceFile;
  }

  private written(node: TypeScript.Node, method?: string): WrittenSource {
    const start = node.getStart(this.sourceFile);
    const lineStart = this.sourceFile.text.lastIndexOf('\n', start - 1) + 1;
    const column = /^[ \t]*/.exec(this.sourceFile.text.slice(lineStart, start))![0].length;
    return { text: node.getText(this.sourceFile), column, ...(method !== undefined ? { method } : {}) };
  }

  /**
   * Indexes `node` (an expression of the config) as the source of `value`, and what it holds.
   * Returns the expressions under it that compute a value (not literals), by key path: what may be
   * lost if the adapter's output is written as data.
   */
  add(node: TypeScript.Expression, value: unknown, path: string): ComputedLeaf[] {
    const leaves: ComputedLeaf[] = [];
    this.visit(node, value, path, leaves);
    return leaves;
  }

  /** Indexes a method of the config (`boostDocument(id) { … }`) as the source of the function `value`. */
  addMethod(node: TypeScript.MethodDeclaration, value: unknown, key: string): void {
    if (typeof value === 'function' && !this.byReference.has(value)) this.byReference.set(value, this.written(node, key));
  }

  private visit(node: TypeScript.Expression, value: unknown, path: string, leaves: ComputedLeaf[]): void {
    const inner = unwrap(node);
    if ((typeof value === 'object' && value !== null) || typeof value === 'function') {
      if (!this.byReference.has(value)) this.byReference.set(value, this.written(node));
    }
    if (ts.isObjectLiteralExpression(inner) && value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const property of inner.properties) {
        if (ts.isSpreadAssignment(property)) {
          leaves.push({ path: `${path}{…}`, text: property.getText(this.sourceFile) });
          continue;
        }
        const key = propertyKey(property.name);
        if (key === undefined) {
          leaves.push({ path: `${path}[…]`, text: property.getText(this.sourceFile) });
          continue;
        }
        const at = `${path}${keyPath(key)}`;
        if (ts.isPropertyAssignment(property)) this.visit(property.initializer, record[key], at, leaves);
        else if (ts.isShorthandPropertyAssignment(property)) this.visit(property.name, record[key], at, leaves);
        else if (ts.isMethodDeclaration(property)) this.addMethod(property, record[key], key);
      }
      return;
    }
    if (ts.isArrayLiteralExpression(inner) && Array.isArray(value)) {
      for (const [index, element] of inner.elements.entries()) {
        if (ts.isSpreadElement(element)) {
          leaves.push({ path: `${path}[${index}…]`, text: element.getText(this.sourceFile) });
          break;
        }
        if (!ts.isOmittedExpression(element)) this.visit(element, value[index], `${path}[${index}]`, leaves);
      }
      return;
    }
    if (isStaticLiteral(inner)) return;
    if (ts.isArrowFunction(inner) || ts.isFunctionExpression(inner) || ts.isJsxElement(inner) || ts.isJsxSelfClosingElement(inner) || ts.isJsxFragment(inner)) return;
    const text = node.getText(this.sourceFile);
    leaves.push({ path, text });
    if (typeof value === 'string' && value !== '') {
      const texts = this.byString.get(value) ?? new Set<string>();
      texts.add(text);
      this.byString.set(value, texts);
    }
  }

  sourceOf(value: unknown): WrittenSource | undefined {
    if (typeof value === 'string') {
      // A string the config computed, written where the adapter put it; only when one expression
      // computed it (two different ones giving the same string leave it a literal).
      const texts = this.byString.get(value);
      return texts && texts.size === 1 ? { text: [...texts][0]!, column: 0 } : undefined;
    }
    return this.byReference.get(value);
  }
}

/** `.name` or `["a-b"]`, as a key path segment in messages. */
export function keyPath(key: string): string {
  return IDENTIFIER.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** Lines longer than this are broken, one property or element a line. */
const LINE_WIDTH = 100;

export function quote(text: string): string {
  const escaped = JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'");
  return `'${escaped}'`;
}

export function writeKey(key: string): string {
  return IDENTIFIER.test(key) ? key : quote(key);
}

/** `text`, written at `column`, moved to start at `indent` (its first line is placed by the caller). */
export function reindent(text: string, column: number, indent: string): string {
  const lines = text.split('\n');
  return lines
    .map((line, index) => {
      if (index === 0) return line;
      const leading = /^[ \t]*/.exec(line)![0].length;
      return leading >= column ? indent + line.slice(column) : line;
    })
    .join('\n');
}

/** A method's text as a function expression: `boostDocument(id) { … }` → `function boostDocument(id) { … }`. */
function methodAsFunction(text: string): string {
  const async = /^async\s+/.exec(text);
  const rest = async ? text.slice(async[0].length) : text;
  const generator = rest.startsWith('*');
  return `${async ? 'async ' : ''}function${generator ? '*' : ''} ${generator ? rest.slice(1).trimStart() : rest}`;
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** `key: value` (or the method as written) inside an object literal at `indent`. */
export function writeProperty(key: string, value: unknown, sources: SourceIndex, indent: string, path: string): string {
  const source = sources.sourceOf(value);
  if (source?.method === key) return reindent(source.text, source.column, indent);
  return `${writeKey(key)}: ${writeValue(value, sources, indent, `${path}${keyPath(key)}`)}`;
}

/** `value` as a source expression, written at `indent` (the indentation of the line it starts on). */
export function writeValue(value: unknown, sources: SourceIndex, indent: string, path: string): string {
  const source = sources.sourceOf(value);
  if (source) return reindent(source.method !== undefined ? methodAsFunction(source.text) : source.text, source.column, indent);
  if (value === undefined) return 'undefined';
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : Number.isFinite(value) ? String(value) : value > 0 ? 'Infinity' : value < 0 ? '-Infinity' : 'NaN';
  if (typeof value === 'string') return quote(value);
  if (value instanceof RegExp) return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const items = value.map((item, index) => writeValue(item, sources, inner, `${path}[${index}]`));
    return layout('[', items, ']', indent);
  }
  if (typeof value === 'object' && isPlainObject(value)) {
    const items = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => writeProperty(key, item, sources, inner, path));
    return layout('{', items, '}', indent, ' ');
  }
  throw new UnwritableValue(`${path || 'the value'} (${typeof value === 'function' ? 'a function' : 'an object'} made when mapping the Vocs config)`);
}

function layout(open: string, items: string[], close: string, indent: string, pad = ''): string {
  if (items.length === 0) return `${open}${close}`;
  const flat = `${open}${pad}${items.join(', ')}${pad}${close}`;
  if (!flat.includes('\n') && flat.length + indent.length <= LINE_WIDTH) return flat;
  return `${open}\n${items.map((item) => `${indent}  ${item},`).join('\n')}\n${indent}${close}`;
}
