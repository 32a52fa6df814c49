// Where a page's Markdown copy lives: /guide → /guide.md, / → /index.md. Shared by the build
// (which writes it) and the "Copy page as Markdown" button (which fetches it). Pure.
export function markdownPath(route: string): string {
  return route === '/' ? '/index.md' : `${route.replace(/\/+$/, '')}.md`;
}
