import { describe, expect, it } from 'vitest';
import { assistantUrl, fillPrompt, LOCATION_PLACEHOLDER } from '../../../theme/shared/ai-cta.js';
import { bannerKey, bannerText } from '../../../theme/lib/banner.js';
import { blogPosts } from '../../../theme/lib/blog.js';
import { editPageUrl } from '../../../theme/shared/edit-link.js';
import { formatLongDate } from '../../../theme/lib/format-date.js';
import { markdownPath } from '../../../theme/shared/markdown-path.js';
import type { PageSummary } from '../../../theme/shared/page-types.js';
import { createElement } from 'react';

describe('editPageUrl', () => {
  it('fills :path with the file relative to pages/', () => {
    expect(editPageUrl('https://github.com/o/r/edit/main/docs/pages/:path', 'pages/core/createStore.mdx')).toBe('https://github.com/o/r/edit/main/docs/pages/core/createStore.mdx');
  });
});

describe('markdownPath', () => {
  it('puts a page’s Markdown next to its route', () => {
    expect(markdownPath('/')).toBe('/index.md');
    expect(markdownPath('/guide')).toBe('/guide.md');
    expect(markdownPath('/core/createStore')).toBe('/core/createStore.md');
  });
});

describe('formatLongDate', () => {
  it('writes dates in en-US long form', () => {
    expect(formatLongDate('2024-05-01')).toBe('May 1, 2024');
    expect(formatLongDate(Date.UTC(2024, 11, 31, 23, 59))).toBe('December 31, 2024');
  });
});

describe('assistant link', () => {
  it('opens the assistant with the prompt, the page URL filled in', () => {
    const template = `Read ${LOCATION_PLACEHOLDER} and quiz me.`;
    const prompt = fillPrompt(template, 'https://x.dev/core');
    expect(prompt).toBe('Read https://x.dev/core and quiz me.');
    expect(assistantUrl(prompt)).toBe(`https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`);
    expect(encodeURIComponent(LOCATION_PLACEHOLDER)).toBe(LOCATION_PLACEHOLDER);
  });
});

describe('bannerKey', () => {
  it('depends on what the banner says and links to, not on markup', () => {
    const element = createElement('span', null, 'Version 2 is out. ', createElement('a', { href: '/v2' }, 'Read more'));
    expect(bannerText(element)).toBe('Version 2 is out. Read more(/v2)');
    expect(bannerKey(element)).toBe(bannerKey(createElement('strong', null, 'Version 2 is out. ', createElement('a', { href: '/v2' }, 'Read more'))));
    expect(bannerKey(element)).not.toBe(bannerKey('Version 3 is out.'));
    expect(bannerKey('text')).toMatch(/^[0-9a-z]+$/);
  });
});

describe('blogPosts', () => {
  const page = (path: string, date?: string, title = path): PageSummary => ({ path, type: 'mdx', filePath: `pages${path}.mdx`, title, frontmatter: date ? { date, authors: [{ name: 'Ada' }] } : {} });

  it('lists pages under the folder, newest first, without the folder page', () => {
    const pages = [page('/blog'), page('/blog/old', '2023-01-01'), page('/blog/new', '2024-06-01'), page('/blogroll', '2025-01-01'), page('/guide')];
    const posts = blogPosts(pages, '/blog');
    expect(posts.map((p) => p.path)).toEqual(['/blog/new', '/blog/old']);
    expect(posts[0]).toEqual({ title: '/blog/new', path: '/blog/new', authors: [{ name: 'Ada' }], date: '2024-06-01' });
  });

  it('is empty for an empty folder', () => {
    expect(blogPosts([page('/guide')], '/blog')).toEqual([]);
  });
});
