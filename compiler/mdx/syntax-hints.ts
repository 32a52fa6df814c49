// Cheap tests on a page's source that tell a plugin it has nothing to do. Each plugin walks the
// whole tree, for every page of every build; most pages use no directive and no alert, so a
// string search saves the walk. Every test is a superset: when it says "maybe", the walk runs.

/** A directive needs `:`, `::` or `:::` right before a name: `:abbr[…]`, `:::note`. */
export function mayContainDirective(source: string): boolean {
  return /:[A-Za-z]/.test(source);
}

/** A GitHub alert starts with `[!` inside a blockquote: `> [!NOTE]`. */
export function mayContainAlert(source: string): boolean {
  return source.includes('[!');
}

/** JavaScript in MDX is an ESM line (import/export) or a {brace}: without either, there is none. */
export function mayContainJavaScript(source: string): boolean {
  return source.includes('{') || /^(?:import|export)\b/m.test(source);
}

/** A JSX element starts with `<`: without one, a page has none. */
export function mayContainJsx(source: string): boolean {
  return source.includes('<');
}
