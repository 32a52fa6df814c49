// Declarations as text for readers: a node's source on one line (its line breaks, indentation and
// comments each become one space), with the place of every name it refers to, so that those
// names can carry a popup or a link. Built from the node's tokens, as the parser read them: what
// is shown is what the file says, type aliases and all (the checker's printer would expand some).
import type TypeScript from 'typescript';
import { ts } from './program.js';

/** A name in a text, and the identifier it comes from. */
export interface NameAt {
  start: number;
  length: number;
  identifier: TypeScript.Identifier;
}

/** Text with the names it refers to. */
export interface NamedText {
  text: string;
  names: NameAt[];
}

const NO_SPACE_AFTER = new Set(['(', '[', '<', '.', '...', '@', '#']);
const NO_SPACE_BEFORE = new Set([')', ']', '>', ',', ';', '.']);

/**
 * `node` on one line, its leading JSDoc left out. `skip`: child nodes to leave out (a function's
 * body, a parameter's initializer…), each as if it were not written.
 */
export function nodeText(node: TypeScript.Node, skip: ReadonlySet<TypeScript.Node> = new Set()): NamedText {
  const file = node.getSourceFile();
  let text = '';
  const names: NameAt[] = [];
  let spaceWanted = false;
  const visit = (current: TypeScript.Node): void => {
    if (skip.has(current) || isJSDoc(current)) return;
    const children = current.getChildren(file);
    if (children.length > 0 && !ts.isIdentifier(current)) {
      for (const child of children) visit(child);
      return;
    }
    // A leaf: a token, an identifier, a literal, a piece of a template.
    const leafText = current.getText(file);
    if (leafText === '') return;
    const hadTrivia = current.getStart(file) > current.getFullStart() || spaceWanted;
    if (text !== '' && hadTrivia && !NO_SPACE_AFTER.has(lastToken(text)) && !NO_SPACE_BEFORE.has(leafText)) text += ' ';
    spaceWanted = false;
    if (ts.isIdentifier(current) && isReference(current)) names.push({ start: text.length, length: leafText.length, identifier: current });
    text += leafText;
  };
  // Leading trivia of the node itself (its comments) is not part of it.
  const children = node.getChildren(file);
  if (children.length === 0 || ts.isIdentifier(node)) {
    const leaf = node.getText(file);
    if (ts.isIdentifier(node) && isReference(node)) names.push({ start: 0, length: leaf.length, identifier: node });
    return { text: leaf, names };
  }
  for (const child of children) {
    visit(child);
    // A skipped child leaves a gap: the next token is spaced as after any trivia.
    if (skip.has(child)) spaceWanted = true;
  }
  return { text: text.trim(), names };
}

function lastToken(text: string): string {
  const last = text.at(-1) ?? '';
  return text.endsWith('...') ? '...' : last;
}

function isJSDoc(node: TypeScript.Node): boolean {
  return node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode;
}

/**
 * An identifier that names something declared elsewhere (a type, a value in `typeof`), not the
 * name of what is being declared here (a parameter, a property, a type parameter).
 */
function isReference(identifier: TypeScript.Identifier): boolean {
  const parent = identifier.parent;
  if (!parent) return false;
  // The name of what a node declares (a parameter, a property…), or of a member it reaches (`.b`
  // of `a.b`): not a reference of its own.
  if ((parent as { name?: TypeScript.Node }).name === identifier) return false;
  // `{ a: T }` in a binding pattern, and `.b` of `a.b` in a type query: the right-hand names are
  // members, found by their left-hand side.
  if (ts.isBindingElement(parent) && parent.propertyName === identifier) return false;
  if (ts.isQualifiedName(parent) && parent.right === identifier && !ts.isTypeReferenceNode(parent.parent)) return false;
  if (ts.isLabeledStatement(parent) || ts.isJsxAttribute(parent)) return false;
  return true;
}

/** Text being built from pieces of declarations and plain strings, with the names in it. */
export class TextBuilder {
  private text = '';
  private readonly names: NameAt[] = [];

  add(piece: string | NamedText): this {
    if (typeof piece === 'string') this.text += piece;
    else {
      for (const name of piece.names) this.names.push({ ...name, start: name.start + this.text.length });
      this.text += piece.text;
    }
    return this;
  }

  get length(): number {
    return this.text.length;
  }

  /** The column the next piece starts at (for indenting continuation lines). */
  get column(): number {
    return this.text.length - (this.text.lastIndexOf('\n') + 1);
  }

  done(): NamedText {
    return { text: this.text, names: this.names };
  }
}
