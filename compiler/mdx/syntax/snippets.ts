// VitePress snippet imports: a line `<<< @/snippets/client.ts#setup{2,4-5 ts:line-numbers} [client.ts]`
// is a code block holding that file (or one region of it), with its language from the braces or
// the file's extension, highlighted lines, line numbers and a title. `@/` is the site folder (or,
// when the file is not there, pages/, where a VitePress source folder's files land); any other
// path is relative to the page. dialect-lines.ts turned the line into a `::docsgen-snippet` leaf
// directive and kept its text by line.
import type { Code } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import { dirname, join } from 'node:path';
import { IncludeError, readSiteFile, regionOf, type IncludeContext } from './includes.js';

export interface SnippetSpec {
  path: string;
  region?: string;
  /** Lines to highlight, as written: `2,4-5`. */
  lines?: string;
  lang?: string;
  lineNumbers: boolean;
  title?: string;
}

const SPEC = /^(\S+?)(?:#([\w*.-]+))?(?:\s*\{([^}]*)\})?(?:\s*\[(.+)\])?\s*$/;

export function parseSnippetSpec(text: string): SnippetSpec | undefined {
  const match = SPEC.exec(text.trim());
  if (!match) return undefined;
  const [, path, region, braces, title] = match as unknown as [string, string, string | undefined, string | undefined, string | undefined];
  const spec: SnippetSpec = { path, lineNumbers: false };
  if (region) spec.region = region;
  if (title) spec.title = title.trim();
  for (const word of (braces ?? '').trim().split(/\s+/).filter(Boolean)) {
    if (/^\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*$/.test(word)) {
      spec.lines = word;
      continue;
    }
    const [lang, ...options] = word.split(':');
    if (lang) spec.lang = lang;
    if (options.includes('line-numbers')) spec.lineNumbers = true;
  }
  return spec;
}

/** The code block a snippet line stands for; throws IncludeError (line 0) when its file is not there. */
export function snippetBlock(directive: LeafDirective, text: string, context: IncludeContext): Code {
  const spec = parseSnippetSpec(text);
  if (!spec) throw new IncludeError(`<<< ${text}: not a snippet import`, 0, 'write <<< @/path/to/file.ts, optionally followed by #region, {2,4-5 lang} and [title]');
  const what = `<<< ${spec.path}`;
  let source: string;
  if (spec.path.startsWith('@/')) {
    const path = spec.path.slice(2);
    try {
      source = readSiteFile(path, context.siteRoot, context, what, 0);
    } catch (error) {
      // A VitePress source folder (with its snippets) is docsgen's pages/.
      if (!(error instanceof IncludeError) || !error.message.includes(': no file ')) throw error;
      try {
        source = readSiteFile(join('pages', path), context.siteRoot, context, what, 0);
      } catch {
        throw error;
      }
    }
  } else {
    source = readSiteFile(spec.path, dirname(context.pageFile), context, what, 0);
  }
  const value = spec.region ? regionOf(source, spec.region, `${what}#${spec.region}`, 0).join('\n') : source;
  const extension = /\.([\w+-]+)$/.exec(spec.path)?.[1];
  const meta = [spec.lines ? `{${spec.lines}}` : '', spec.lineNumbers ? ':line-numbers' : '', spec.title ? `[${spec.title}]` : ''].filter(Boolean).join(' ');
  // In a code group, a snippet without a title is labelled with its file's name (as VitePress does).
  const file = spec.path.split('/').at(-1)!;
  return { type: 'code', lang: spec.lang ?? extension ?? 'text', meta: meta || null, value, position: directive.position, data: { snippetFile: file } as Code['data'] };
}
