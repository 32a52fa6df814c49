// VitePress pages are Vue templates: `<script setup>`, `{{ expression }}`, `v-if`, `:prop`,
// `@click` and Vue components mean something there and nothing here. A page that uses them would
// build and show the wrong thing, so each use is reported, naming the way docsgen does it. Pure:
// returns what it found.

export interface VueUse {
  /** An error fails the page: it cannot render anything sensible. */
  severity: 'error' | 'warning';
  message: string;
  hint: string;
  /** 0-based offset in the text looked at. */
  offset: number;
}

const REACT_WAY = 'docsgen pages are React: write the logic as a component (Name.tsx, or Name.island.tsx to run in the browser) and import it in an .mdx page';

const SCRIPT_SETUP = /<script\b[^>]*\bsetup\b[^>]*>/i;
const STYLE_SCOPED = /<style\b[^>]*\b(scoped|module)\b[^>]*>/i;
const VUE_ATTRIBUTE = /<[A-Za-z][\w.-]*\b[^>]*?\s((?:v-[\w-]+|[:@#][\w.[\]-]+)(?:=(?:"[^"]*"|'[^']*'|[^\s>]+))?)/g;
const COMPONENT_TAG = /<([A-Z][\w]*(?:\.[\w]+)*)\b/g;
export const INTERPOLATION = /\{\{[\s\S]*?\}\}/;

/**
 * What in a raw HTML block of a .md page only Vue would run. `inText`: the text of a paragraph
 * (an element with `@click` is no HTML to CommonMark, so it stays text): attributes only.
 */
export function vueInHtml(html: string, inText = false): VueUse[] {
  const found: VueUse[] = [];
  if (inText) {
    attributes(html, found);
    return found;
  }
  const script = SCRIPT_SETUP.exec(html);
  if (script) {
    found.push({
      severity: 'error',
      message: `${script[0]} is a Vue component script (VitePress): docsgen cannot run it`,
      hint: REACT_WAY,
      offset: script.index,
    });
  }
  const style = STYLE_SCOPED.exec(html);
  if (style) {
    found.push({
      severity: 'warning',
      message: `${style[0]} is a Vue ${style[1]} style (VitePress): docsgen renders it as a plain <style>, which applies to the whole page`,
      hint: "put the site's styles in styles.css, or give the page's elements classes of their own",
      offset: style.index,
    });
  }
  attributes(html, found);
  for (const match of html.matchAll(COMPONENT_TAG)) {
    found.push({
      severity: 'warning',
      message: `<${match[1]}> looks like a Vue component (VitePress): a .md page renders HTML as written, and browsers know no <${match[1]!.toLowerCase()}> element`,
      hint: `rename the page to .mdx and import a React component of that name (docsgen's own need no import: CodeGroup, BlogPosts, Authors, Sponsors)`,
      offset: match.index,
    });
  }
  return found;
}

function attributes(html: string, found: VueUse[]): void {
  for (const match of html.matchAll(VUE_ATTRIBUTE)) {
    found.push({
      severity: 'warning',
      message: `${match[1]} is a Vue directive (VitePress): a .md page does not run it`,
      hint: REACT_WAY,
      offset: match.index + match[0].length - match[1]!.length,
    });
  }
}

/** `{{ expression }}` in the text of a .md page: VitePress interpolates it, docsgen shows it. */
export function interpolation(text: string): VueUse | undefined {
  const match = INTERPOLATION.exec(text);
  if (!match) return undefined;
  return {
    severity: 'warning',
    message: `${truncate(match[0])} is Vue interpolation (VitePress): docsgen shows it as written`,
    hint: 'write the value itself, or compute it in an .mdx page with a JavaScript expression: {value}; to show the braces on purpose, put them in `code`',
    offset: match.index,
  };
}

/** `{{ expression }}` in an .mdx page, where MDX reads `{ … }` as JavaScript: an object, not text. */
export function mdxInterpolation(expression: string): VueUse | undefined {
  if (!/^\s*\{[\s\S]*\}\s*$/.test(expression)) return undefined;
  return {
    severity: 'error',
    message: `{${truncate(expression.trim())}} is Vue interpolation (VitePress): MDX reads it as a JavaScript object, which cannot be shown`,
    hint: 'write a single pair of braces around the expression: {value}; to show the braces as text, escape them: \\{\\{ … \\}\\}',
    offset: 0,
  };
}

function truncate(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
