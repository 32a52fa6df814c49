// docsgen's Markdown syntax, and the other dialects it reads (Vocs, VitePress, Starlight,
// Docusaurus, GitHub), in one walk over the page's tree before the site's own plugins see it:
// directives (callouts, details, steps, code groups, show/hide, the theme's blocks; API
// references are left to mdx/api/remark-api.ts, which needs TypeScript and runs next), GitHub
// alerts, code blocks (language and meta in one form, includes, snippets, virtual files),
// `[[toc]]`, what only Vue would run (reported), and imports of other tools' components that
// docsgen does not draw (an error at the import). Every page goes through here, so the walk
// does each job in passing: one pass over the tree, then the page's code blocks once more.
import type { Code, Parent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import { dependenciesOf } from '../../store/file-data.js';
import { siteRootOf } from '../site-root.js';
import { isApiDirective } from '../api/directive.js';
import { alertCallout, calloutTypeOf, directiveCallout } from './callouts.js';
import { normalizeFence } from './code-blocks.js';
import { makeCodeGroup } from './code-group.js';
import { parseCodeMeta } from './code-meta.js';
import { emojiOf, standsApart, withEmoji } from './emoji.js';
import { makeDetails, makeThemeBlock, THEME_BLOCKS, visibleContent } from './containers.js';
import { SNIPPET_DIRECTIVE } from './dialect-lines.js';
import { foreignImportProblems } from './foreign-imports.js';
import { hasIncludeMarkers, IncludeError, includeCode, withVirtualFiles, type IncludeContext } from './includes.js';
import { snippetBlock } from './snippets.js';
import { makeSteps } from './steps.js';
import { isTocParagraph, tocPlaceholder, type TocNode } from './toc.js';
import { interpolation, mdxInterpolation, vueInHtml, type VueUse } from './vue.js';

/** What the walk leaves on the page's VFile for later plugins. */
export interface SyntaxData {
  /** `[[toc]]` placeholders, filled by remark-page-data.ts. */
  tocs?: TocNode[];
  /** The page places its authors line itself (`::authors`): the title does not add one. */
  authorsPlaced?: boolean;
  /** Directives no docsgen plugin took: remark-unknown-directives.ts looks at them. */
  unclaimed?: number;
  /**
   * Code blocks whose lines moved (includes, virtual files), by the line of their fence: for each
   * line of the code, the line of the block as written it comes from (-1: the fence).
   */
  codeOrigins?: Map<number, number[]>;
}

export function syntaxData(file: VFile): SyntaxData {
  return ((file.data as { syntax?: SyntaxData }).syntax ??= {});
}

const TWOSLASH_LANGS = /^(?:[cm]?tsx?|[cm]?jsx?|typescript|javascript)$/i;

export function remarkSyntax() {
  return (tree: Root, file: VFile) => {
    const walk = new SyntaxWalk(file);
    walk.children(tree);
    walk.finishCode();
  };
}

/**
 * `:tada:` read by remark-directive as the directive `:tada` and the text `:…` after it: made the
 * emoji again (emoji.ts), when the name is one and nothing but the colon makes it a directive.
 */
function emojiDirective(children: RootContent[], index: number): boolean {
  const node = children[index] as TextDirective;
  const emoji = emojiOf(node.name);
  const next = children[index + 1];
  const previous = children[index - 1];
  if (emoji === undefined || node.children.length > 0 || Object.keys(node.attributes ?? {}).length > 0) return false;
  if (next?.type !== 'text' || !next.value.startsWith(':')) return false;
  // The source must be exactly `:name` (not `:name[]` or `:name{}` with nothing in them).
  const { start, end } = node.position ?? {};
  if (start?.offset !== undefined && end?.offset !== undefined && end.offset - start.offset !== node.name.length + 1) return false;
  if (!standsApart(previous?.type === 'text' ? previous.value.at(-1) : undefined, next.value[1])) return false;
  children[index] = { type: 'text', value: emoji, ...(node.position ? { position: node.position } : {}) };
  next.value = next.value.slice(1);
  return true;
}

/** Where `offset` into a text or HTML node's value is in the file (the value is as written there). */
function pointAt(node: RootContent, offset: number): RootContent['position'] {
  const start = node.position?.start;
  if (!start || !('value' in node) || typeof node.value !== 'string') return node.position;
  const before = node.value.slice(0, offset);
  const lines = before.split('\n');
  const line = start.line + lines.length - 1;
  const column = lines.length === 1 ? start.column + offset : lines.at(-1)!.length + 1;
  return { start: { line, column }, end: { line, column } };
}

class SyntaxWalk {
  private readonly data: SyntaxData;
  private readonly code: Code[] = [];
  private readonly isMarkdown: boolean;
  private readonly mayInterpolate: boolean;
  private includes: IncludeContext | undefined;

  constructor(private readonly file: VFile) {
    this.data = syntaxData(file);
    this.isMarkdown = Boolean(file.path?.endsWith('.md'));
    this.mayInterpolate = String(file.value).includes('{{');
  }

  /** Handles the children of `parent`, replacing some in place. */
  children(parent: Parent): void {
    const children = parent.children as RootContent[];
    for (let index = 0; index < children.length; index++) {
      if (children[index]!.type === 'textDirective' && emojiDirective(children, index)) continue;
      const replacement = this.node(children[index]!);
      if (replacement === undefined) continue;
      // The node stands for these (its content, or nothing): they are handled in turn.
      children.splice(index, 1, ...replacement);
      index--;
    }
  }

  /** Handles one node; returns what it is replaced with, if anything. */
  private node(node: RootContent): RootContent[] | undefined {
    switch (node.type) {
      case 'containerDirective':
        return this.container(node);
      case 'leafDirective':
        return this.leaf(node);
      case 'textDirective':
        this.data.unclaimed = (this.data.unclaimed ?? 0) + 1;
        return undefined;
      case 'blockquote':
        alertCallout(node);
        break;
      case 'code':
        normalizeFence(node);
        this.code.push(node);
        if (node.meta) this.codeMeta(node);
        return undefined;
      case 'paragraph':
        if (isTocParagraph(node)) {
          const toc = tocPlaceholder(node);
          (this.data.tocs ??= []).push(toc);
          return [toc as unknown as RootContent];
        }
        break;
      case 'html':
        if (this.isMarkdown) this.report(vueInHtml(node.value), node);
        return undefined;
      case 'text': {
        const { value } = node as Text;
        if (this.isMarkdown) {
          if (this.mayInterpolate) this.reportOne(interpolation(value), node);
          if (value.includes('<')) this.report(vueInHtml(value, true), node);
        }
        const emoji = withEmoji(value);
        if (emoji !== undefined) (node as Text).value = emoji;
        return undefined;
      }
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (this.mayInterpolate) this.reportOne(mdxInterpolation(node.value), node);
        return undefined;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        this.jsx(node);
        break;
      case 'mdxjsEsm': {
        const problem = foreignImportProblems(node.data?.estree as Parameters<typeof foreignImportProblems>[0])[0];
        if (problem) this.fail(problem.message, { position: problem.position ?? node.position }, problem.hint);
        return undefined;
      }
    }
    if ('children' in node) this.children(node as Parent);
    return undefined;
  }

  private container(node: ContainerDirective): RootContent[] | undefined {
    const callout = calloutTypeOf(node.name);
    if (callout) {
      directiveCallout(node, callout);
      this.children(node);
      return undefined;
    }
    switch (node.name) {
      case 'details':
        makeDetails(node);
        break;
      case 'steps':
        this.children(node);
        makeSteps(node);
        return undefined;
      case 'code-group':
        this.children(node);
        makeCodeGroup(node);
        return undefined;
      case 'show':
      case 'hide': {
        const content = visibleContent(node, 'html');
        if (content) return content;
        this.warn(`:::${node.name} takes [md] or [html]: the output its content is ${node.name === 'show' ? 'only' : 'never'} in`, node, 'write :::show[md] (only in the Markdown readers get: llms.txt, "Copy page") or :::hide[md] (only on the page)');
        // Its content is shown, reported once (not again as an unknown directive).
        node.data = { ...node.data, hName: 'div' };
        break;
      }
      case 'raw':
      case 'v-pre':
        // VitePress: no VitePress styles (raw), no Vue interpolation (v-pre); docsgen adds neither.
        return node.children as RootContent[];
      case 'api':
        // An API reference with the page's notes: mdx/api/remark-api.ts replaces it next.
        break;
      default:
        this.data.unclaimed = (this.data.unclaimed ?? 0) + 1;
    }
    this.children(node);
    return undefined;
  }

  private leaf(node: LeafDirective): RootContent[] | undefined {
    const component = THEME_BLOCKS[node.name];
    if (component) {
      makeThemeBlock(node, component);
      if (node.name === 'authors') this.data.authorsPlaced = true;
      return undefined;
    }
    // API references: mdx/api/remark-api.ts replaces them next.
    if (isApiDirective(node.name)) return undefined;
    if (node.name === SNIPPET_DIRECTIVE) {
      const line = node.position?.start.line;
      const text = line === undefined ? undefined : (this.file.data.snippets as ReadonlyMap<number, string> | undefined)?.get(line);
      if (text !== undefined) {
        try {
          return [snippetBlock(node, text, this.includeContext(node))];
        } catch (error) {
          throw this.includeFailure(error, line!);
        }
      }
    }
    this.data.unclaimed = (this.data.unclaimed ?? 0) + 1;
    return undefined;
  }

  private jsx(node: MdxJsxFlowElement | MdxJsxTextElement): void {
    if (node.name === 'script' && node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'setup')) {
      this.fail('<script setup> is a Vue component script (VitePress): docsgen cannot run it', node, 'docsgen pages are React: import components at the top of an .mdx page and use them as <Name />');
    }
    for (const attribute of node.attributes) {
      if (attribute.type === 'mdxJsxAttribute' && /^v-[\w-]+$/.test(attribute.name)) {
        this.warn(`${attribute.name} is a Vue directive (VitePress): in MDX it is an HTML attribute that does nothing`, node, 'use JavaScript in the page instead: {condition && <p>…</p>}, {items.map((item) => <li>{item}</li>)}');
      }
    }
  }

  /** What a block's info string asks for that docsgen does not draw (Expressive Code's `collapse={…}`, text marks), each a warning. */
  private codeMeta(node: Code): void {
    for (const ignored of parseCodeMeta(node.meta!).ignored) {
      this.warn(`${ignored.text} (Expressive Code, Starlight) ${ignored.reason}`, node, ignored.hint);
    }
  }

  /** The page's code blocks, once the walk saw them all: includes, then virtual files. */
  finishCode(): void {
    if (this.code.length === 0) return;
    const named = this.code.filter((node) => node.meta?.includes('filename=') && parseCodeMeta(node.meta).filename);
    const virtualFiles = new Map<string, string>();
    // Blocks named with filename="…" first: the others may include or import them.
    for (const node of named) {
      this.include(node, new Map());
      virtualFiles.set(parseCodeMeta(node.meta!).filename!, node.value);
    }
    for (const node of this.code) {
      if (!named.includes(node)) this.include(node, virtualFiles);
      if (virtualFiles.size > 0 && TWOSLASH_LANGS.test(node.lang ?? '') && parseCodeMeta(node.meta ?? '').flags.includes('twoslash')) {
        const { code, added } = withVirtualFiles(node.value, node.lang!, virtualFiles);
        if (added > 0) {
          const written = this.origins(node) ?? node.value.split('\n').map((_, line) => line);
          node.value = code;
          this.setOrigins(node, [...new Array<number>(added).fill(-1), ...written]);
        }
      }
    }
  }

  private include(node: Code, virtualFiles: ReadonlyMap<string, string>): void {
    if (!hasIncludeMarkers(node.value)) return;
    try {
      const { code, origins } = includeCode(node.value, { ...this.includeContext(node), virtualFiles });
      node.value = code;
      if (origins) this.setOrigins(node, origins);
    } catch (error) {
      throw this.includeFailure(error, (node.position?.start.line ?? 0) + 1);
    }
  }

  private origins(node: Code): number[] | undefined {
    const line = node.position?.start.line;
    return line === undefined ? undefined : this.data.codeOrigins?.get(line);
  }

  private setOrigins(node: Code, origins: number[]): void {
    const line = node.position?.start.line;
    if (line !== undefined) (this.data.codeOrigins ??= new Map()).set(line, origins);
  }

  private includeContext(node: { position?: Code['position'] }): IncludeContext {
    if (!this.includes) {
      const route = this.file.data.route as string | undefined;
      const siteRoot = (this.file.data.siteRoot as string | undefined) ?? (this.file.path && route !== undefined ? siteRootOf(this.file.path, route) : undefined);
      if (!siteRoot || !this.file.path) this.fail('code can be included only from a page of a site (its folder unknown here)', node);
      const recorder = dependenciesOf(this.file);
      this.includes = { siteRoot: siteRoot!, pageFile: this.file.path!, virtualFiles: new Map(), record: (dep) => recorder.add(dep) };
    }
    return this.includes;
  }

  /** An include that cannot be honoured, as an error at its line (`firstLine`: where line 0 is). */
  private includeFailure(error: unknown, firstLine: number): unknown {
    if (!(error instanceof IncludeError)) return error;
    const message = new VFileMessage(error.message, { place: { line: firstLine + error.line, column: 1 }, ruleId: 'include', source: 'docsgen' });
    if (error.hint) message.note = error.hint;
    return message;
  }

  private report(uses: VueUse[], node: RootContent): void {
    for (const use of uses) this.reportOne(use, node);
  }

  private reportOne(use: VueUse | undefined, node: RootContent): void {
    if (!use) return;
    const at = { position: pointAt(node, use.offset) };
    if (use.severity === 'error') this.fail(use.message, at, use.hint);
    else this.warn(use.message, at, use.hint);
  }

  private warn(reason: string, node: { position?: RootContent['position'] }, hint?: string): void {
    const message = this.file.message(reason, { place: node.position, ruleId: 'dialect', source: 'docsgen' });
    if (hint) message.note = hint;
  }

  private fail(reason: string, node: { position?: RootContent['position'] }, hint?: string): never {
    const message = new VFileMessage(reason, { place: node.position, ruleId: 'dialect', source: 'docsgen' });
    message.fatal = true;
    if (hint) message.note = hint;
    throw message;
  }
}
