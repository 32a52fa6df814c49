// What the parts of an extraction share for one page: the program and its checker, where each
// symbol is documented on the site, what the page used (for its cache entry), and the pieces
// every part needs (a type's text, a name's popup).
import type TypeScript from 'typescript';
import { nodeText, type NamedText } from './code-text.js';
import { typeCode } from './declaration-text.js';
import { JSDocReader, type HrefOf } from './jsdoc.js';
import type { ApiCode, ApiHover, ApiType } from './model.js';
import { ts, type DeclarationProgram } from './program.js';
import { UsedDeclarations } from './used-declarations.js';

/** How the checker prints a type it has no written form for. */
export const PRINT_FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope | ts.TypeFormatFlags.WriteArrowStyleSignature;

export class ExtractContext {
  readonly program: TypeScript.Program;
  readonly checker: TypeScript.TypeChecker;
  readonly docs: JSDocReader;
  readonly used: UsedDeclarations;
  private readonly service: TypeScript.LanguageService;

  constructor(
    readonly declarations: DeclarationProgram,
    readonly hrefOf: HrefOf,
  ) {
    this.service = declarations.languageService();
    this.program = declarations.program();
    this.checker = this.program.getTypeChecker();
    this.used = new UsedDeclarations(this.program, this.checker);
    this.docs = new JSDocReader(this.program, this.checker, hrefOf);
  }

  /** A symbol with its alias followed (`export { a as b }`, `import`). */
  target(symbol: TypeScript.Symbol): TypeScript.Symbol {
    return symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
  }

  symbolAt(node: TypeScript.Node): TypeScript.Symbol | undefined {
    try {
      const symbol = this.checker.getSymbolAtLocation(node);
      return symbol && this.target(symbol);
    } catch {
      return undefined;
    }
  }

  /** A type as written in a declaration, for a table cell: its text and links. */
  typeOfNode(node: TypeScript.Node): ApiType {
    return this.linked(nodeText(node));
  }

  /** A type the checker worked out (nothing written for it). */
  typeOfType(type: TypeScript.Type, location: TypeScript.Node | undefined): ApiType {
    this.used.type(type);
    const text = this.checker.typeToString(type, location, PRINT_FLAGS);
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const href = symbol && text.startsWith(symbol.name) && /^\W|^$/.test(text.slice(symbol.name.length)) ? this.hrefOf(symbol) : undefined;
    return { text, links: href ? [{ start: 0, length: symbol!.name.length, href }] : [] };
  }

  /** Text with a link on each name the site documents. */
  linked(named: NamedText): ApiType {
    const links: ApiType['links'] = [];
    for (const name of named.names) {
      const symbol = this.symbolAt(name.identifier);
      if (!symbol) continue;
      this.used.symbol(symbol);
      const href = this.hrefOf(symbol);
      if (href) links.push({ start: name.start, length: name.length, href });
    }
    return { text: named.text, links };
  }

  /** Code for a block, with a popup (and a link, where the site documents it) on each name. */
  code(named: NamedText): ApiCode {
    const hovers: ApiHover[] = [];
    for (const name of named.names) {
      const hover = this.hover(name.identifier);
      if (hover) hovers.push({ start: name.start, length: name.length, ...hover });
    }
    return { code: named.text, hovers };
  }

  private readonly hovers = new Map<TypeScript.Identifier, Omit<ApiHover, 'start' | 'length'> | null>();

  /** What an editor shows on hovering `identifier` (TypeScript's quick info). */
  hover(identifier: TypeScript.Identifier): Omit<ApiHover, 'start' | 'length'> | undefined {
    const known = this.hovers.get(identifier);
    if (known !== undefined) return known ?? undefined;
    const symbol = this.symbolAt(identifier);
    this.used.symbol(symbol);
    const file = identifier.getSourceFile();
    let info: TypeScript.QuickInfo | undefined;
    try {
      info = this.service.getQuickInfoAtPosition(file.fileName, identifier.getStart(file));
    } catch {
      info = undefined;
    }
    if (!info) {
      this.hovers.set(identifier, null);
      return undefined;
    }
    const text = popupText(ts.displayPartsToString(info.displayParts), symbol);
    const docs = this.docs.markdown(info.documentation ?? []).trim();
    const tags = (info.tags ?? []).map((tag): [string, string | undefined] => [tag.name, tag.text ? this.docs.markdown(tag.text).trim() || undefined : undefined]);
    const href = symbol ? this.hrefOf(symbol) : undefined;
    const hover = { text, ...(docs ? { docs } : {}), ...(tags.length > 0 ? { tags } : {}), ...(href ? { href } : {}) };
    this.hovers.set(identifier, hover);
    return hover;
  }

  /** Whether a file is a library's (TypeScript's, or an `@types` package): its types are not laid out member by member. */
  isLibraryFile(file: TypeScript.SourceFile): boolean {
    return this.program.isSourceFileDefaultLibrary(file) || /[\\/]node_modules[\\/]@types[\\/]/.test(file.fileName);
  }

  /** Where a node is, for errors and the reader: relative to the site folder when inside it. */
  sourceOf(node: TypeScript.Node): { file: string; line: number } {
    const file = node.getSourceFile();
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    const root = this.declarations.root.endsWith('/') ? this.declarations.root : `${this.declarations.root}/`;
    return { file: file.fileName.startsWith(root) ? file.fileName.slice(root.length) : file.fileName, line };
  }
}

/**
 * What a popup shows of a symbol: TypeScript's quick info, except for an interface, of which it
 * gives only the name (and twoslash's renderer drops a popup that says no more): its declaration,
 * members and all, as a signature block shows it.
 */
function popupText(quickInfo: string, symbol: TypeScript.Symbol | undefined): string {
  const declaration = symbol?.declarations?.find(ts.isInterfaceDeclaration);
  if (!declaration || !/^(\(alias\) )?interface \S+$/m.test(quickInfo.split('\n')[0]!)) return quickInfo;
  return typeCode(declaration, declaration.name.text).text;
}
