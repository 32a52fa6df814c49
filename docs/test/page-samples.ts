// The code blocks of the Get Starknet pages, read with the build's own Markdown parser setup
// (MDX, frontmatter, directives), so that a block inside :::code-group or ::::steps is found too.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Code } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { DOCS_ROOT } from '../../test/support/docs-site.js';

export const PAGES_DIR = join(DOCS_ROOT, 'pages');

export interface PageSample {
  /** `pages/modal/useConnect.mdx:42`: where the block's fence is. */
  where: string;
  /** The page file relative to pages/, e.g. `modal/useConnect.mdx`. */
  page: string;
  lang: string;
  meta: string;
  code: string;
}

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkDirective);

/** Every fenced code block of every page, in page order. */
export function pageSamples(): PageSample[] {
  return pageFiles(PAGES_DIR).flatMap((file) => {
    const page = relative(PAGES_DIR, file);
    const samples: PageSample[] = [];
    visit(parser.parse(readFileSync(file, 'utf8')), 'code', (node: Code) => {
      samples.push({
        where: `pages/${page}:${node.position?.start.line ?? 0}`,
        page,
        lang: node.lang ?? '',
        meta: node.meta ?? '',
        code: node.value,
      });
    });
    return samples;
  });
}
