// MDX's component provider, for partials: a page renders its content with `components` as a
// prop, but a partial it places (`<Shared />`) would get none, so code blocks, tables and
// CodeGroup would render as bare HTML. Partials are compiled with this module as their
// `providerImportSource` (compiler/mdx/compile-page.ts): every partial gets the page's components.
// Not a React hook despite the name MDX gives it: the components never change.
import { mdxComponents } from './components.js';

export function useMDXComponents(): Record<string, unknown> {
  return mdxComponents;
}
