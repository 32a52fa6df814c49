// Most pages are Markdown with, at most, JSX elements whose attributes are plain strings. Those
// need no JavaScript of their own: their HTML tree renders straight to React elements, skipping
// MDX's JavaScript generation and evaluation (a third of the per-page cost of a large build).
// Pages with expressions ({…}) or ESM take the full MDX path.
import type { Root as HastRoot } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Root as MdastRoot } from 'mdast';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { ComponentType } from 'react';
import { parseStylesOnce } from './style-objects.js';
import { forEachNode, someNode } from './walk.js';

/** True when the page has JavaScript: ESM, {expressions}, or JSX attributes that are expressions. */
export function needsJavaScript(tree: MdastRoot): boolean {
  return someNode<{ type: string; attributes?: { type: string; value?: unknown }[] }>(tree, (node) => {
    switch (node.type) {
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return true;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return node.attributes!.some((a) => a.type !== 'mdxJsxAttribute' || (a.value !== null && a.value !== undefined && typeof a.value !== 'string'));
      default:
        return false;
    }
  });
}

/** The same question for an HTML tree, after the plugins ran (a plugin may add expressions). */
export function treeNeedsJavaScript(tree: HastRoot): boolean {
  return needsJavaScript(tree as unknown as MdastRoot);
}

/** Capitalised JSX names the page uses: each must be a component the theme provides. */
export function componentNames(tree: HastRoot): { name: string; line?: number; column?: number }[] {
  const names: { name: string; line?: number; column?: number }[] = [];
  forEachNode<{ type: string; name?: string | null; position?: { start: { line: number; column: number } } }>(tree, (element) => {
    if (element.type !== 'mdxJsxFlowElement' && element.type !== 'mdxJsxTextElement') return;
    if (element.name && /^[A-Z]/.test(element.name)) names.push({ name: element.name, line: element.position?.start.line, column: element.position?.start.column });
  });
  return names;
}

/** A capitalised JSX name the page uses that is neither imported nor one of the theme's components. */
export class UnknownComponentError extends Error {
  constructor(
    readonly component: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(`<${component}> is not a component docsgen knows; import it at the top of the page, or check its spelling`);
  }
}

/** An MDX-content-like component for a page's HTML tree. */
export function treeContent(tree: HastRoot): ComponentType<{ components?: Record<string, unknown> }> {
  const used = componentNames(tree);
  parseStylesOnce(tree);
  return function TreeContent({ components }) {
    for (const { name, line, column } of used) {
      if (!components || !(name in components)) throw new UnknownComponentError(name, line, column);
    }
    return toJsxRuntime(tree, {
      Fragment,
      jsx,
      jsxs,
      components: components as never,
      // Capitalised JSX names are identifiers to look up, not tags: resolve them (and a.b
      // members) from the components map. Pages on this path have no other expressions.
      createEvaluater: () => ({
        evaluateExpression: (expression) => resolveName(expression as NameExpression, components ?? {}),
        evaluateProgram: () => {
          throw new Error('internal: a page with ESM took the direct-render path');
        },
      }),
      elementAttributeNameCase: 'react',
      stylePropertyNameCase: 'dom',
    });
  };
}

type NameExpression =
  | { type: 'Identifier'; name: string }
  | { type: 'Literal'; value: string | number }
  | { type: 'MemberExpression'; object: NameExpression; property: NameExpression };

function resolveName(expression: NameExpression, scope: Record<string, unknown>): unknown {
  switch (expression.type) {
    case 'Identifier':
      return scope[expression.name];
    case 'Literal':
      return scope[String(expression.value)];
    case 'MemberExpression': {
      const object = resolveName(expression.object, scope) as Record<string, unknown> | undefined;
      const property = expression.property.type === 'Identifier' ? expression.property.name : String((expression.property as { value: unknown }).value);
      return object?.[property];
    }
  }
}
