import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changeKind, isIgnoredPath, isInside } from '../../../compiler/dev/watch/change-kind.js';

const root = '/site';
const layout = { root, configDependencies: new Set([join(root, 'docsgen.config.ts'), join(root, 'config/sidebar.ts'), '/shared/nav.ts']) };

describe('changeKind', () => {
  it('tells pages, config, public files, styles and other sources apart', () => {
    expect(changeKind('/site/pages/guide.mdx', layout)).toBe('page');
    expect(changeKind('/site/pages/deep/x.md', layout)).toBe('page');
    // Partials and drafts (a name starting with _) are not pages: the pages importing them rebuild.
    expect(changeKind('/site/pages/guide/_shared.mdx', layout)).toBe('source');
    expect(changeKind('/site/pages/_drafts/x.md', layout)).toBe('source');
    expect(changeKind('/site/docsgen.config.ts', layout)).toBe('config');
    expect(changeKind('/site/config/sidebar.ts', layout)).toBe('config');
    expect(changeKind('/shared/nav.ts', layout)).toBe('config');
    // A config file that does not exist yet (or another of the accepted names) is still the config.
    expect(changeKind('/site/docsgen.config.tsx', layout)).toBe('config');
    expect(changeKind('/site/public/logo.svg', layout)).toBe('public');
    expect(changeKind('/site/public/site.css', layout)).toBe('public');
    expect(changeKind('/site/styles.css', layout)).toBe('style');
    expect(changeKind('/site/components/note.css', layout)).toBe('style');
    expect(changeKind('/site/components/Note.tsx', layout)).toBe('source');
    // A component kept beside the pages is not a page.
    expect(changeKind('/site/pages/Demo.tsx', layout)).toBe('source');
  });
});

describe('isIgnoredPath', () => {
  it('skips installed packages, output, caches and dot files, never the root itself', () => {
    expect(isIgnoredPath('/site/node_modules/react/index.js', root)).toBe(true);
    expect(isIgnoredPath('/site/dist/index.html', root)).toBe(true);
    expect(isIgnoredPath('/site/.docsgen-cache/dev/x', root)).toBe(true);
    expect(isIgnoredPath('/site/pages/.guide.mdx.swp', root)).toBe(true);
    expect(isIgnoredPath('/site/pages/guide.mdx~', root)).toBe(true);
    expect(isIgnoredPath('/site', root)).toBe(false);
    expect(isIgnoredPath('/site/pages/guide.mdx', root)).toBe(false);
  });
});

describe('isInside', () => {
  it('is strict about the folder boundary', () => {
    expect(isInside('/site/public', '/site/public/a.png')).toBe(true);
    expect(isInside('/site/public', '/site/public')).toBe(false);
    expect(isInside('/site/public', '/site/publicity/a.png')).toBe(false);
    expect(isInside('/site/public', '/site/public/../pages/a.mdx')).toBe(false);
  });
});
