// A fence's language and meta in one form, whichever dialect wrote them, before anything else
// reads them (the site's plugins, code groups, the highlighter):
//   ```ts{2,4-5}             VitePress: highlighted lines in the language → lang ts, meta {2,4-5}
//   ```ts:line-numbers=5     VitePress: line numbers from 5               → lang ts, meta :line-numbers=5
//   ```[notes.txt]           a title and no language                      → no lang, meta [notes.txt]
//   ```                      no language: Markdown, as Vocs highlights it
import type { Code } from 'mdast';

/** A language as VitePress writes it: the name, then `{lines}` and `:options` without spaces. */
const VITEPRESS_LANG = /^([^{:\s]*)([{:].*)$/;

export function normalizeFence(node: Code): void {
  let lang = node.lang ?? '';
  let meta = node.meta ?? '';
  if (lang.startsWith('[')) {
    meta = meta ? `${lang} ${meta}` : lang;
    lang = '';
  } else {
    const vitepress = VITEPRESS_LANG.exec(lang);
    if (vitepress) {
      lang = vitepress[1]!;
      const options = vitepress[2]!.replace(/(?=[{:])/g, ' ').trim();
      meta = meta ? `${options} ${meta}` : options;
    }
  }
  node.lang = lang || 'markdown';
  node.meta = meta || null;
}
