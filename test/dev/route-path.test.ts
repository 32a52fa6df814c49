import { describe, expect, it } from 'vitest';
import { routeForSitePath } from '../../compiler/dev/route-path.js';

describe('routeForSitePath', () => {
  it('maps every form the build writes to one route', () => {
    expect(routeForSitePath('/')).toBe('/');
    expect(routeForSitePath('/index.html')).toBe('/');
    expect(routeForSitePath('/index')).toBe('/');
    for (const path of ['/guide', '/guide/', '/guide.html', '/guide/index.html', '/guide/index', '/guide//']) {
      expect(routeForSitePath(path), path).toBe('/guide');
    }
    expect(routeForSitePath('/core/createStore')).toBe('/core/createStore');
  });
});
