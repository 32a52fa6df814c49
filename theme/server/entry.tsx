// The theme's server bundle: what the compiler calls to turn a compiled page into HTML.
export { renderPage, type RenderPageInput, type RenderedPage, type MdxContent } from './render-page.js';
