// Code blocks keep their language and meta for the theme: ```ts [file.ts] twoslash becomes
// <pre data-language="ts" data-meta="[file.ts] twoslash" data-title="file.ts">; `frame="terminal"`
// and `wrap` become data-frame="terminal" and data-wrap.
// (remark-rehype keeps the meta only in node.data, which MDX, and the HTML parser of Markdown
// pages, would otherwise drop.)
import type { Root, RootContent, Element } from 'hast';
import { parseCodeMeta } from './syntax/code-meta.js';
import { forEachNode } from './walk.js';

export { parseCodeMeta };

export function rehypeCodeMeta() {
  return (tree: Root) => {
    forEachNode<Root | RootContent>(tree, (node) => {
      if (node.type !== 'element' || node.tagName !== 'pre') return;
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (!code) return;
      const className = (code.properties.className as string[] | undefined) ?? [];
      const language = className.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const meta = (code.data as { meta?: string } | undefined)?.meta ?? '';
      if (language) node.properties['dataLanguage'] = language;
      if (meta) {
        node.properties['dataMeta'] = meta;
        const { title, frame, wrap } = parseCodeMeta(meta);
        if (title) node.properties['dataTitle'] = title;
        // Expressive Code's (Starlight) frames and wrapped lines, drawn by the theme (CodeBlock.tsx, code.css).
        if (frame) node.properties['dataFrame'] = frame;
        if (wrap) node.properties['dataWrap'] = '';
      }
    });
  };
}
