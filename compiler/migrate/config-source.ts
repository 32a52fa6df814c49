// A Vocs config file read as source, for `docsgen migrate`: the object literal its default export
// stands for (`export default defineConfig({ … })`, `export default { … }`, or a top-level
// `const config = defineConfig({ … })` exported by name), each of its properties' text, and the
// file's other top-level statements (imports, constants, helpers), which the docsgen config keeps
// as they are so that what the fields refer to still exists. Parsed with TypeScript's parser
// (a dependency already, for twoslash); nothing here runs the config.
import { createRequire } from 'node:module';
import type TypeScript from 'typescript';

const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;

export type Ts = typeof TypeScript;
export { ts };

/** One property of the config's object literal. */
export interface SourceProperty {
  /** Its key: an identifier, a string or a number written as one. */
  key: string;
  node: TypeScript.ObjectLiteralElementLike;
  /** The whole property as written: `title: site.name`, `head() { … }`, `sidebar`. */
  text: string;
}

export interface ConfigSource {
  file: string;
  sourceFile: TypeScript.SourceFile;
  /** The object literal the default export stands for. */
  literal: TypeScript.ObjectLiteralExpression;
  properties: SourceProperty[];
  /** Keys of the literal that are computed (`[key]: …`) or spread (`...shared`): read from the evaluated config. */
  opaque: boolean;
  /** Top-level statements kept in the docsgen config, in order (the default export and what only it used are not). */
  statements: TypeScript.Statement[];
  /** The 1-based line of the default export, for messages. */
  exportLine: number;
}

/** The config cannot be read as source; `hint` says what docsgen migrate can read. */
export class ConfigSourceError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
    readonly hint: string,
  ) {
    super(message);
    this.name = 'ConfigSourceError';
  }
}

const SHAPE_HINT = 'docsgen migrate reads `export default defineConfig({ … })`, `export default { … }`, or `const config = defineConfig({ … })` with `export default config`';

export function scriptKindOf(file: string): TypeScript.ScriptKind {
  if (/\.[jt]sx$/.test(file)) return ts.ScriptKind.TSX;
  if (/\.(m?js|cjs)$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

export function parseSource(file: string, text: string): TypeScript.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKindOf(file));
}

/** `defineConfig({ … })`, `{ … } satisfies Config`, `({ … })` → the object literal, or undefined. */
function configLiteral(expression: TypeScript.Expression): TypeScript.ObjectLiteralExpression | undefined {
  let node: TypeScript.Expression = expression;
  for (;;) {
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isTypeAssertionExpression(node)) node = node.expression;
    else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isIdentifier(node.expression) && node.expression.text === 'defineConfig') node = node.arguments[0]!;
    else break;
  }
  return ts.isObjectLiteralExpression(node) ? node : undefined;
}

export function propertyKey(name: TypeScript.PropertyName | undefined): string | undefined {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  return undefined;
}

function lineOf(sourceFile: TypeScript.SourceFile, node: TypeScript.Node): number {
  return sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
}

/** Whether `name` is referenced anywhere in `nodes` other than as a declaration's own name. */
function referenced(name: string, nodes: readonly TypeScript.Node[], except: TypeScript.Node): boolean {
  let found = false;
  const visit = (node: TypeScript.Node): void => {
    if (found || node === except) return;
    if (ts.isIdentifier(node) && node.text === name) {
      const parent = node.parent;
      const isOwnName = parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyAccessExpression(parent)) && (parent as { name?: TypeScript.Node }).name === node;
      if (!isOwnName) found = true;
    }
    ts.forEachChild(node, visit);
  };
  for (const node of nodes) visit(node);
  return found;
}

export function readConfigSource(file: string, text: string): ConfigSource {
  const sourceFile = parseSource(file, text);
  const statements = [...sourceFile.statements];
  const exportIndex = statements.findIndex((statement) => ts.isExportAssignment(statement) && !statement.isExportEquals);
  if (exportIndex < 0) throw new ConfigSourceError('the config file has no `export default`', undefined, SHAPE_HINT);
  const exported = statements[exportIndex] as TypeScript.ExportAssignment;
  const exportLine = lineOf(sourceFile, exported);
  const removed = new Set<TypeScript.Statement>([exported]);
  let literal = configLiteral(exported.expression);
  if (!literal && ts.isIdentifier(exported.expression)) {
    // `const config = defineConfig({ … })` … `export default config`.
    const name = exported.expression.text;
    for (const statement of statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const declarations = statement.declarationList.declarations;
      const declaration = declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name);
      if (!declaration?.initializer) continue;
      literal = configLiteral(declaration.initializer);
      if (!literal) break;
      if (declarations.length > 1) throw new ConfigSourceError(`\`${name}\` is declared with other variables in one statement`, lineOf(sourceFile, statement), `declare it on its own: const ${name} = defineConfig({ … })`);
      const others = statements.filter((other) => other !== statement && other !== exported);
      if (referenced(name, others, statement)) {
        throw new ConfigSourceError(`\`${name}\`, the exported config, is also used elsewhere in the file`, lineOf(sourceFile, statement), SHAPE_HINT);
      }
      removed.add(statement);
      break;
    }
  }
  if (!literal) throw new ConfigSourceError('the default export is not an object literal docsgen migrate can read', exportLine, SHAPE_HINT);

  const properties: SourceProperty[] = [];
  let opaque = false;
  for (const node of literal.properties) {
    const key = ts.isSpreadAssignment(node) ? undefined : propertyKey(node.name);
    if (key === undefined) {
      opaque = true;
      continue;
    }
    properties.push({ key, node, text: node.getText(sourceFile) });
  }
  return { file, sourceFile, literal, properties, opaque, statements: statements.filter((statement) => !removed.has(statement)), exportLine };
}
