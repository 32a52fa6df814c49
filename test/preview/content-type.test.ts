import { describe, expect, it } from 'vitest';
import { contentTypeHeader, isCompressible, mediaTypeFor } from '../../compiler/preview/content-type.js';

describe('content types', () => {
  it.each([
    ['a/index.html', 'text/html; charset=utf-8', true],
    ['app.js', 'text/javascript; charset=utf-8', true],
    ['app.mjs', 'text/javascript; charset=utf-8', true],
    ['theme.css', 'text/css; charset=utf-8', true],
    ['data.json', 'application/json', true],
    ['logo.svg', 'image/svg+xml', true],
    ['robots.txt', 'text/plain; charset=utf-8', true],
    ['page.md', 'text/markdown; charset=utf-8', true],
    ['sitemap.xml', 'application/xml', true],
    ['photo.PNG', 'image/png', false],
    ['photo.jpg', 'image/jpeg', false],
    ['favicon.ico', 'image/x-icon', false],
    ['hero.webp', 'image/webp', false],
    ['inter.woff2', 'font/woff2', false],
    ['LICENSE', 'application/octet-stream', false],
  ])('%s is %s (compressible: %s)', (file, header, compressible) => {
    const type = mediaTypeFor(file);
    expect(contentTypeHeader(type)).toBe(header);
    expect(isCompressible(type)).toBe(compressible);
  });
});
