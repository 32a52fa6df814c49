// Which declarations an API reference depends on: the statements that declare what it shows, and
// every statement those refer to, transitively (a type's popup, its members or its expansion may
// print anything it reaches). Recorded by name, per file: the dependency on a file is then the
// fingerprint of those statements (fingerprint.ts), and an edit elsewhere in the file, or to a
// declaration no shown one reaches, rebuilds nothing.
//
// The walk follows every identifier of a statement, not only type references: a declaration in a
// source file (not a .d.ts) may have an inferred type, which depends on its body and on what the
// body calls. TypeScript's own libraries are not followed (their version is part of every key).
import type TypeScript from 'typescript';
import { declaredNames } from '../../store/declaration-fingerprint.js';
import { ts } from './program.js';

/** The statements each statement refers to, per program: worked out once, whatever page asks. */
const edgesByProgram = new WeakMap<TypeScript.Program, Map<TypeScript.Statement, TypeScript.Statement[]>>();

export class UsedDeclarations {
  private readonly seen = new Set<TypeScript.Statement>();
  private readonly edges: Map<TypeScript.Statement, TypeScript.Statement[]>;

  constructor(
    private readonly program: TypeScript.Program,
    private readonly checker: TypeScript.TypeChecker,
  ) {
    let edges = edgesByProgram.get(program);
    if (!edges) edgesByProgram.set(program, (edges = new Map()));
    this.edges = edges;
  }

  /** The reference shows or follows `symbol`. */
  symbol(symbol: TypeScript.Symbol | undefined): void {
    if (!symbol) return;
    const target = symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
    for (const declaration of [...(symbol.declarations ?? []), ...(target.declarations ?? [])]) this.node(declaration);
  }

  /** The reference shows `type` (printed by the checker): what it is made of. */
  type(type: TypeScript.Type): void {
    this.symbol(type.aliasSymbol);
    this.symbol(type.getSymbol());
    for (const argument of type.aliasTypeArguments ?? []) this.symbol(argument.aliasSymbol ?? argument.getSymbol());
    if (type.isUnionOrIntersection()) for (const part of type.types) this.symbol(part.aliasSymbol ?? part.getSymbol());
  }

  /** The reference shows `node` (part of a declaration). */
  node(node: TypeScript.Node): void {
    const statement = topStatement(node);
    if (!statement || this.program.isSourceFileDefaultLibrary(statement.getSourceFile())) return;
    const stack = [statement];
    while (stack.length > 0) {
      const current = stack.pop()!;
      if (this.seen.has(current)) continue;
      this.seen.add(current);
      for (const next of this.referencedBy(current)) if (!this.seen.has(next)) stack.push(next);
    }
  }

  /** The names used in each file: what the reference's dependency on that file covers. */
  namesByFile(): Map<TypeScript.SourceFile, string[]> {
    const byFile = new Map<TypeScript.SourceFile, Set<string>>();
    for (const statement of this.seen) {
      const file = statement.getSourceFile();
      let names = byFile.get(file);
      if (!names) byFile.set(file, (names = new Set()));
      for (const name of declaredNames(ts, statement)) names.add(name);
    }
    return new Map([...byFile].map(([file, names]) => [file, [...names].sort()]));
  }

  private referencedBy(statement: TypeScript.Statement): TypeScript.Statement[] {
    let next = this.edges.get(statement);
    if (next) return next;
    const found = new Set<TypeScript.Statement>();
    const visit = (node: TypeScript.Node): void => {
      if (ts.isIdentifier(node)) {
        let symbol: TypeScript.Symbol | undefined;
        try {
          symbol = this.checker.getSymbolAtLocation(node);
        } catch {
          symbol = undefined;
        }
        if (symbol) {
          const target = symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
          for (const declaration of [...(symbol.declarations ?? []), ...(target.declarations ?? [])]) {
            const top = topStatement(declaration);
            if (top && top !== statement && !this.program.isSourceFileDefaultLibrary(top.getSourceFile())) found.add(top);
          }
        }
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(statement);
    next = [...found];
    this.edges.set(statement, next);
    return next;
  }
}

/** The statement at the top of a file that holds `node` (a `declare module` block, for what is inside one). */
export function topStatement(node: TypeScript.Node): TypeScript.Statement | undefined {
  let current: TypeScript.Node = node;
  while (current.parent && !ts.isSourceFile(current.parent)) current = current.parent;
  return current.parent && ts.isSourceFile(current.parent) ? (current as TypeScript.Statement) : undefined;
}
