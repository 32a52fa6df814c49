// A page as the page list shows it (PageSummary: sidebar titles, blog lists), made from what a
// quick scan of its source says (mdx/scan-page.ts). The build and the dev server both make this
// list; they share this one function so their pages are listed alike. It sits here, below both
// (and below mdx/, whose scan it takes by shape), as the compiler's layers ask of a shared module.
import type { Frontmatter, PageSummary } from '../../theme/shared/page-types.js';
import type { PageFile } from './discover.js';

/** What a summary needs of a scan: mdx/scan-page.ts's PageScan has it. */
export interface ScannedText {
  title?: string;
  description?: string;
  frontmatter: Frontmatter;
}

/** A page without a title of its own is listed by its route. */
export function pageSummary(file: PageFile, scan: ScannedText, lastUpdatedAt: number | undefined): PageSummary {
  return {
    path: file.route,
    type: 'mdx',
    filePath: file.relativePath,
    title: scan.title ?? file.route,
    description: scan.description,
    frontmatter: scan.frontmatter,
    lastUpdatedAt,
  };
}
