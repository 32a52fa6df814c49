// `:::error-entry{name=BrokenLink}` … `:::`: one section of the errors page per entry of docsgen's
// error catalogue (compiler/errors/docsgen-error/catalogue.ts). The section's anchor is the one the CLI links to
// (`[BrokenLink] more: docsgen explain BrokenLink`, which prints the section's prose), and its heading and its line naming the error and its
// exit code come from the catalogue; the prose inside is the manual's own. A page that has any such
// section must have one for every entry, and only for entries: a new error without a section, or a
// section whose error was renamed, fails the manual's build, so the page cannot drift from the CLI.
import type { Parent, Root, RootContent } from 'mdast';
// Directive nodes in mdast's types.
import type { ContainerDirective } from 'mdast-util-directive';
import type { Transformer } from 'unified';
import type { VFile } from 'vfile';
import { ERRORS, isErrorName, type ErrorName } from '../../compiler/errors/catalogue.js';
import { describeKind } from '../../compiler/errors/explain.js';


function section(name: ErrorName, directive: ContainerDirective): RootContent {
  const entry = ERRORS[name];
  const children: RootContent[] = [
    { type: 'heading', depth: 3, children: [{ type: 'text', value: entry.title }] },
    { type: 'paragraph', children: [{ type: 'inlineCode', value: name }, { type: 'text', value: `: ${describeKind(entry.kind)}.` }] },
    ...directive.children,
  ];
  // A block of its own type becomes a <section> with the anchor as its id (mdast-util-to-hast
  // keeps hName and hProperties); docsgen's page data counts an element's id as a link target.
  return { type: 'errorEntry', children, data: { hName: 'section', hProperties: { id: entry.anchor, className: ['error-entry'] } } } as unknown as RootContent;
}

export function remarkErrorCatalogue(): Transformer<Root, Root> {
  return (tree: Root, file: VFile) => {
    const seen = new Set<ErrorName>();
    const visit = (parent: Parent) => {
      parent.children.forEach((child, index) => {
        if (child.type === 'containerDirective' && child.name === 'error-entry') {
          const name = child.attributes?.['name'];
          if (!isErrorName(name)) file.fail(`:::error-entry: ${JSON.stringify(name ?? null)} is not an entry of compiler/errors/docsgen-error/catalogue.ts`, child);
          if (seen.has(name)) file.fail(`:::error-entry: ${name} has a section already`, child);
          seen.add(name);
          parent.children.splice(index, 1, section(name, child));
        } else if ('children' in child) visit(child as Parent);
      });
    };
    visit(tree);
    if (seen.size === 0) return;
    const missing = (Object.keys(ERRORS) as ErrorName[]).filter((name) => !seen.has(name));
    if (missing.length > 0) file.fail(`the errors page has no section for ${missing.join(', ')}: add :::error-entry{name=…} … ::: for each (see CONTRIBUTING, "Adding an error")`);
  };
}
