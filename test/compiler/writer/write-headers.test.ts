import { describe, expect, it } from 'vitest';
import { headersFileText } from '../../../compiler/writer/write-headers.js';

/** The rules as path → Cache-Control. */
function rules(text: string): Map<string, string> {
  const map = new Map<string, string>();
  let path = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('/')) path = line;
    else if (line.startsWith('  Cache-Control: ')) map.set(path, line.slice('  Cache-Control: '.length));
  }
  return map;
}

/** Does a host's pattern (`*` matches anything, slashes included) match the path? */
function matches(pattern: string, path: string): boolean {
  const regex = new RegExp('^' + pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*') + '$');
  return regex.test(path);
}

describe('headersFileText', () => {
  const files = ['docsgen/loader-AB12CD34.js', 'docsgen/search-index.0123456789abcdef.json', 'docsgen/manifest.json', 'index.html', 'index.md', '404.html', 'guide.html', 'guide/index.html', 'guide-extra.html', 'guide-extra/index.html', 'logo.svg', 'llms.txt', 'llms-full.txt', '.well-known/security.txt'];

  it('makes hashed assets immutable and everything else revalidated, under the base path', () => {
    const text = headersFileText(files, '/docs', 'docsgen');
    const map = rules(text);
    const immutable = 'public, max-age=31536000, immutable';
    // A file without a hash in the folder: each file gets its own rule.
    expect(map.get('/docs/docsgen/loader-AB12CD34.js')).toBe(immutable);
    expect(map.get('/docs/docsgen/search-index.0123456789abcdef.json')).toBe(immutable);
    expect(map.get('/docs/docsgen/manifest.json')).toBe('no-cache');
    expect([...map.keys()].filter((p) => !p.startsWith('/docs/docsgen/'))).toEqual(['/docs/', '/docs/404*', '/docs/guide*', '/docs/index*', '/docs/llms*', '/docs/logo*']);
    for (const [path, value] of map) if (!path.startsWith('/docs/docsgen/')) expect(value, path).toBe('no-cache');
  });

  it('never lets two rules match one URL, so no host joins two Cache-Control values', () => {
    const patterns = [...rules(headersFileText(files, '', 'docsgen')).keys()];
    const urls = ['/', '/index.html', '/guide', '/guide.html', '/guide/', '/guide/index.html', '/guide-extra', '/404.html', '/logo.svg', '/llms-full.txt', '/docsgen/loader-AB12CD34.js', '/docsgen/search-index.0123456789abcdef.json', '/docsgen/manifest.json'];
    for (const url of urls) expect(patterns.filter((p) => matches(p, url)), url).toHaveLength(1);
  });
});

describe('headersFileText on a build', () => {
  // Pages whose names are the start of the folder's ("docs", "d"): `/docs*` would match /docsgen/.
  const files = ['static/loader-AB12CD34.js', 'static/style-ZZ12CD34.css', 'static/search-index.0123456789abcdef.json', 'index.html', 'docs.html', 'docs.md', 'docs/index.html', 'd/index.html', 'd.html', 'guide.html', 'guide/index.html', 'stat.html'];

  it('covers the whole generated folder with one rule when every file in it is hashed', () => {
    const map = rules(headersFileText(files, '', 'static'));
    expect(map.get('/static/*')).toBe('public, max-age=31536000, immutable');
    expect([...map.keys()].filter((p) => p.startsWith('/static'))).toEqual(['/static/*']);
  });

  it('gives names that start the folder name exact rules instead of a prefix that would reach into it', () => {
    const patterns = [...rules(headersFileText(files, '', 'static')).keys()];
    expect(patterns).toContain('/stat.html');
    expect(patterns).not.toContain('/stat*');
    const urls = ['/', '/static/loader-AB12CD34.js', '/static/search-index.0123456789abcdef.json', '/stat.html', '/docs', '/docs/', '/docs.md', '/guide/'];
    for (const url of urls) expect(patterns.filter((p) => matches(p, url)), url).toHaveLength(1);
    const docsgen = [...rules(headersFileText(files, '', 'docsgen')).keys()];
    for (const url of ['/docs', '/docs/', '/docs.html', '/docs.md', '/d', '/d.html', '/d/index.html']) expect(docsgen.filter((p) => matches(p, url)), url).toHaveLength(1);
    expect(docsgen.filter((p) => matches(p, '/docsgen/loader-AB12CD34.js'))).toHaveLength(0);
  });
});
