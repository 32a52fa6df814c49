import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundlePage } from '../../compiler/dev/page-bundle.js';
import { tempDir } from '../support/temp-dir.js';

describe('bundlePage', () => {
  it('lists every file the page reads, even one that adds nothing to the bundle yet', async () => {
    const root = tempDir('page-bundle-');
    mkdirSync(join(root, 'components'));
    mkdirSync(join(root, 'pages'));
    // Just created by an editor, still empty: its edit must still rebuild the page.
    writeFileSync(join(root, 'components/Empty.tsx'), '');
    writeFileSync(join(root, 'components/Note.tsx'), 'export function Note() { return <aside>note</aside>; }\nexport function Unused() { return null; }\n');
    writeFileSync(join(root, 'components/note.css'), '.note { color: red; }');
    const code = "import '../components/Empty';\nimport '../components/note.css';\nimport { Note } from '../components/Note';\nexport default function Page() { return <Note />; }\n";
    const bundle = await bundlePage({ root, bundlesDir: join(root, '.docsgen-cache/dev/server'), filePath: join(root, 'pages/a.mdx'), relativePath: 'pages/a.mdx', code, source: code, markdown: { basePath: '' } });
    expect(bundle.inputs.sort()).toEqual([join(root, 'components/Empty.tsx'), join(root, 'components/Note.tsx'), join(root, 'components/note.css')]);
    expect([...bundle.css]).toEqual([join(root, 'components/note.css')]);
    expect(bundle.module).toMatch(/page-\d+\/page\.mjs$/);
  });
});
