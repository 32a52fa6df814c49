// A page whose title is only in its frontmatter shows that title as its heading, as Starlight
// and VitePress pages do: a `#` heading is added at the top of the page. Not when the page has
// a `#` heading of its own (or an <h1> element), opens with a heading that says the same, or is a
// landing page (its hero is its heading). check-links' scanner asks the same question
// (links/scan/scan-page.ts), so both give the heading the same id.
import type { Heading, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { parse } from 'yaml';
import { readSimpleYaml } from '../../pages/simple-yaml.js';

/** The title to show as the page's heading, or undefined when the page needs none. */
export function titleToShow(yaml: string | undefined, hasH1: boolean, firstHeading: string | undefined): string | undefined {
  if (yaml === undefined || hasH1) return undefined;
  const fields = frontmatterFields(yaml);
  const title = fields?.['title'];
  if (typeof title !== 'string' || title.trim() === '' || fields!['layout'] === 'landing') return undefined;
  return firstHeading?.trim() === title.trim() ? undefined : title.trim();
}

/** The heading added to `tree` (at its top), or undefined when the page needs none. */
export function frontmatterHeading(tree: Root, yaml: string | undefined, headings: readonly Heading[], first: unknown, hasH1Element: boolean): Heading | undefined {
  const firstHeading = first && typeof first === 'object' && (first as { type?: string }).type === 'heading' ? toString(first as Heading) : undefined;
  const title = titleToShow(yaml, hasH1Element || headings.some((heading) => heading.depth === 1), firstHeading);
  if (title === undefined) return undefined;
  const heading: Heading = { type: 'heading', depth: 1, children: [{ type: 'text', value: title }] };
  const at = tree.children.findIndex((node: RootContent) => node.type !== 'yaml' && node.type !== 'mdxjsEsm');
  tree.children.splice(at === -1 ? tree.children.length : at, 0, heading);
  return heading;
}

function frontmatterFields(yaml: string): Record<string, unknown> | undefined {
  const simple = readSimpleYaml(yaml);
  if (simple) return simple;
  try {
    const value: unknown = parse(yaml);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    // Frontmatter that does not parse fails the page later, at its line.
    return undefined;
  }
}
