// Call signatures (functions, their overloads, methods, constructors) as the reference shows
// them: the signature as code, one line or one parameter per line when long; each parameter with
// its type, whether it is optional, its default and its documentation; the return type.
import type TypeScript from 'typescript';
import { nodeText, TextBuilder, type NamedText } from './code-text.js';
import type { ExtractContext } from './context.js';
import { PRINT_FLAGS } from './context.js';
import { membersOfType } from './members.js';
import type { ApiParameter, ApiSignature, ApiTypeParameter } from './model.js';
import { ts } from './program.js';

/** Past this width, a signature puts each parameter on a line of its own. */
const LINE_WIDTH = 80;

export interface SignatureShape {
  /** What the code starts with: `function `, `new `, '' (a method). */
  prefix: string;
  /** The name shown, e.g. `createStore`. */
  name: string;
  /** Destructured parameters have no name: what to call them (`props` for a component). */
  patternName: string;
}

/** One signature of a declaration (a function declaration, a method, an arrow function, a constructor…). */
export function signatureOf(context: ExtractContext, declaration: TypeScript.SignatureDeclaration, shape: SignatureShape): ApiSignature {
  const { checker } = context;
  context.used.node(declaration);
  const signature = checker.getSignatureFromDeclaration(declaration);
  const typeParameters = (declaration.typeParameters ?? []).map((parameter) => typeParameterOf(context, parameter));
  const parameters = declaration.parameters.filter((parameter) => !isThisParameter(parameter)).map((parameter, index) => parameterOf(context, declaration, parameter, index, shape));
  const isConstructor = ts.isConstructorDeclaration(declaration) || ts.isConstructSignatureDeclaration(declaration);
  const returnText = isConstructor ? undefined : returnTypeText(context, declaration, signature);
  const code = signatureCode(declaration, shape, parameters, returnText);
  const doc = context.docs.doc(signature ?? undefined);
  const returns = returnText && signature ? { type: returnText.type, ...returnMembers(context, signature, declaration) } : undefined;
  return { code: context.code(code), doc, typeParameters, parameters, ...(returns ? { returns } : {}) };
}

function isThisParameter(parameter: TypeScript.ParameterDeclaration): boolean {
  return ts.isIdentifier(parameter.name) && parameter.name.text === 'this';
}

export function typeParameterOf(context: ExtractContext, parameter: TypeScript.TypeParameterDeclaration): ApiTypeParameter {
  const name = parameter.name.text;
  let comment: string | undefined;
  for (const tag of ts.getJSDocTags(parameter.parent)) {
    // JSDoc's `@template T - …`, TSDoc's `@typeParam T - …`.
    if (ts.isJSDocTemplateTag(tag) && tag.typeParameters.some((declared) => declared.name.text === name)) comment = ts.getTextOfJSDocComment(tag.comment);
    else if (/^typeparam$/i.test(tag.tagName.text)) {
      const text = ts.getTextOfJSDocComment(tag.comment) ?? '';
      const match = new RegExp(`^\\s*${name}\\b\\s*(?:-\\s*)?([\\s\\S]*)$`).exec(text);
      if (match) comment = match[1];
    }
  }
  comment = comment?.replace(/^\s*-\s+/, '').trim() || undefined;
  return {
    name,
    ...(parameter.constraint ? { constraint: context.typeOfNode(parameter.constraint) } : {}),
    ...(parameter.default ? { defaultType: context.typeOfNode(parameter.default) } : {}),
    ...(comment ? { doc: comment } : {}),
  };
}

/** What a parameter is called in the reference: its name, or for `{ a, b }: T` the shape's pattern name. */
function parameterName(parameter: TypeScript.ParameterDeclaration, index: number, shape: SignatureShape): string {
  if (ts.isIdentifier(parameter.name)) return parameter.name.text;
  return index === 0 ? shape.patternName : `${shape.patternName}${index + 1}`;
}

function parameterOf(context: ExtractContext, declaration: TypeScript.SignatureDeclaration, parameter: TypeScript.ParameterDeclaration, index: number, shape: SignatureShape): ApiParameter {
  const { checker } = context;
  const name = parameterName(parameter, index, shape);
  const rest = parameter.dotDotDotToken !== undefined;
  const optional = parameter.questionToken !== undefined || parameter.initializer !== undefined || checker.isOptionalParameter(parameter);
  const type = checker.getTypeAtLocation(parameter);
  const written = parameter.type ? context.typeOfNode(parameter.type) : context.typeOfType(type, parameter);
  const doc = context.docs.paramDoc(declaration, name) ?? (ts.isIdentifier(parameter.name) ? context.docs.paramDoc(declaration, parameter.name.text) : undefined);
  const defaults = bindingDefaults(parameter);
  const memberDocs = context.docs.memberParamDocs(declaration, name);
  const expanded = membersOfType(context, type, parameter, { defaults, docs: memberDocs, depth: 0 });
  return {
    name,
    type: written,
    optional,
    rest,
    ...(parameter.initializer ? { defaultValue: nodeText(parameter.initializer).text } : {}),
    ...(doc ? { doc } : {}),
    ...(expanded && expanded.members.length > 0 ? { members: expanded.members } : {}),
  };
}

/** `{ a = 1, b }: Options` gives `a` the default 1: by member name. */
export function bindingDefaults(parameter: TypeScript.ParameterDeclaration): Map<string, string> {
  const defaults = new Map<string, string>();
  if (!ts.isObjectBindingPattern(parameter.name)) return defaults;
  for (const element of parameter.name.elements) {
    if (!element.initializer) continue;
    const key = element.propertyName ?? element.name;
    if (ts.isIdentifier(key) || ts.isStringLiteral(key)) defaults.set(key.text, nodeText(element.initializer).text);
  }
  return defaults;
}

function returnTypeText(context: ExtractContext, declaration: TypeScript.SignatureDeclaration, signature: TypeScript.Signature | undefined): { named: NamedText; type: ReturnType<ExtractContext['typeOfNode']> } {
  if (declaration.type) return { named: nodeText(declaration.type), type: context.typeOfNode(declaration.type) };
  const type = signature ? context.checker.getReturnTypeOfSignature(signature) : undefined;
  if (!type) return { named: { text: 'void', names: [] }, type: { text: 'void', links: [] } };
  const printed = context.typeOfType(type, declaration);
  return { named: { text: printed.text, names: [] }, type: printed };
}

/** The members of what it returns, when that is an object type worth laying out (a hook's result). */
function returnMembers(context: ExtractContext, signature: TypeScript.Signature, declaration: TypeScript.SignatureDeclaration) {
  const expanded = membersOfType(context, context.checker.getReturnTypeOfSignature(signature), declaration, { depth: 0 });
  return expanded && expanded.members.length > 0 ? { members: expanded.members } : {};
}

/** The signature as code: on one line, or with a parameter per line when that is too long. */
function signatureCode(declaration: TypeScript.SignatureDeclaration, shape: SignatureShape, parameters: ApiParameter[], returns: { named: NamedText } | undefined): NamedText {
  const head = new TextBuilder().add(shape.prefix).add(shape.name);
  if (declaration.typeParameters?.length) {
    head.add('<');
    declaration.typeParameters.forEach((parameter, index) => head.add(index > 0 ? ', ' : '').add(nodeText(parameter)));
    head.add('>');
  }
  const pieces = declaration.parameters
    .filter((parameter) => !isThisParameter(parameter))
    .map((parameter, index) => {
      const piece = new TextBuilder();
      const model = parameters[index]!;
      if (parameter.dotDotDotToken) piece.add('...');
      piece.add(model.name);
      if (model.optional && !parameter.dotDotDotToken) piece.add('?');
      piece.add(': ');
      piece.add(parameter.type ? nodeText(parameter.type) : model.type.text);
      return piece.done();
    });
  const tail = returns ? new TextBuilder().add(': ').add(returns.named).done() : { text: '', names: [] };
  const oneLine = head.length + 2 + pieces.reduce((sum, piece) => sum + piece.text.length + 2, 0) + tail.text.length;
  const code = new TextBuilder().add(head.done()).add('(');
  if (oneLine <= LINE_WIDTH || pieces.length === 0) {
    pieces.forEach((piece, index) => code.add(index > 0 ? ', ' : '').add(piece));
  } else {
    for (const piece of pieces) code.add('\n  ').add(piece).add(',');
    code.add('\n');
  }
  return code.add(')').add(tail).done();
}

/** A signature the checker knows but no declaration spells out (a variable's function type): printed by it. */
export function printedSignature(context: ExtractContext, signature: TypeScript.Signature, location: TypeScript.Node, shape: SignatureShape): ApiSignature {
  const text = `${shape.prefix}${shape.name}${context.checker.signatureToString(signature, location, PRINT_FLAGS & ~ts.TypeFormatFlags.WriteArrowStyleSignature)}`;
  const parameters: ApiParameter[] = signature.getParameters().map((parameter) => {
    const type = context.checker.getTypeOfSymbolAtLocation(parameter, location);
    const declaration = parameter.valueDeclaration;
    const optional = declaration !== undefined && ts.isParameter(declaration) && context.checker.isOptionalParameter(declaration);
    const doc = context.docs.markdown(parameter.getDocumentationComment(context.checker)).trim();
    return { name: parameter.name, type: context.typeOfType(type, location), optional, rest: declaration !== undefined && ts.isParameter(declaration) && declaration.dotDotDotToken !== undefined, ...(doc ? { doc } : {}) };
  });
  const returnType = context.typeOfType(context.checker.getReturnTypeOfSignature(signature), location);
  return { code: { code: text, hovers: [] }, doc: context.docs.doc(signature), typeParameters: [], parameters, returns: { type: returnType } };
}
