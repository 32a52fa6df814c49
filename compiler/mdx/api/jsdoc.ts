// JSDoc as the API reference shows it: Markdown, with `{@link Name}` a link to the page that
// documents Name (or the name as code when the site does not), and the tags a reader looks for
// (`@deprecated`, `@since`, `@default`, `@example`, `@throws`, `@see`, `@category`…).
import type TypeScript from 'typescript';
import type { ApiDoc } from './model.js';
import { ts } from './program.js';

/** Where the declaration of a symbol is documented on the site (route and #anchor), if it is. */
export type HrefOf = (symbol: TypeScript.Symbol) => string | undefined;

interface DocSource {
  getDocumentationComment(checker: TypeScript.TypeChecker | undefined): TypeScript.SymbolDisplayPart[];
  getJsDocTags(checker?: TypeScript.TypeChecker): TypeScript.JSDocTagInfo[];
}

export class JSDocReader {
  constructor(
    private readonly program: TypeScript.Program,
    private readonly checker: TypeScript.TypeChecker,
    private readonly hrefOf: HrefOf,
  ) {}

  /** What the comment of a symbol (or of one overload's signature) says. */
  doc(source: DocSource | undefined): ApiDoc {
    const doc: ApiDoc = { examples: [], throws: [], see: [] };
    if (!source) return doc;
    const summary = this.markdown(source.getDocumentationComment(this.checker)).trim();
    if (summary) doc.summary = summary;
    for (const tag of source.getJsDocTags(this.checker)) {
      const text = this.markdown(tag.text ?? []).trim();
      switch (tag.name) {
        case 'deprecated':
          doc.deprecated = text;
          break;
        case 'since':
          doc.since = text;
          break;
        case 'remarks':
          doc.remarks = text;
          break;
        case 'returns':
        case 'return':
          doc.returns = text;
          break;
        case 'default':
        case 'defaultValue':
          doc.defaultValue = stripCodeFence(text);
          break;
        case 'category':
          doc.category = text;
          break;
        case 'example':
          doc.examples.push(exampleMarkdown(text));
          break;
        case 'throws':
        case 'exception':
          doc.throws.push(throwsMarkdown(text));
          break;
        case 'see':
          doc.see.push(text);
          break;
      }
    }
    return doc;
  }

  /**
   * The `@param` text for `name` (dotted for a member of an options object: `options.adapters`)
   * in the JSDoc of `declaration`.
   */
  paramDoc(declaration: TypeScript.Node, name: string): string | undefined {
    for (const tag of ts.getJSDocTags(declaration)) {
      if (!ts.isJSDocParameterTag(tag)) continue;
      const tagName = ts.isIdentifier(tag.name) ? tag.name.text : entityName(tag.name);
      if (tagName !== name) continue;
      const comment = typeof tag.comment === 'string' ? tag.comment : tag.comment ? this.commentMarkdown(tag.comment) : '';
      return comment.replace(/^\s*-\s+/, '').trim() || undefined;
    }
    return undefined;
  }

  /** The `@param` names of `declaration` that start with `prefix.` (members of one options parameter). */
  memberParamDocs(declaration: TypeScript.Node, prefix: string): Map<string, string> {
    const docs = new Map<string, string>();
    for (const tag of ts.getJSDocTags(declaration)) {
      if (!ts.isJSDocParameterTag(tag) || ts.isIdentifier(tag.name)) continue;
      const name = entityName(tag.name);
      if (!name.startsWith(`${prefix}.`)) continue;
      const comment = typeof tag.comment === 'string' ? tag.comment : tag.comment ? this.commentMarkdown(tag.comment) : '';
      const text = comment.replace(/^\s*-\s+/, '').trim();
      if (text) docs.set(name.slice(prefix.length + 1), text);
    }
    return docs;
  }

  /** Display parts (documentation, a tag's text) as Markdown. */
  markdown(parts: readonly TypeScript.SymbolDisplayPart[]): string {
    let out = '';
    let link: { name: string; text: string; target?: TypeScript.DocumentSpan } | undefined;
    for (const part of parts) {
      if (part.kind === 'link') {
        if (part.text.startsWith('{@')) link = { name: '', text: '' };
        else if (link) {
          out += this.linkMarkdown(link);
          link = undefined;
        }
        continue;
      }
      if (link && part.kind === 'linkName') {
        link.name = part.text;
        link.target = (part as TypeScript.JSDocLinkDisplayPart).target;
        continue;
      }
      if (link && part.kind === 'linkText') {
        link.text += part.text;
        continue;
      }
      out += part.text;
    }
    if (link) out += this.linkMarkdown(link);
    return out;
  }

  private commentMarkdown(comment: TypeScript.NodeArray<TypeScript.JSDocComment>): string {
    return comment
      .map((part) => {
        if (ts.isJSDocLink(part) || ts.isJSDocLinkCode(part) || ts.isJSDocLinkPlain(part)) {
          const name = part.name ? entityOrMember(part.name) : '';
          const symbol = part.name ? this.symbolAt(part.name) : undefined;
          return this.linkMarkdown({ name, text: part.text.trim(), symbol });
        }
        return part.text;
      })
      .join('');
  }

  private linkMarkdown(link: { name: string; text: string; target?: TypeScript.DocumentSpan; symbol?: TypeScript.Symbol }): string {
    // `{@link https://example.com the site}`: TypeScript gives it all as the link's text.
    const whole = `${link.name}${link.text}`.trim();
    const url = /^(https?:\/\/\S+)(?:\s*\|?\s*(.*))?$/.exec(whole);
    if (url) return `[${escapeBrackets(url[2] || url[1]!)}](${url[1]})`;
    // TSDoc's `{@link target | label}`; JSDoc's `{@link target label}` (TypeScript gives the label as the link's text).
    const pipe = whole.indexOf('|');
    const label = (pipe >= 0 ? whole.slice(pipe + 1) : link.text).trim() || link.name;
    const symbol = link.symbol ?? (link.target ? this.symbolOfSpan(link.target) : undefined);
    const href = symbol ? this.hrefOf(symbol) : undefined;
    const labelled = label !== link.name;
    const shown = labelled ? escapeBrackets(label) : `\`${label}\``;
    return href ? `[${shown}](${href})` : labelled ? label : `\`${label}\``;
  }

  private symbolAt(node: TypeScript.Node): TypeScript.Symbol | undefined {
    try {
      return this.checker.getSymbolAtLocation(node);
    } catch {
      return undefined;
    }
  }

  /** The symbol declared at a link's target (TypeScript points at the declaration's name). */
  private symbolOfSpan(span: TypeScript.DocumentSpan): TypeScript.Symbol | undefined {
    const file = this.program.getSourceFile(span.fileName);
    if (!file) return undefined;
    const position = span.textSpan.start;
    let found: TypeScript.Node | undefined;
    const visit = (node: TypeScript.Node): void => {
      if (position < node.getStart(file) || position >= node.getEnd()) return;
      found = node;
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(file, visit);
    if (!found) return undefined;
    const named = (found as { name?: TypeScript.Node }).name ?? found;
    return this.symbolAt(named) ?? this.symbolAt(found);
  }
}

function entityName(name: TypeScript.EntityName): string {
  return ts.isIdentifier(name) ? name.text : `${entityName(name.left)}.${name.right.text}`;
}

function entityOrMember(name: TypeScript.EntityName | TypeScript.JSDocMemberName): string {
  if (ts.isIdentifier(name) || ts.isQualifiedName(name)) return entityName(name);
  return `${entityOrMember(name.left)}#${name.right.text}`;
}

function escapeBrackets(text: string): string {
  return text.replace(/[[\]]/g, '\\$&');
}

/** `@default` values are often written as code: `` `[]` `` or a fenced block. */
function stripCodeFence(text: string): string {
  const fenced = /^```\w*\n([\s\S]*?)\n```$/.exec(text);
  if (fenced) return fenced[1]!.trim();
  const inline = /^`([^`]+)`$/.exec(text);
  return inline ? inline[1]! : text;
}

/** An `@example` as Markdown: as written when it has a fenced block, else its code in one. */
function exampleMarkdown(text: string): string {
  if (/^```/m.test(text)) return text;
  // A first line in <caption> is the example's title.
  const caption = /^<caption>([\s\S]*?)<\/caption>\s*/.exec(text);
  const code = caption ? text.slice(caption[0].length) : text;
  return `${caption ? `${caption[1]!.trim()}\n\n` : ''}\`\`\`ts\n${code.trim()}\n\`\`\``;
}

/** `@throws {StarknetChainError} when …` → `` `StarknetChainError` when … ``. */
function throwsMarkdown(text: string): string {
  return text.replace(/^\{([^}]+)\}\s*/, (_, type: string) => `\`${type.trim()}\` `).trim();
}
