// The members of a type as table rows: properties, methods, accessors, index and call signatures,
// each with its type, optional and readonly marks, default and documentation, and the members of
// its own type when that is an object worth laying out (expandable under the row). Members that
// come from a library (a component's `<div>` props, `Array`'s methods) are counted, not listed.
import type TypeScript from 'typescript';
import { nodeText } from './code-text.js';
import type { ExtractContext } from './context.js';
import type { ApiInherited, ApiMember } from './model.js';
import { ts } from './program.js';

/** How deep members of members are laid out. */
const MAX_DEPTH = 3;
/** An object type with more own members than this is named, not laid out, when nested. */
const MAX_NESTED_MEMBERS = 30;

export interface MemberOptions {
  depth: number;
  /** Defaults from a destructuring parameter (`{ a = 1 }`), by member name. */
  defaults?: ReadonlyMap<string, string>;
  /** Documentation from `@param options.a …` tags, by member name. */
  docs?: ReadonlyMap<string, string>;
  /** The types being laid out above this one (a type that contains itself is named, not laid out again). */
  seen?: ReadonlySet<TypeScript.Type>;
  /** Lay out the type even when it is documented elsewhere or large (the symbol's own members). */
  always?: boolean;
}

export interface LaidOutMembers {
  members: ApiMember[];
  inherited?: ApiInherited;
}

/** The members of `type` (as seen at `location`), or undefined when it is not an object type worth laying out. */
export function membersOfType(context: ExtractContext, type: TypeScript.Type, location: TypeScript.Node, options: MemberOptions): LaidOutMembers | undefined {
  const { checker } = context;
  const shown = checker.getNonNullableType(type);
  if (!options.always && !worthLayingOut(context, shown, options)) return undefined;
  const seen = new Set(options.seen ?? []);
  seen.add(shown);
  const members: ApiMember[] = [];
  const inheritedFrom = new Set<string>();
  let inheritedCount = 0;
  for (const property of inDeclarationOrder(checker.getPropertiesOfType(shown))) {
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    if (declaration && isHidden(declaration, property)) continue;
    if (declaration && context.isLibraryFile(declaration.getSourceFile())) {
      inheritedCount++;
      const owner = ownerName(declaration);
      if (owner) inheritedFrom.add(owner);
      continue;
    }
    members.push(memberOf(context, property, declaration, location, { ...options, seen }));
  }
  for (const info of checker.getIndexInfosOfType(shown)) {
    const declaration = info.declaration;
    if (declaration && context.isLibraryFile(declaration.getSourceFile())) continue;
    const keyText = checker.typeToString(info.keyType);
    members.push({
      name: `[key: ${keyText}]`,
      kind: 'index',
      type: declaration?.type ? context.typeOfNode(declaration.type) : context.typeOfType(info.type, location),
      optional: false,
      readonly: info.isReadonly,
      doc: context.docs.doc(declaration ? context.symbolAt(declaration) : undefined),
    });
  }
  for (const signature of checker.getSignaturesOfType(shown, ts.SignatureKind.Call)) {
    const declaration = signature.getDeclaration();
    if (!declaration || context.isLibraryFile(declaration.getSourceFile()) || !ts.isCallSignatureDeclaration(declaration)) continue;
    members.push({ name: '(call)', kind: 'call', type: { text: nodeText(declaration).text.replace(/;$/, ''), links: [] }, optional: false, readonly: false, doc: context.docs.doc(signature) });
  }
  return { members, ...(inheritedCount > 0 ? { inherited: { from: [...inheritedFrom].sort(), count: inheritedCount } } : {}) };
}

/**
 * Properties in the order they are written: by file, then place in it (those declared nowhere, by
 * name, last). TypeScript's own order for a mapped type (`Pick<Wallet, K>`, `Omit`…) follows the
 * keys' union, which is ordered by when each literal type was first made in the program: a
 * program kept from page to page (a warm build) would lay out the same type in another order
 * than a fresh one (a cold build).
 */
function inDeclarationOrder(properties: readonly TypeScript.Symbol[]): TypeScript.Symbol[] {
  const place = (property: TypeScript.Symbol) => {
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    return declaration ? { file: declaration.getSourceFile().fileName, at: declaration.getStart() } : undefined;
  };
  const placed = properties.map((property) => ({ property, place: place(property) }));
  return placed
    .sort((a, b) => {
      if (!a.place || !b.place) return a.place ? -1 : b.place ? 1 : a.property.name < b.property.name ? -1 : a.property.name > b.property.name ? 1 : 0;
      return a.place.file < b.place.file ? -1 : a.place.file > b.place.file ? 1 : a.place.at - b.place.at;
    })
    .map(({ property }) => property);
}

/** An object type with members of its own, not a library's, nor one the site documents on a page of its own. */
function worthLayingOut(context: ExtractContext, type: TypeScript.Type, options: MemberOptions): boolean {
  const { checker } = context;
  if (options.depth >= MAX_DEPTH || options.seen?.has(type)) return false;
  if (type.isUnion() || !(type.flags & ts.TypeFlags.Object || type.isIntersection())) return false;
  if (checker.isArrayType(type) || checker.isTupleType(type)) return false;
  if (checker.getSignaturesOfType(type, ts.SignatureKind.Call).length > 0 || checker.getSignaturesOfType(type, ts.SignatureKind.Construct).length > 0) return false;
  const symbol = type.aliasSymbol ?? type.getSymbol();
  if (symbol && context.hrefOf(symbol)) return false;
  const declaration = symbol?.declarations?.[0];
  if (declaration && context.isLibraryFile(declaration.getSourceFile())) return false;
  let own = 0;
  for (const property of checker.getPropertiesOfType(type)) {
    const at = property.valueDeclaration ?? property.declarations?.[0];
    if (at && !context.isLibraryFile(at.getSourceFile()) && !isHidden(at, property)) own++;
  }
  return own > 0 && own <= MAX_NESTED_MEMBERS;
}

/** Private and protected class members, `#private` fields: not part of what a user may call. */
function isHidden(declaration: TypeScript.Declaration, property: TypeScript.Symbol): boolean {
  if (property.name.startsWith('#') || property.name.startsWith('__@')) return true;
  const flags = ts.getCombinedModifierFlags(declaration);
  return (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) !== 0 || ts.isPrivateIdentifier((declaration as { name?: TypeScript.Node }).name ?? declaration);
}

/** The interface or type alias a library member is declared in (`HTMLAttributes`), to name where members come from. */
function ownerName(declaration: TypeScript.Node): string | undefined {
  for (let node: TypeScript.Node | undefined = declaration.parent; node; node = node.parent) {
    if ((ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isClassDeclaration(node)) && node.name) return node.name.text;
  }
  return undefined;
}

function memberOf(context: ExtractContext, property: TypeScript.Symbol, declaration: TypeScript.Declaration | undefined, location: TypeScript.Node, options: MemberOptions & { seen: Set<TypeScript.Type> }): ApiMember {
  const { checker } = context;
  context.used.symbol(property);
  const type = checker.getTypeOfSymbolAtLocation(property, location);
  const kind = memberKind(declaration);
  const doc = context.docs.doc(property);
  const fromParam = options.docs?.get(property.name);
  if (fromParam && !doc.summary) doc.summary = fromParam;
  const defaultValue = options.defaults?.get(property.name) ?? doc.defaultValue;
  const nested = kind === 'property' || kind === 'accessor' ? membersOfType(context, type, location, { depth: options.depth + 1, seen: options.seen }) : undefined;
  return {
    name: property.name,
    kind,
    type: memberType(context, declaration, type, location),
    optional: (property.flags & ts.SymbolFlags.Optional) !== 0,
    readonly: isReadonly(declaration, property),
    ...(declaration && ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Static ? { static: true } : {}),
    ...(defaultValue !== undefined ? { defaultValue } : {}),
    doc,
    ...(nested && nested.members.length > 0 ? { members: nested.members } : {}),
  };
}

function memberKind(declaration: TypeScript.Declaration | undefined): ApiMember['kind'] {
  if (!declaration) return 'property';
  if (ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration)) return 'method';
  if (ts.isGetAccessorDeclaration(declaration) || ts.isSetAccessorDeclaration(declaration)) return 'accessor';
  if (ts.isEnumMember(declaration)) return 'enum-member';
  return 'property';
}

function isReadonly(declaration: TypeScript.Declaration | undefined, property: TypeScript.Symbol): boolean {
  if (!declaration) return false;
  if (ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly) return true;
  // A getter without a setter.
  return (property.flags & ts.SymbolFlags.GetAccessor) !== 0 && (property.flags & ts.SymbolFlags.SetAccessor) === 0;
}

/** A member's type as written: a property's annotation, a method's signature, a getter's return type. */
function memberType(context: ExtractContext, declaration: TypeScript.Declaration | undefined, type: TypeScript.Type, location: TypeScript.Node) {
  if (declaration) {
    if ((ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration) || ts.isParameter(declaration)) && declaration.type) return context.typeOfNode(declaration.type);
    if (ts.isGetAccessorDeclaration(declaration) && declaration.type) return context.typeOfNode(declaration.type);
    if ((ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration)) && declaration.type) {
      const parameters = declaration.parameters.map((parameter) => nodeText(parameter));
      const text: { text: string; names: ReturnType<typeof nodeText>['names'] } = { text: '', names: [] };
      const add = (piece: { text: string; names: ReturnType<typeof nodeText>['names'] }) => {
        for (const name of piece.names) text.names.push({ ...name, start: name.start + text.text.length });
        text.text += piece.text;
      };
      add({ text: '(', names: [] });
      parameters.forEach((parameter, index) => add(index > 0 ? { text: `, ${parameter.text}`, names: parameter.names.map((n) => ({ ...n, start: n.start + 2 })) } : parameter));
      add({ text: ') => ', names: [] });
      add(nodeText(declaration.type));
      return context.linked(text);
    }
  }
  return context.typeOfType(type, location);
}
