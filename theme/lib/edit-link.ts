// The "Edit page" URL: the pattern's :path is the page file relative to the pages folder. Pure.
export function editPageUrl(pattern: string, filePath: string): string {
  return pattern.replace(/:path/g, filePath.replace(/^\/?pages\//, ''));
}
