// Searchable pages straight from a site's sources, through the Markdown half of the build pipeline
// (the same plugins, so the same sections), without compiling, highlighting or rendering. For
// tools that need a site's search index but not the site: the quality tests and the benchmark.
import { readFile } from 'node:fs/promises';
import { createPageAnalyzer } from '../mdx/analyze-page.js';
import { discoverPages } from '../pages/discover.js';
import type { SearchablePage } from './documents.js';

export async function searchablePagesFromSources(root: string, basePath = ''): Promise<SearchablePage[]> {
  const analyzer = createPageAnalyzer({ basePath });
  const pages: SearchablePage[] = [];
  for (const file of discoverPages(root)) {
    const source = await readFile(file.filePath, 'utf8');
    const page = await analyzer.analyze({ source, filePath: file.filePath, relativePath: file.relativePath, route: file.route });
    pages.push({
      route: file.route,
      // As compile-page.ts names a page.
      title: page.frontmatter.title ?? page.firstH1 ?? file.route,
      description: page.frontmatter.description ?? page.subtitle,
      frontmatter: page.frontmatter,
      sections: page.sections,
    });
  }
  return pages;
}
