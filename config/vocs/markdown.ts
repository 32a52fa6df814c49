/**
 * Vocs' `markdown` and `twoslash` → docsgen's. Plugins are unified plugins in both; a Vocs list
 * may also hold presets and several option values per plugin, which are spread out or named.
 * Code themes keep their names. Twoslash: Vocs compiles blocks with twoslash's defaults and the
 * config's options, never the site's tsconfig.json, and so does docsgen for a Vocs site.
 */
import type { MarkdownOptions, MarkdownPluginEntry, SiteConfig } from '../types.js';
import type { Markdown, Pluggable, TwoslashOptions } from './types.js';
import type { Warn } from './warnings.js';

/** The @shikijs/rehype options docsgen reads; the others are named in a warning. */
const CODE_OPTIONS_READ = new Set(['themes', 'theme']);

export function vocsMarkdown(markdown: Markdown, warn: Warn): MarkdownOptions {
  const out: MarkdownOptions = {};
  if (markdown.remarkPlugins) out.remarkPlugins = plugins(markdown.remarkPlugins, 'markdown.remarkPlugins', warn);
  if (markdown.rehypePlugins) out.rehypePlugins = plugins(markdown.rehypePlugins, 'markdown.rehypePlugins', warn);
  const code = markdown.code;
  if (code) {
    const themes = code.themes ?? (typeof code.theme === 'string' ? { light: code.theme, dark: code.theme } : undefined);
    if (themes) {
      // Vocs' defaults fill in a scheme the config leaves out.
      out.code = { themes: { light: themes.light ?? 'github-light', dark: themes.dark ?? 'github-dark-dimmed' } };
    }
    for (const key of Object.keys(code)) {
      if (!CODE_OPTIONS_READ.has(key)) warn(`markdown.code.${key}`, 'a Shiki option docsgen does not take: it highlights with its own transformers, in the two themes of `themes`');
    }
  }
  for (const key of Object.keys(markdown)) {
    if (!['remarkPlugins', 'rehypePlugins', 'code'].includes(key)) warn(`markdown.${key}`, 'not a Vocs markdown option; ignored');
  }
  return out;
}

function plugins(list: readonly Pluggable[], path: string, warn: Warn): MarkdownPluginEntry[] {
  const entries: MarkdownPluginEntry[] = [];
  list.forEach((entry, index) => {
    if (typeof entry === 'function') entries.push(entry);
    else if (Array.isArray(entry)) {
      const [plugin, ...options] = entry;
      if (options.length > 1) warn(`${path}[${index}]`, `${options.length} option values: docsgen gives a plugin one, the first`);
      entries.push(options.length === 0 ? [plugin] : [plugin, options[0]]);
    } else if (entry && typeof entry === 'object' && 'plugins' in entry) {
      // A preset: its plugins, in order.
      if (entry.settings !== undefined) warn(`${path}[${index}].settings`, 'unified settings of a preset are not passed on; its plugins run with their own options');
      entries.push(...plugins((entry.plugins ?? []) as Pluggable[], `${path}[${index}].plugins`, warn));
    } else entries.push(entry as MarkdownPluginEntry);
  });
  return entries;
}

/** The twoslash options docsgen reads; the others are named in a warning by the adapter's caller. */
const TWOSLASH_OPTIONS_READ = new Set(['compilerOptions', 'customTags']);

export function vocsTwoslash(twoslash: TwoslashOptions | false | undefined, warn?: Warn): SiteConfig['twoslash'] {
  if (twoslash === false) return false;
  for (const key of Object.keys(twoslash ?? {})) {
    if (!TWOSLASH_OPTIONS_READ.has(key)) warn?.(`twoslash.${key}`, 'docsgen runs twoslash with its own file system and handbook options; only compilerOptions and customTags are taken');
  }
  return { tsconfig: false, compilerOptions: { ...twoslash?.compilerOptions }, customTags: [...(twoslash?.customTags ?? [])] };
}
