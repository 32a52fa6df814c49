// Interfaces and type aliases as code: the heading line, and the members one per line when there
// are few (a larger type shows `{ … }`: its table lists them). What a signature block shows, and
// what a popup shows of an interface (TypeScript's quick info gives only its name).
import type TypeScript from 'typescript';
import { nodeText, TextBuilder, type NamedText } from './code-text.js';
import { ts } from './program.js';

/** Members written out in a declaration's code block, at most. */
export const MAX_CODE_MEMBERS = 12;

export function addTypeParameters(text: TextBuilder, parameters: TypeScript.NodeArray<TypeScript.TypeParameterDeclaration> | undefined): void {
  if (!parameters?.length) return;
  text.add('<');
  parameters.forEach((parameter, index) => text.add(index > 0 ? ', ' : '').add(nodeText(parameter)));
  text.add('>');
}

/** `interface A<T> extends B { … }` / `type A = …`, members one per line when there are few. */
export function typeCode(declaration: TypeScript.Declaration, name: string): NamedText {
  const code = new TextBuilder();
  if (ts.isInterfaceDeclaration(declaration)) {
    code.add('interface ').add(name);
    addTypeParameters(code, declaration.typeParameters);
    for (const clause of declaration.heritageClauses ?? []) code.add(' ').add(nodeText(clause));
    addMembers(code, declaration.members);
    return code.done();
  }
  if (ts.isTypeAliasDeclaration(declaration)) {
    code.add('type ').add(name);
    addTypeParameters(code, declaration.typeParameters);
    code.add(' = ');
    if (ts.isTypeLiteralNode(declaration.type)) addMembers(code, declaration.type.members, false);
    else if (ts.isUnionTypeNode(declaration.type) && nodeText(declaration.type).text.length > 60) {
      for (const member of declaration.type.types) code.add('\n  | ').add(nodeText(member));
    } else code.add(nodeText(declaration.type));
    return code.done();
  }
  return code.add(name).done();
}

/** A member written on one line past this width lays its own object type out line by line. */
const LINE_WIDTH = 80;

function addMembers(code: TextBuilder, members: TypeScript.NodeArray<TypeScript.TypeElement>, spaceBefore = true, indent = '  '): void {
  if (spaceBefore) code.add(' ');
  if (members.length === 0) {
    code.add('{}');
    return;
  }
  if (members.length > MAX_CODE_MEMBERS) {
    code.add('{ … }');
    return;
  }
  code.add('{');
  for (const member of members) {
    const text = nodeText(member);
    code.add(`\n${indent}`);
    // `readonly [key]: { … }` too long for a line: its object type line by line, one level deeper.
    const nested = ts.isPropertySignature(member) && member.type && ts.isTypeLiteralNode(member.type) ? member.type : undefined;
    if (nested && indent.length + text.text.length > LINE_WIDTH) {
      // The member without its type (and the `;` after it): `readonly [StarknetWalletApi]:`.
      const head = nodeText(member, new Set([nested]));
      code.add({ text: head.text.replace(/\s*;$/, ''), names: head.names });
      addMembers(code, nested.members, true, `${indent}  `);
      code.add(';');
      continue;
    }
    // `downloads: A | B | …` too long for a line: one member of the union per line.
    const union = ts.isPropertySignature(member) && member.type && ts.isUnionTypeNode(member.type) ? member.type : undefined;
    if (union && indent.length + text.text.length > LINE_WIDTH) {
      const head = nodeText(member, new Set([union]));
      code.add({ text: head.text.replace(/\s*;$/, ''), names: head.names });
      for (const part of union.types) code.add(`\n${indent}  | `).add(nodeText(part));
      code.add(';');
      continue;
    }
    code.add(text).add(text.text.endsWith(';') || text.text.endsWith(',') ? '' : ';');
  }
  code.add(`\n${indent.slice(2)}}`);
}
