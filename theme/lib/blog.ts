// The blog post list: every page under a folder (not the folder's own index), newest first. Pure.
import type { Author, PageSummary } from '../shared/page-types.js';
import { pathMatchesPrefix } from '../shared/sidebar.js';

export interface BlogPost {
  title: string;
  path: string;
  description?: string;
  authors: Author[];
  /** ISO date, when the post has one. */
  date?: string;
}

export function blogPosts(pages: PageSummary[], folder: string): BlogPost[] {
  const root = folder.replace(/\/+$/, '') || '/';
  return pages
    .filter((page) => page.path !== root && pathMatchesPrefix(page.path, root) && page.path !== '/404')
    .map((page) => {
      const post: BlogPost = { title: page.title, path: page.path, authors: page.frontmatter.authors ?? [] };
      if (page.description) post.description = page.description;
      if (page.frontmatter.date) post.date = page.frontmatter.date;
      return post;
    })
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.title.localeCompare(b.title));
}
