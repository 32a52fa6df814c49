// What part of a declaration file an API reference depends on, as a hash: so that an edit to one
// declaration rebuilds the pages that show it, and not every page whose program reads the file.
//
// A page that shows `createStore` depends on the text of the statements that declare the names
// it showed or followed (`createStore`, `CreateStoreOptions`, `Store`… from that file), and on
// what every file of its program says to the others whatever the page shows: its imports and
// exports (which name leads where), the names it exports, its `declare module` and
// `declare global` blocks (they can add members to any type), and, for a script (no import or
// export), everything (its declarations are global). A package.json counts by the fields module
// resolution reads, so a new version with the same entry points and the same declarations
// rebuilds nothing.
import { hash } from 'node:crypto';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import type TypeScript from 'typescript';

// (store/dependencies.ts checks these; its own textHash is not imported, to keep the two apart.)
const textHash = (text: string): string => hash('sha1', text);

let tsModule: typeof TypeScript | undefined;
// Loaded on first use: checking a fingerprint needs the parser only when a file's text changed.
const typescript = (): typeof TypeScript => (tsModule ??= createRequire(import.meta.url)('typescript') as typeof TypeScript);

/** The package.json fields module resolution reads (TypeScript's and Node's). */
const RESOLUTION_FIELDS = ['name', 'type', 'main', 'module', 'types', 'typings', 'exports', 'imports', 'typesVersions'];

/**
 * The fingerprint of `text` (the file at `fileName`, as TypeScript read it) for a page that used
 * the declarations of `names` in it.
 */
export function declarationFingerprint(fileName: string, text: string, names: readonly string[]): string {
  if (fileName.endsWith('.json')) {
    if (basename(fileName) !== 'package.json') return textHash(text);
    try {
      const json = JSON.parse(text) as Record<string, unknown>;
      return textHash(JSON.stringify(RESOLUTION_FIELDS.map((field) => json[field] ?? null)));
    } catch {
      return textHash(text);
    }
  }
  const ts = typescript();
  return sourceFingerprint(ts, ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, scriptKindOf(ts, fileName)), names);
}

/** The same, for a file TypeScript has parsed already (a program's source file). */
export function sourceFingerprint(ts: typeof TypeScript, file: TypeScript.SourceFile, names: readonly string[]): string {
  if (!isModule(ts, file)) return textHash(file.text);
  const wanted = new Set(names);
  const parts: string[] = [];
  for (const statement of file.statements) {
    if (speaksToOtherFiles(ts, statement)) {
      parts.push(statement.getFullText(file));
      continue;
    }
    const declared = declaredNames(ts, statement);
    if (hasExportModifier(ts, statement)) parts.push(`export ${declared.join(',')}`);
    // A statement that declares nothing (`f.displayName = 'x'` in a source file) may still add
    // to a declared type: it counts whatever the reference used.
    if (declared.length === 0 || declared.some((name) => wanted.has(name))) parts.push(statement.getFullText(file));
  }
  return textHash(parts.join('\u0000'));
}

/**
 * Whether the file is a module (an import or an export at its top), by its text alone: a program's
 * compiler options can make every file a module (`moduleDetection`), and the fingerprint checked
 * later, from the text only, must come out the same.
 */
function isModule(ts: typeof TypeScript, file: TypeScript.SourceFile): boolean {
  return file.statements.some(
    (statement) =>
      ts.isImportDeclaration(statement) ||
      (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)) ||
      ts.isExportDeclaration(statement) ||
      ts.isExportAssignment(statement) ||
      hasExportModifier(ts, statement),
  );
}

/** Imports, exports, `export =`, `export as namespace`, `declare module "x"` and `declare global`. */
function speaksToOtherFiles(ts: typeof TypeScript, statement: TypeScript.Statement): boolean {
  if (ts.isImportDeclaration(statement) || ts.isImportEqualsDeclaration(statement) || ts.isExportDeclaration(statement) || ts.isExportAssignment(statement)) return true;
  if (ts.isNamespaceExportDeclaration(statement)) return true;
  return ts.isModuleDeclaration(statement) && (ts.isStringLiteral(statement.name) || (statement.flags & ts.NodeFlags.GlobalAugmentation) !== 0);
}

function hasExportModifier(ts: typeof TypeScript, statement: TypeScript.Statement): boolean {
  return ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
}

/** The names a top-level statement declares ('default' for an anonymous default export). */
export function declaredNames(ts: typeof TypeScript, statement: TypeScript.Statement): string[] {
  if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.flatMap((declaration) => bindingNames(ts, declaration.name));
  if (
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isEnumDeclaration(statement) ||
    ts.isModuleDeclaration(statement)
  ) {
    const name = statement.name;
    if (name && (ts.isIdentifier(name) || ts.isStringLiteral(name))) return [name.text];
    return ['default'];
  }
  return [];
}

function bindingNames(ts: typeof TypeScript, name: TypeScript.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : bindingNames(ts, element.name)));
}

function scriptKindOf(ts: typeof TypeScript, fileName: string): TypeScript.ScriptKind {
  if (/\.[cm]?tsx$/.test(fileName)) return ts.ScriptKind.TSX;
  if (/\.[cm]?jsx$/.test(fileName)) return ts.ScriptKind.JSX;
  if (/\.[cm]?js$/.test(fileName)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}
