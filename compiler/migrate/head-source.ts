// Vocs' `head` function, written as docsgen's. The adapter calls Vocs' function with `{ path }`,
// the page's route without the base path (config/vocs/head.ts), which docsgen's head functions get
// as `route`. As source: a function that takes no argument is the same function; one that
// destructures `{ path }` reads `{ route: path }` instead; any other is called as the adapter
// calls it.
import type TypeScript from 'typescript';
import { ts } from './config-source.js';

type FunctionNode = TypeScript.MethodDeclaration | TypeScript.ArrowFunction | TypeScript.FunctionExpression;

function functionOf(property: TypeScript.ObjectLiteralElementLike): FunctionNode | undefined {
  if (ts.isMethodDeclaration(property)) return property;
  if (ts.isPropertyAssignment(property)) {
    let value = property.initializer;
    while (ts.isParenthesizedExpression(value)) value = value.expression;
    if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return value;
  }
  return undefined;
}

/**
 * The `head` property of the docsgen config for Vocs' `head` property `property` (a function), or
 * undefined when it is not written as a function here (an imported one: the caller wraps it).
 */
export function headPropertySource(property: TypeScript.ObjectLiteralElementLike, sourceFile: TypeScript.SourceFile): string | undefined {
  const fn = functionOf(property);
  if (!fn) return undefined;
  const text = property.getText(sourceFile);
  const start = property.getStart(sourceFile);
  const [first] = fn.parameters;
  if (!first) return text;
  if (fn.parameters.length === 1 && ts.isObjectBindingPattern(first.name) && first.name.elements.every((element) => !element.dotDotDotToken)) {
    // Each `path` (or `path: p`, `path = '/'`) read as `route`.
    const edits = first.name.elements.flatMap((element) => {
      const key = element.propertyName ?? element.name;
      if (!ts.isIdentifier(key) || key.text !== 'path') return [];
      const at = key.getStart(sourceFile) - start;
      return [{ at, length: key.getWidth(sourceFile), text: element.propertyName ? 'route' : 'route: path' }];
    });
    let out = text;
    for (const edit of edits.reverse()) out = out.slice(0, edit.at) + edit.text + out.slice(edit.at + edit.length);
    return out;
  }
  return undefined;
}

/** docsgen's head function calling Vocs' `expression` as the adapter does. */
export function headCallSource(expression: string): string {
  return `(page) => (${expression})({ path: page.route })`;
}
