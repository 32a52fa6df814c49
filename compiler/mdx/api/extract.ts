// From an export name to what the reference shows of it (model.ts), with the TypeScript checker:
// its kind, its declaration as code, its documentation, its signatures and its members. One
// Extraction per page: it knows where the site documents each symbol (for links), and records the
// declarations the page used (for its cache entry).
import type TypeScript from 'typescript';
import type { Dependency } from '../../store/dependencies.js';
import { closestExport } from './suggest.js';
import { nodeText, TextBuilder, type NamedText } from './code-text.js';
import { addTypeParameters, MAX_CODE_MEMBERS, typeCode } from './declaration-text.js';
import { ExtractContext, PRINT_FLAGS } from './context.js';
import { documentedHref, type DocumentedSymbol } from './documented.js';
import { membersOfType } from './members.js';
import type { ApiCode, ApiExportSummary, ApiKind, ApiSignature, ApiSymbol } from './model.js';
import { ts, type DeclarationProgram } from './program.js';
import { bindingDefaults, printedSignature, signatureOf, typeParameterOf } from './signatures.js';

/** An export name that is not there, with what is. */
export class MissingExportError extends Error {
  constructor(
    message: string,
    readonly suggestion: string | undefined,
  ) {
    super(message);
    this.name = 'MissingExportError';
  }
}


export class Extraction {
  private readonly context: ExtractContext;
  private readonly documented = new Map<string, string>();

  /**
   * `documented`: where the site documents symbols (best first); `route`: the page's own route,
   * which it does not link to; `entries`: the modules the page shows (`from`, imported from
   * `importer`), made part of the program before anything is asked.
   */
  constructor(
    private readonly declarations: DeclarationProgram,
    documented: readonly DocumentedSymbol[],
    private readonly route: string,
    entries: readonly { from: string; importer: string }[],
  ) {
    const resolved = [...entries, ...documented].map((entry) => declarations.resolve(entry.from, entry.importer));
    declarations.include(resolved.flatMap((entry) => (entry.ok ? [entry.fileName] : [])));
    this.context = new ExtractContext(declarations, (symbol) => this.hrefOf(symbol));
    for (const entry of documented) {
      const found = this.lookUp(entry.from, entry.importer, entry.name);
      if (!found.ok) continue;
      const key = symbolKey(found.symbol);
      if (key && !this.documented.has(key)) this.documented.set(key, documentedHref(entry));
    }
  }

  /** The reference of export `name` of module `from` (as imported from `importer`). Throws MissingExportError. */
  symbol(from: string, importer: string, name: string): ApiSymbol {
    const found = this.lookUp(from, importer, name);
    if (!found.ok) throw new MissingExportError(found.message, found.suggestion);
    return this.symbolOf(found.symbol, name.split('.').at(-1)!);
  }

  /** The exports of module `from`, summed up. Throws MissingExportError when the module cannot be found. */
  exports(from: string, importer: string): ApiExportSummary[] {
    const module = this.moduleExports(from, importer);
    if (!module.ok) throw new MissingExportError(module.message, undefined);
    return module.exports
      .filter((exported) => !(this.context.target(exported).flags & ts.SymbolFlags.Prototype))
      .map((exported) => {
        const target = this.context.target(exported);
        this.context.used.symbol(exported);
        const doc = this.context.docs.doc(target);
        const summary = doc.summary ? firstSentence(doc.summary) : undefined;
        const href = this.hrefOf(target);
        return {
          name: exported.name,
          kind: kindOf(this.context, target),
          ...(summary ? { summary } : {}),
          ...(doc.category ? { category: doc.category } : {}),
          ...(doc.deprecated !== undefined ? { deprecated: true } : {}),
          ...(href ? { href } : {}),
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The dependencies of what this extraction showed: each file by the declarations used in it. */
  dependencies(): Dependency[] {
    return [...this.context.used.namesByFile()].map(([file, names]) => this.declarations.fingerprint(file, names));
  }

  private hrefOf(symbol: TypeScript.Symbol): string | undefined {
    const key = symbolKey(this.context.target(symbol));
    const href = key ? this.documented.get(key) : undefined;
    // The page itself is no place to go.
    return href === undefined || href === this.route ? undefined : href;
  }

  private moduleExports(from: string, importer: string): { ok: true; exports: TypeScript.Symbol[] } | { ok: false; message: string } {
    const entry = this.declarations.resolve(from, importer);
    if (!entry.ok) return entry;
    const file = this.context.program.getSourceFile(entry.fileName);
    const module = file && this.context.checker.getSymbolAtLocation(file);
    if (!module) return { ok: false, message: `"${from}" (${entry.fileName}) is not a module: it has no exports` };
    return { ok: true, exports: this.context.checker.getExportsOfModule(module) };
  }

  private lookUp(from: string, importer: string, name: string): { ok: true; symbol: TypeScript.Symbol } | { ok: false; message: string; suggestion?: string } {
    const module = this.moduleExports(from, importer);
    if (!module.ok) return module;
    let exports = module.exports;
    let path = '';
    let symbol: TypeScript.Symbol | undefined;
    for (const part of name.split('.')) {
      const where = path ? `the namespace ${path} of "${from}"` : `"${from}"`;
      symbol = exports.find((exported) => exported.name === part);
      if (!symbol) {
        const suggestion = closestExport(part, exports.map((exported) => exported.name));
        return { ok: false, message: `${where} exports no "${part}"`, ...(suggestion ? { suggestion: path ? `${path}.${suggestion}` : suggestion } : {}) };
      }
      path = path ? `${path}.${part}` : part;
      const target = this.context.target(symbol);
      exports = target.flags & ts.SymbolFlags.Module ? this.context.checker.getExportsOfModule(target) : [];
    }
    return { ok: true, symbol: this.context.target(symbol!) };
  }

  private symbolOf(symbol: TypeScript.Symbol, name: string): ApiSymbol {
    const context = this.context;
    context.used.symbol(symbol);
    const kind = kindOf(context, symbol);
    const declaration = mainDeclaration(symbol, kind);
    const doc = context.docs.doc(symbol);
    const base = { name, kind, doc, source: context.sourceOf(declaration), typeParameters: [], signatures: [], members: [] } satisfies Partial<ApiSymbol>;
    switch (kind) {
      case 'function':
      case 'component':
        return this.functionOf(symbol, base);
      case 'class':
        return this.classOf(symbol, declaration as TypeScript.ClassLikeDeclaration, base);
      case 'interface':
      case 'type':
        return this.typeOf(symbol, declaration, base);
      case 'enum':
        return this.enumOf(symbol, declaration as TypeScript.EnumDeclaration, base);
      case 'namespace':
        return this.namespaceOf(symbol, declaration, base);
      case 'variable':
        return { ...base, declaration: context.code(variableCode(context, symbol, declaration, name)) };
    }
  }

  private functionOf(symbol: TypeScript.Symbol, base: Omit<ApiSymbol, 'declaration'>): ApiSymbol {
    const context = this.context;
    const patternName = base.kind === 'component' ? 'props' : 'options';
    const shape = { prefix: 'function ', name: base.name, patternName };
    const declarations = (symbol.declarations ?? []).filter((declaration): declaration is TypeScript.FunctionDeclaration => ts.isFunctionDeclaration(declaration));
    let signatures: ApiSignature[];
    let firstParameter: TypeScript.ParameterDeclaration | undefined;
    if (declarations.length > 0) {
      // An implementation after its overloads is not one of them.
      const overloads = declarations.length > 1 ? declarations.filter((declaration) => !declaration.body) : declarations;
      signatures = overloads.map((declaration) => signatureOf(context, declaration, shape));
      firstParameter = overloads[0]?.parameters[0];
    } else {
      // `const f = (…) => …`, `const f: (…) => R`: the signatures of its type.
      const declaration = symbol.valueDeclaration!;
      const type = context.checker.getTypeOfSymbolAtLocation(symbol, declaration);
      const arrow = ts.isVariableDeclaration(declaration) && declaration.initializer && (ts.isArrowFunction(declaration.initializer) || ts.isFunctionExpression(declaration.initializer)) ? declaration.initializer : undefined;
      const constShape = { ...shape, prefix: 'const ', name: `${base.name}: ` };
      signatures = arrow
        ? [signatureOf(context, arrow, { ...shape, prefix: 'function ' })]
        : context.checker.getSignaturesOfType(type, ts.SignatureKind.Call).map((signature) => printedSignature(context, signature, declaration, constShape));
      firstParameter = arrow?.parameters[0];
    }
    // Documentation written on the function as a whole (`/** … */ export const f = …`) counts for
    // a signature that has none of its own.
    for (const signature of signatures) if (!signature.doc.summary && base.doc.summary && signatures.length === 1) signature.doc = { ...base.doc, ...pickSet(signature.doc) };
    const declarationCode = joinCodes(signatures.map((signature) => signature.code));
    let members: ApiSymbol['members'] = [];
    let inherited: ApiSymbol['inherited'];
    if (base.kind === 'component' && firstParameter) {
      const type = context.checker.getTypeAtLocation(firstParameter);
      const props = membersOfType(context, type, firstParameter, { depth: 0, always: true, defaults: bindingDefaults(firstParameter), docs: context.docs.memberParamDocs(firstParameter.parent, 'props') });
      members = props?.members ?? [];
      inherited = props?.inherited;
    }
    return { ...base, declaration: declarationCode, signatures, members, ...(inherited ? { inherited } : {}) };
  }

  private classOf(symbol: TypeScript.Symbol, declaration: TypeScript.ClassLikeDeclaration, base: Omit<ApiSymbol, 'declaration'>): ApiSymbol {
    const context = this.context;
    const header = new TextBuilder();
    const modifiers = ts.getCombinedModifierFlags(declaration);
    header.add(modifiers & ts.ModifierFlags.Abstract ? 'abstract class ' : 'class ').add(base.name);
    addTypeParameters(header, declaration.typeParameters);
    for (const clause of declaration.heritageClauses ?? []) header.add(' ').add(nodeText(clause));
    const constructors = declaration.members.filter((member): member is TypeScript.ConstructorDeclaration => ts.isConstructorDeclaration(member));
    const publicConstructors = constructors.filter((constructor) => !(ts.getCombinedModifierFlags(constructor) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)));
    const shown = publicConstructors.length > 1 ? publicConstructors.filter((constructor) => !constructor.body) : publicConstructors;
    const signatures = shown.map((constructor) => signatureOf(context, constructor, { prefix: 'new ', name: base.name, patternName: 'options' }));
    const instance = membersOfType(context, context.checker.getDeclaredTypeOfSymbol(symbol), declaration, { depth: 0, always: true });
    const statics = membersOfType(context, context.checker.getTypeOfSymbolAtLocation(symbol, declaration), declaration, { depth: 0, always: true });
    const members = [...(statics?.members ?? []).filter((member) => member.name !== 'prototype').map((member) => ({ ...member, static: true })), ...(instance?.members ?? [])];
    // The constructors inside, as the declaration would have them.
    if (shown.length > 0) {
      header.add(' {');
      for (const constructor of shown) header.add('\n  ').add(constructorText(constructor)).add(';');
      header.add('\n}');
    }
    const code = context.code(header.done());
    return { ...base, declaration: code, signatures, members, typeParameters: (declaration.typeParameters ?? []).map((parameter) => typeParameterOf(context, parameter)), ...(instance?.inherited ? { inherited: instance.inherited } : {}) };
  }

  private typeOf(symbol: TypeScript.Symbol, declaration: TypeScript.Declaration, base: Omit<ApiSymbol, 'declaration'>): ApiSymbol {
    const context = this.context;
    const type = context.checker.getDeclaredTypeOfSymbol(symbol);
    const code = typeCode(declaration, base.name);
    const objectLike = ts.isInterfaceDeclaration(declaration) || (ts.isTypeAliasDeclaration(declaration) && !type.isUnion() && !(type.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike | ts.TypeFlags.BigIntLike | ts.TypeFlags.ESSymbolLike | ts.TypeFlags.Void | ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Never)));
    const laidOut = objectLike ? membersOfType(context, type, declaration, { depth: 0, always: true }) : undefined;
    const callable = context.checker.getSignaturesOfType(type, ts.SignatureKind.Call).length > 0 && (laidOut?.members ?? []).every((member) => member.kind === 'call');
    const signatures: ApiSignature[] = [];
    if (callable && ts.isTypeAliasDeclaration(declaration) && ts.isFunctionTypeNode(declaration.type)) {
      signatures.push(signatureOf(context, declaration.type, { prefix: 'type ', name: `${base.name} = `, patternName: 'options' }));
      signatures[0]!.code = context.code(code);
    }
    const typeParameters = ((declaration as TypeScript.InterfaceDeclaration | TypeScript.TypeAliasDeclaration).typeParameters ?? []).map((parameter) => typeParameterOf(context, parameter));
    const members = callable ? [] : (laidOut?.members ?? []);
    const written = ts.isInterfaceDeclaration(declaration) ? declaration.members : ts.isTypeAliasDeclaration(declaration) && ts.isTypeLiteralNode(declaration.type) ? declaration.type.members : undefined;
    const membersInCode = written !== undefined && written.length <= MAX_CODE_MEMBERS && written.length === members.length && !(ts.isInterfaceDeclaration(declaration) && declaration.heritageClauses?.length);
    return { ...base, declaration: context.code(code), signatures, members, typeParameters, ...(membersInCode ? { membersInCode } : {}), ...(laidOut?.inherited && !callable ? { inherited: laidOut.inherited } : {}) };
  }

  private enumOf(symbol: TypeScript.Symbol, declaration: TypeScript.EnumDeclaration, base: Omit<ApiSymbol, 'declaration'>): ApiSymbol {
    const context = this.context;
    const code = new TextBuilder().add(ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Const ? 'const enum ' : 'enum ').add(base.name).add(' {');
    const members = declaration.members.map((member) => {
      const value = context.checker.getConstantValue(member);
      const shown = value === undefined ? (member.initializer ? nodeText(member.initializer).text : '') : JSON.stringify(value);
      code.add('\n  ').add(nodeText(member.name)).add(shown ? ` = ${shown}` : '').add(',');
      const memberSymbol = context.symbolAt(member.name);
      return { name: member.name.getText(), kind: 'enum-member' as const, type: { text: shown, links: [] }, optional: false, readonly: true, doc: context.docs.doc(memberSymbol) };
    });
    code.add('\n}');
    void symbol;
    return { ...base, declaration: context.code(code.done()), members };
  }

  private namespaceOf(symbol: TypeScript.Symbol, declaration: TypeScript.Declaration, base: Omit<ApiSymbol, 'declaration'>): ApiSymbol {
    const context = this.context;
    const exports = context.checker
      .getExportsOfModule(symbol)
      .filter((exported) => !(exported.flags & ts.SymbolFlags.Prototype))
      // In the order they are written.
      .sort((a, b) => declarationOrder(a) - declarationOrder(b))
      .map((exported) => this.symbolOf(context.target(exported), exported.name));
    const code = new TextBuilder().add('namespace ').add(base.name).add(' {');
    for (const exported of exports) code.add(`\n  ${exported.kind === 'interface' ? 'interface' : exported.kind === 'type' ? 'type' : exported.kind === 'class' ? 'class' : exported.kind === 'enum' ? 'enum' : exported.kind === 'namespace' ? 'namespace' : exported.kind === 'variable' ? 'const' : 'function'} ${exported.name}`);
    code.add('\n}');
    void declaration;
    return { ...base, declaration: context.code(code.done()), exports };
  }
}

/** `constructor(a: A, b?: B)`: a constructor's parameters as written (their initializers left out). */
function constructorText(constructor: TypeScript.ConstructorDeclaration): NamedText {
  const text = new TextBuilder().add('constructor(');
  constructor.parameters.forEach((parameter, index) => {
    text.add(index > 0 ? ', ' : '');
    text.add(nodeText(parameter, new Set(parameter.initializer ? [parameter.initializer] : [])));
  });
  return text.add(')').done();
}

/** Where a symbol is declared in its file, to list a namespace's members as they are written. */
function declarationOrder(symbol: TypeScript.Symbol): number {
  return symbol.declarations?.[0]?.pos ?? 0;
}

/** The identity of a symbol in a program: where it is first declared. */
function symbolKey(symbol: TypeScript.Symbol): string | undefined {
  const declaration = symbol.declarations?.[0];
  // A module's declaration (its file) and its first statement start at the same place.
  return declaration ? `${declaration.getSourceFile().fileName}:${declaration.kind}:${declaration.pos}:${declaration.end}` : undefined;
}

/** What a symbol is, as a reader would group it. */
export function kindOf(context: ExtractContext, symbol: TypeScript.Symbol): ApiKind {
  const flags = symbol.flags;
  if (flags & ts.SymbolFlags.Class) return 'class';
  if (flags & ts.SymbolFlags.Function) return isComponent(context, symbol) ? 'component' : 'function';
  if (flags & ts.SymbolFlags.Enum) return 'enum';
  if (flags & ts.SymbolFlags.Variable) {
    const declaration = symbol.valueDeclaration;
    if (declaration && context.checker.getSignaturesOfType(context.checker.getTypeOfSymbolAtLocation(symbol, declaration), ts.SignatureKind.Call).length > 0) {
      return isComponent(context, symbol) ? 'component' : 'function';
    }
    return 'variable';
  }
  if (flags & ts.SymbolFlags.Interface) return 'interface';
  if (flags & ts.SymbolFlags.TypeAlias) return 'type';
  if (flags & ts.SymbolFlags.Module) return 'namespace';
  return 'variable';
}

/** A function named like a component (`WalletList`) that takes at most one argument and returns React elements. */
function isComponent(context: ExtractContext, symbol: TypeScript.Symbol): boolean {
  if (!/^[A-Z]/.test(symbol.name)) return false;
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (!declaration) return false;
  const signatures = context.checker.getSignaturesOfType(context.checker.getTypeOfSymbolAtLocation(symbol, declaration), ts.SignatureKind.Call);
  return (
    signatures.length > 0 &&
    signatures.every((signature) => {
      if (signature.getParameters().length > 2) return false;
      const returned = context.checker.typeToString(context.checker.getReturnTypeOfSignature(signature), declaration, PRINT_FLAGS);
      return /\b(JSX\.Element|ReactElement|ReactNode|ReactPortal)\b/.test(returned);
    })
  );
}

function mainDeclaration(symbol: TypeScript.Symbol, kind: ApiKind): TypeScript.Declaration {
  const declarations = symbol.declarations ?? [];
  const fits = (declaration: TypeScript.Declaration) => {
    switch (kind) {
      case 'class':
        return ts.isClassLike(declaration);
      case 'interface':
        return ts.isInterfaceDeclaration(declaration);
      case 'type':
        return ts.isTypeAliasDeclaration(declaration);
      case 'enum':
        return ts.isEnumDeclaration(declaration);
      case 'namespace':
        return ts.isModuleDeclaration(declaration) || ts.isSourceFile(declaration);
      default:
        return true;
    }
  };
  return declarations.find(fits) ?? symbol.valueDeclaration ?? declarations[0]!;
}

/** `const NAME: Type` (or `= value` for a literal constant). */
function variableCode(context: ExtractContext, symbol: TypeScript.Symbol, declaration: TypeScript.Declaration, name: string): NamedText {
  const code = new TextBuilder();
  const list = declaration.parent;
  const keyword = list && ts.isVariableDeclarationList(list) ? (list.flags & ts.NodeFlags.Const ? 'const ' : list.flags & ts.NodeFlags.Let ? 'let ' : 'var ') : 'const ';
  code.add(keyword).add(name);
  if (ts.isVariableDeclaration(declaration) && declaration.type) return code.add(': ').add(nodeText(declaration.type)).done();
  if (ts.isVariableDeclaration(declaration) && declaration.initializer && isLiteral(declaration.initializer)) return code.add(' = ').add(nodeText(declaration.initializer)).done();
  const type = context.checker.getTypeOfSymbolAtLocation(symbol, declaration);
  context.used.type(type);
  return code.add(': ').add(context.checker.typeToString(type, declaration, PRINT_FLAGS)).done();
}

function isLiteral(node: TypeScript.Expression): boolean {
  return ts.isStringLiteral(node) || ts.isNumericLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword;
}

function joinCodes(codes: readonly ApiCode[]): ApiCode {
  let code = '';
  const hovers: ApiCode['hovers'] = [];
  for (const piece of codes) {
    if (code) code += '\n';
    for (const hover of piece.hovers) hovers.push({ ...hover, start: hover.start + code.length });
    code += piece.code;
  }
  return { code, hovers };
}

/** The fields a doc actually sets. */
function pickSet<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && !(Array.isArray(field) && field.length === 0))) as Partial<T>;
}

/** The first sentence of a summary, for an index. */
export function firstSentence(markdown: string): string {
  const paragraph = markdown.split(/\n\s*\n/)[0]!.replace(/\s+/g, ' ').trim();
  const end = /[.!?](\s|$)/.exec(paragraph);
  return end ? paragraph.slice(0, end.index + 1) : paragraph;
}
