// A cheap look at every page before any compiles: its frontmatter, its title and whether it has
// ESM (import/export lines). The page list every page renders with (sidebar titles, blog lists)
// comes from here, so the build never waits for all pages to compile before rendering any; and
// pages with ESM are known up front, so their components are bundled with the theme in one go.
import { parse as parseYaml } from 'yaml';
import type { Frontmatter } from '../../theme/shared/page-types.js';
import { withoutHeadingId } from './custom-heading-ids.js';
import { splitSubtitle } from './syntax/heading-subtitle.js';
import { parseAuthors } from '../pages/frontmatter.js';
import { readSimpleYaml } from '../pages/simple-yaml.js';

export interface PageScan {
  frontmatter: Frontmatter;
  title?: string;
  description?: string;
  /** True when a line outside code fences starts with import or export (MDX ESM). */
  usesEsm: boolean;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function scanPage(source: string, isMarkdown: boolean): PageScan {
  const match = FRONTMATTER.exec(source);
  const frontmatter = match ? safeYaml(match[1]!) : {};
  const body = match ? source.slice(match[0].length) : source;
  let title = typeof frontmatter.title === 'string' ? frontmatter.title : undefined;
  let description = typeof frontmatter.description === 'string' ? frontmatter.description : undefined;
  let seenH1 = false;
  let usesEsm = false;
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1]!;
      else if (fenceMatch[1]!.startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    if (!isMarkdown && /^(import|export)\b/.test(line)) usesEsm = true;
    if (!seenH1) {
      const h1 = /^#\s+(.+?)\s*#*\s*$/.exec(line);
      if (h1) {
        seenH1 = true;
        // `# Title [subtitle]` (Vocs, see mdx/syntax/heading-subtitle.ts).
        const { text, subtitle } = splitSubtitle(withoutHeadingId(h1[1]!));
        title ??= plainText(text);
        if (subtitle !== undefined) description ??= subtitle;
      }
    }
  }
  return { frontmatter, title, description, usesEsm };
}

/** Frontmatter as far as it parses; the real parse (with errors and lines) happens in the compile. */
function safeYaml(text: string): Frontmatter {
  try {
    const data = readSimpleYaml(text) ?? (parseYaml(text) as unknown);
    if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
    const frontmatter = { ...(data as Frontmatter) };
    if (frontmatter.authors !== undefined) frontmatter.authors = parseAuthors(frontmatter.authors) ?? [];
    return frontmatter;
  } catch {
    return {};
  }
}

/** Inline Markdown reduced to its text: `code`, **bold**, [link](url). */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .trim();
}
