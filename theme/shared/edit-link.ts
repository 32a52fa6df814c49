// The "Edit page" URL: the pattern's :path is the page file relative to the pages folder; a
// pattern function (config editLink.pattern) is given that path and the page. Pure.
import type { EditLinkPage } from '../../config/types.js';

export function editPageUrl(pattern: string | ((page: EditLinkPage) => string), filePath: string, page: Omit<EditLinkPage, 'filePath'> = { frontmatter: {} }): string {
  const underPages = filePath.replace(/^\/?pages\//, '');
  return typeof pattern === 'function' ? pattern({ ...page, filePath: underPages }) : pattern.replace(/:path/g, underPages);
}
