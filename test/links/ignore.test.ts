import { describe, expect, it } from 'vitest';
import { globToRegExp, linkIgnore } from '../../compiler/links/ignore.js';

describe('linkIgnore', () => {
  it('matches wildcards within a segment (*) and across segments (**), the rest literally', () => {
    expect(globToRegExp('/api/*').test('/api/x')).toBe(true);
    expect(globToRegExp('/api/*').test('/api/x/y')).toBe(false);
    expect(globToRegExp('/api/**').test('/api/x/y')).toBe(true);
    expect(globToRegExp('/a.b?c').test('/a.b?c')).toBe(true);
    expect(globToRegExp('/a.b').test('/axb')).toBe(false);
  });

  it('ignores a link when a pattern matches it as written or the path it resolves to', () => {
    const ignore = linkIgnore(['/legacy/**', 'draft', /^\/generated\//g]);
    expect(ignore({ href: '/legacy/a/b' })).toBe(true);
    expect(ignore({ href: 'draft' })).toBe(true);
    expect(ignore({ href: '../old', path: '/legacy/old' })).toBe(true);
    expect(ignore({ href: '#x', path: '/page', hash: 'x' })).toBe(false);
    // A global RegExp keeps no state between links.
    expect(ignore({ href: '/generated/x' })).toBe(true);
    expect(ignore({ href: '/generated/y' })).toBe(true);
    expect(linkIgnore(['/core#old-*'])({ href: '#old-api', path: '/core', hash: 'old-api' })).toBe(true);
    expect(linkIgnore([])({ href: '/anything' })).toBe(false);
  });
});
