import { describe, expect, it } from 'vitest';
import { isPageFile, outputFilesForRoute, routeFromPagePath } from '../../../compiler/pages/routes.js';

describe('routeFromPagePath', () => {
  it.each([
    ['index.mdx', '/'],
    ['core/index.mdx', '/core'],
    ['core/createStore.mdx', '/core/createStore'],
    ['guide/setup.md', '/guide/setup'],
    ['a/b/c/index.md', '/a/b/c'],
  ])('%s → %s', (file, route) => {
    expect(routeFromPagePath(file)).toBe(route);
  });
});

describe('outputFilesForRoute', () => {
  it('writes the root once and every other route in both forms', () => {
    expect(outputFilesForRoute('/')).toEqual(['index.html']);
    expect(outputFilesForRoute('/core/createStore')).toEqual(['core/createStore/index.html', 'core/createStore.html']);
  });
});

describe('isPageFile', () => {
  it('accepts .md and .mdx only', () => {
    expect(isPageFile('a.mdx')).toBe(true);
    expect(isPageFile('a.md')).toBe(true);
    expect(isPageFile('a.tsx')).toBe(false);
    expect(isPageFile('a.mdx.bak')).toBe(false);
  });
});
