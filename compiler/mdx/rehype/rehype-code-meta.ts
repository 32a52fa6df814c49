// Code blocks keep their language and meta for the theme: ```ts [file.ts] twoslash becomes
// <pre data-language="ts" data-meta="[file.ts] twoslash" data-title="file.ts">; `frame="terminal"`
// and `wrap` become data-frame="terminal" and data-wrap. With `autoFrames` (config
// markdown.code.autoFrames), a block that names no frame gets Expressive Code's: a terminal for a
// shell session, and a file name comment on its first lines as its title (syntax/code-frames.ts).
// (remark-rehype keeps the meta only in node.data, which MDX, and the HTML parser of Markdown
// pages, would otherwise drop.)
import type { Root, RootContent, Element } from 'hast';
import { autoFrame } from '../syntax/code-frames.js';
import { parseCodeMeta } from '../syntax/code-meta.js';
import { forEachNode } from '../walk.js';

export { parseCodeMeta };

export function rehypeCodeMeta({ autoFrames = false }: { autoFrames?: boolean } = {}) {
  return (tree: Root) => {
    forEachNode<Root | RootContent>(tree, (node) => {
      if (node.type !== 'element' || node.tagName !== 'pre') return;
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (!code) return;
      const className = (code.properties.className as string[] | undefined) ?? [];
      const language = className.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const meta = (code.data as { meta?: string } | undefined)?.meta ?? '';
      if (language) node.properties['dataLanguage'] = language;
      if (meta) node.properties['dataMeta'] = meta;
      const parsed = parseCodeMeta(meta);
      let { title, frame } = parsed;
      const text = code.children.length === 1 && code.children[0]!.type === 'text' ? code.children[0] : undefined;
      if (autoFrames && text) {
        const framed = autoFrame({ language, title, frame, code: text.value });
        ({ title, frame } = framed);
        text.value = framed.code;
      }
      if (title) node.properties['dataTitle'] = title;
      // Expressive Code's (Starlight) frames and wrapped lines, drawn by the theme (CodeBlock.tsx, code.css).
      if (frame === 'terminal' || frame === 'none') node.properties['dataFrame'] = frame;
      if (parsed.wrap) node.properties['dataWrap'] = '';
    });
  };
}
