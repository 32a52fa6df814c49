// The theme's server bundle: what the compiler calls to turn a compiled page into HTML.
export { renderPage } from './render-page.js';
export type { RenderPageInput, RenderedPage, MdxContent } from './render-types.js';
