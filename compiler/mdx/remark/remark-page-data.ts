// One pass over a page's Markdown tree that (1) gives headings their ids, (2) rewrites links and
// images (base path, external targets, images beside the page) and (3) records what the build,
// the search index and the link checker need — so a page is parsed exactly once.
import type { Root, Heading as MdHeading, Link, Definition, Html, Image, RootContent, Yaml } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement, MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { VFileMessage } from 'vfile-message';
import { createHeadingSlugger } from '../heading-ids.js';
import type { PageAssets } from '../page-assets.js';
import { footnoteIds, PageLinks } from '../page-links.js';
import { forEachNode } from '../walk.js';
import type { Heading } from '../../../theme/shared/page-types.js';
import type { PartialData } from '../partials.js';
import { frontmatterHeading } from '../syntax/frontmatter-heading.js';
import { takeSubtitle } from '../syntax/heading-subtitle.js';
import type { SyntaxData } from '../syntax/remark-syntax.js';
import { fillToc } from '../syntax/toc.js';

export interface PageLink {
  href: string;
  line: number;
  column: number;
  /** An image's source (`![](…)`, `<img src>`), which may be a file beside the page. */
  image?: true;
}

/** A file beside the page (an image) that the build copies, content-hashed, into the output. */
export interface PageAsset {
  /** Absolute path of the file. */
  source: string;
  /** Where it goes, relative to the output folder. */
  file: string;
}

export interface PageSection {
  /** Heading id, or '' for the text before the first h2. */
  id: string;
  depth: number;
  title: string;
  /** Titles of the enclosing h2 headings (for an h3), outermost first; the page title is not included. */
  titles: string[];
  text: string;
}

export interface PageTreeData {
  yaml?: { value: string; line: number };
  firstH1?: string;
  /** `# Title [subtitle]` (Vocs): the first `#` heading's subtitle, the page's description unless the frontmatter gives one. */
  subtitle?: string;
  headings: Heading[];
  /** Every id an #anchor may target: heading ids and explicit id attributes. */
  ids: string[];
  /** Links as written, with their position, for the link checker. */
  links: PageLink[];
  sections: PageSection[];
  hasImports: boolean;
  /** The partials (.mdx imports) whose headings and ids are counted here, nested ones included. */
  partials: { file: string; hash: string }[];
  /** Files beside the page that its images use. */
  assets: PageAsset[];
}

export interface PageDataOptions {
  route: string;
  basePath: string;
  /** Ids written on heading lines (`## Title {#id}`), by line (see custom-heading-ids.ts). */
  customIds?: ReadonlyMap<number, string>;
  /** The partials the page imports, by the name it imports each as (see partials.ts). */
  partials?: ReadonlyMap<string, PartialData>;
  /** What relative links resolve against (linkBase: the route, or its folder for an index page). */
  base?: string;
  /** Rewrites images beside the page to their copy in the output (the build and dev server). */
  assets?: PageAssets;
  /** What the syntax walk left for this pass (remark-syntax.ts): `[[toc]]` placeholders, `::authors`. */
  syntax?: SyntaxData;
  /** A partial's tree (an imported .mdx): it never shows its frontmatter title as a heading. */
  partial?: boolean;
  /** The base path an internal link resolves under, when not `basePath` for every link (a page of an earlier version: theme/shared/versions.ts). */
  linkBasePath?: (href: string) => string;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export function collectPageData(tree: Root, { route, basePath, base = route, assets, customIds, partials, syntax, partial, linkBasePath }: PageDataOptions): PageTreeData {
  const data: PageTreeData = { headings: [], ids: [], links: [], sections: [], hasImports: false, partials: [], assets: [] };
  const footnotes = { defined: new Set<string>(), references: new Map<string, number>() };
  const links = new PageLinks(data, { base, basePath, assets, ...(linkBasePath ? { linkBasePath } : {}) });
  const headingNodes: MdHeading[] = [];
  // Headings and placed partials in page order; a partial counts where it is first placed.
  const outline: (MdHeading | PartialData)[] = [];
  const placed = new Set<PartialData>();
  let hasH1Element = false;
  let seenH1 = false;

  // One walk over the tree (this runs for every page of every build).
  forEachNode<Root | RootContent>(tree, (node) => {
    // An element a plugin made with an id (an API reference's `id`): a target like any other.
    const madeId = node.type !== 'heading' ? (node.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id : undefined;
    if (typeof madeId === 'string' && madeId) data.ids.push(madeId);
    switch (node.type) {
      case 'yaml': {
        const yaml = node as Yaml;
        data.yaml = { value: yaml.value, line: (yaml.position?.start.line ?? 1) + 1 };
        break;
      }
      case 'mdxjsEsm': {
        const body = (node as { data?: { estree?: { body: { type: string }[] } } }).data?.estree?.body ?? [];
        if (body.some((statement) => statement.type === 'ImportDeclaration')) data.hasImports = true;
        break;
      }
      case 'heading': {
        const heading = node as MdHeading;
        if (heading.depth === 1) {
          const subtitle = takeSubtitle(heading);
          if (!seenH1 && subtitle !== undefined) data.subtitle = subtitle;
          seenH1 = true;
          if (subtitle || syntax?.authorsPlaced) {
            heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, ...(subtitle ? { dataSubtitle: subtitle } : {}), ...(syntax?.authorsPlaced ? { dataByline: 'placed' } : {}) } };
          }
        }
        headingNodes.push(heading);
        outline.push(heading);
        break;
      }
      case 'link':
      case 'definition':
        links.link(node as Link | Definition);
        break;
      case 'image':
        links.image(node as Image);
        break;
      case 'html':
        // Raw HTML (Markdown pages render it as written): its links, images and ids count too.
        links.rawHtml(node as Html);
        if (/<h1[\s>]/i.test((node as Html).value)) hasH1Element = true;
        break;
      case 'footnoteDefinition':
        footnotes.defined.add((node as { identifier: string }).identifier);
        break;
      case 'footnoteReference': {
        const id = (node as { identifier: string }).identifier;
        footnotes.references.set(id, (footnotes.references.get(id) ?? 0) + 1);
        break;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const element = node as JsxElement;
        const id = literalAttribute(element, 'id');
        if (id) data.ids.push(id);
        if (element.name === 'a') links.jsxAnchor(element);
        if (element.name === 'h1') hasH1Element = true;
        if (element.name === 'img') links.jsxImage(element);
        const partial = element.name ? partials?.get(element.name) : undefined;
        if (partial && !placed.has(partial)) {
          placed.add(partial);
          outline.push(partial);
        }
        break;
      }
    }
  });
  // The ids a partial gives its own headings are fixed (its module renders them): reserved first.
  for (const partial of placed) {
    for (const id of partial.data.ids) data.ids.push(id);
    for (const use of [{ file: partial.file, hash: partial.hash }, ...partial.data.partials]) {
      if (!data.partials.some((known) => known.file === use.file)) data.partials.push(use);
    }
  }
  for (const id of footnoteIds(footnotes)) data.ids.push(id);

  // A title only in the frontmatter is the page's heading (as Starlight shows it), unless the
  // page has a `#` heading or opens with a heading that says the same.
  const titleHeading = partial ? undefined : frontmatterHeading(tree, data.yaml?.value, headingNodes, outline[0], hasH1Element);
  if (titleHeading) {
    headingNodes.unshift(titleHeading);
    outline.unshift(titleHeading);
  }

  // Headings get their ids last, so none takes an id an element or another heading was given.
  const slugger = createHeadingSlugger();
  const customIdOf = (node: MdHeading) => (customIds && node.position ? customIds.get(node.position.start.line) : undefined);
  checkCustomIds(headingNodes, customIdOf, data.ids);
  for (const id of data.ids) slugger.reserve(id);
  for (const node of headingNodes) {
    const custom = customIdOf(node);
    if (custom !== undefined) slugger.reserve(custom);
  }
  const headingOf = new Map<MdHeading, Heading>();
  for (const entry of outline) {
    if (!('type' in entry)) {
      for (const heading of entry.data.headings) data.headings.push(heading);
      continue;
    }
    const node = entry;
    const text = toString(node).trim();
    if (node.depth === 1 && data.firstH1 === undefined) data.firstH1 = text;
    const id = customIdOf(node) ?? slugger.slug(text);
    node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    const heading = { depth: node.depth, id, text };
    headingOf.set(node, heading);
    data.headings.push(heading);
    data.ids.push(id);
  }
  data.sections = splitSections(tree, headingOf, placed.size > 0 ? partials : undefined);
  for (const toc of syntax?.tocs ?? []) fillToc(toc, data.headings);
  return data;
}

/** Two headings (or a heading and an element) given the same id would make an #anchor ambiguous. */
function checkCustomIds(headings: MdHeading[], customIdOf: (node: MdHeading) => string | undefined, elementIds: readonly string[]): void {
  const taken = new Map<string, number | undefined>(elementIds.map((id) => [id, undefined]));
  for (const node of headings) {
    const id = customIdOf(node);
    if (id === undefined) continue;
    const line = node.position!.start.line;
    if (taken.has(id)) {
      const other = taken.get(id);
      throw new VFileMessage(`the heading id "${id}" is already used${other === undefined ? ' elsewhere on this page' : ` by the heading on line ${other}`}`, {
        place: node.position!.start,
        ruleId: 'duplicate-heading-id',
        source: 'docsgen',
      });
    }
    taken.set(id, line);
  }
}

function literalAttribute(element: JsxElement, name: string): string | undefined {
  const attribute = element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/** The page cut at its h2 and h3 headings: the sections the search index and outline use. */
function splitSections(tree: Root, headingOf: Map<MdHeading, Heading>, partials?: ReadonlyMap<string, PartialData>): PageSection[] {
  const sections: PageSection[] = [];
  let current: PageSection = { id: '', depth: 1, title: '', titles: [], text: '' };
  const parents: string[] = [];
  // Prose first, then code: the start of `text` is what search shows as the section's snippet.
  const texts: string[] = [];
  const code: string[] = [];
  const flush = () => {
    current.text = [...texts, ...code].join(' ').replace(/\s+/g, ' ').trim();
    texts.length = 0;
    code.length = 0;
    sections.push(current);
  };
  for (const node of tree.children as RootContent[]) {
    if (node.type === 'heading') {
      const heading = headingOf.get(node)!;
      if (heading.depth === 2 || heading.depth === 3) {
        flush();
        parents.length = Math.max(0, heading.depth - 2);
        current = { id: heading.id, depth: heading.depth, title: heading.text, titles: [...parents], text: '' };
        parents[heading.depth - 2] = heading.text;
        continue;
      }
      if (heading.depth === 1) continue;
      texts.push(heading.text);
      continue;
    }
    if (node.type === 'yaml' || node.type === 'mdxjsEsm') continue;
    // A partial placed at the top level: its text joins the current section, its sections follow.
    const partial = node.type === 'mdxJsxFlowElement' && node.name ? partials?.get(node.name) : undefined;
    if (partial) {
      const [intro, ...rest] = partial.data.sections;
      if (intro?.text) texts.push(intro.text);
      for (const section of rest) {
        flush();
        current = { ...section, text: '' };
        texts.push(section.text);
      }
      continue;
    }
    // Headings nested in containers (callouts, steps) are anchors, not sections: their text joins the section.
    if (node.type === 'code') code.push(node.value);
    else blockText(node, texts, code);
  }
  flush();
  return sections;
}

// Nodes whose children run together as one line of text; any other parent's children are
// separate blocks (list items, the cells of a table row, steps), which must not glue into one word.
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell', 'mdxJsxTextElement', 'textDirective']);
// JavaScript and raw HTML: not words a reader searches for.
const SKIPPED = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'yaml', 'html']);

/** The words of a block, as separate strings per block, with code (nested in lists, steps, callouts) set aside. */
function blockText(node: RootContent, texts: string[], code: string[]): void {
  if (SKIPPED.has(node.type)) return;
  if (node.type === 'code') {
    code.push(node.value);
    return;
  }
  if (PHRASING_PARENTS.has(node.type) || !('children' in node)) {
    texts.push(toString(node));
    return;
  }
  for (const child of node.children as RootContent[]) blockText(child, texts, code);
}
