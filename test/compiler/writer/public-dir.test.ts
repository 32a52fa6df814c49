import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicConflicts, scanPublicDir, type PublicFile } from '../../../compiler/writer/public-dir.js';
import { tempDir } from '../../support/temp-dir.js';

const files = (...paths: string[]): PublicFile[] => paths.map((path) => ({ path, source: `/site/public/${path}` }));

describe('publicConflicts', () => {
  const generated = {
    pages: [
      { route: '/', relativePath: 'pages/index.mdx' },
      { route: '/guide', relativePath: 'pages/guide.mdx' },
      { route: '/guide/start', relativePath: 'pages/guide/start.mdx' },
    ],
    folders: ['.docsgen'],
    files: ['.docsgen-output'],
  };

  it('names the public file and what would overwrite it', () => {
    const messages = publicConflicts(files('index.html', 'guide.html', 'guide/start/index.html', '404.html', '.docsgen/a.js', '.docsgen-output'), generated).map(
      (e) => `${e.location!.file}  ${e.message}`,
    );
    expect(messages).toEqual([
      'public/index.html  would be overwritten by the page pages/index.mdx, which writes index.html too',
      'public/guide.html  would be overwritten by the page pages/guide.mdx, which writes guide.html too',
      'public/guide/start/index.html  would be overwritten by the page pages/guide/start.mdx, which writes guide/start/index.html too',
      'public/404.html  would be overwritten by the built-in not-found page',
      'public/.docsgen/a.js  inside .docsgen/, the folder docsgen writes its own files to',
      'public/.docsgen-output  would be overwritten by docsgen, which writes .docsgen-output too',
    ]);
  });

  it('names a file in the way of a folder a page needs, and leaves alone files beside pages, _headers and llms.txt', () => {
    expect(publicConflicts(files('guide'), generated).map((e) => e.message)).toEqual(['in the way of the page pages/guide/start.mdx, which writes the folder guide/']);
    expect(publicConflicts(files('guide/logo.png', '_headers', 'llms.txt', 'guide.md', 'robots.txt'), generated)).toEqual([]);
  });
});

describe('scanPublicDir', () => {
  it('follows links inside the site as files, and refuses links that leave it or lead nowhere', () => {
    const root = tempDir('docsgen-public-', { in: 'system' });
    mkdirSync(join(root, 'public/nested'), { recursive: true });
    mkdirSync(join(root, 'shared'));
    writeFileSync(join(root, 'shared/a.svg'), 'a');
    writeFileSync(join(root, 'public/nested/b.txt'), 'b');
    symlinkSync('../shared/a.svg', join(root, 'public/a.svg'));
    symlinkSync('../shared', join(root, 'public/shared'));
    symlinkSync('/etc/hostname', join(root, 'public/host'));
    symlinkSync('nowhere', join(root, 'public/dangling'));
    symlinkSync('..', join(root, 'public/nested/up'));
    const scan = scanPublicDir(root);
    expect(scan.files.map((f) => f.path)).toEqual(['a.svg', 'nested/b.txt', 'shared/a.svg']);
    expect(scan.files[0]!.source).toBe(join(root, 'shared/a.svg'));
    expect(scan.errors.map((e) => `${e.location!.file}  ${e.message}`)).toEqual([
      'public/dangling  a symbolic link that leads to nothing (its target does not exist)',
      'public/host  a symbolic link that points to /etc/hostname, outside the site folder',
      'public/nested/up  a symbolic link that points to a folder that contains it',
    ]);
  });
});
