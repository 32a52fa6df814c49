import { describe, expect, it } from 'vitest';
import { pageHeadTags } from '../../../compiler/build/page-head.js';
import { DocsgenError } from '../../../compiler/errors.js';
import { resolveConfig } from '../../../config/defaults.js';
import type { HeadConfig } from '../../../config/types.js';
import type { PageData } from '../../../theme/lib/page-types.js';

const page = (frontmatter: PageData['frontmatter'] = {}): PageData => ({ frontmatter, filePath: 'pages/guide.mdx', path: '/guide', title: 'Guide', headings: [] });
const config = (head?: HeadConfig) => resolveConfig({ basePath: '/docs', ...(head ? { head } : {}) });

describe('pageHeadTags', () => {
  it("gives every page the config's tags, then its own, a page's tag replacing the site's of the same name", () => {
    const site = [{ tag: 'meta', attrs: { name: 'robots', content: 'index' } }, { tag: 'script', content: 'track()' }] as const;
    const own = [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }] as const;
    expect(pageHeadTags(config(site as never), page({ head: own as never }))).toEqual([own[0], site[1]]);
    expect(pageHeadTags(config(), page())).toEqual([]);
  });

  it('calls a head function with the page, and checks what it returns', () => {
    const seen: unknown[] = [];
    const head: HeadConfig = (context) => {
      seen.push(context);
      return context.frontmatter['noindex'] ? [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }] : undefined;
    };
    expect(pageHeadTags(config(head), page({ noindex: true }))).toEqual([{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }]);
    expect(pageHeadTags(config(head), page())).toEqual([]);
    expect(seen[0]).toEqual({ route: '/guide', path: '/docs/guide', title: 'Guide', frontmatter: { noindex: true } });

    const bad = () => pageHeadTags(config((() => [{ tag: 'title', content: 'x' }]) as never), page());
    expect(bad).toThrow(DocsgenError);
    expect(bad).toThrow(`the config's head() returned bad tags for /guide: head()[0].tag: expected one of "meta", "link", "script" or "style", found the string "title"`);
    const throwing = () => pageHeadTags(config(() => { throw new Error('boom'); }), page());
    expect(throwing).toThrow("the config's head() threw for /guide: boom");
  });
});
