export { renderPage, type RenderPageInput, type RenderedPage, type MdxContent } from './render-page.js';
