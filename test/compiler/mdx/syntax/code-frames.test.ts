// Expressive Code's automatic frames (config markdown.code.autoFrames): shell sessions in a
// terminal window, file name comments as titles; and through the page compiler, on or off.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createPageCompiler } from '../../../../compiler/mdx/compile-page.js';
import { treeContent } from '../../../../compiler/mdx/render-tree.js';
import { autoFrame, isFileName, isTerminalLanguage } from '../../../../compiler/mdx/syntax/code-frames.js';

describe('autoFrame', () => {
  it('draws a shell session in a terminal, and a shell script (a file name title, a shebang) in a code frame', () => {
    expect(autoFrame({ language: 'sh', code: 'npm install docsgen' })).toEqual({ frame: 'terminal', code: 'npm install docsgen' });
    expect(autoFrame({ language: 'PowerShell', title: 'Install', code: 'npm i' })).toEqual({ frame: 'terminal', title: 'Install', code: 'npm i' });
    expect(autoFrame({ language: 'bash', title: 'deploy.sh', code: 'rsync -a dist/ host:' }).frame).toBeUndefined();
    expect(autoFrame({ language: 'bash', code: '#!/usr/bin/env bash\nset -e' }).frame).toBeUndefined();
    expect(autoFrame({ language: 'ts', code: 'const a = 1;' })).toEqual({ code: 'const a = 1;' });
    expect(autoFrame({ code: 'plain' })).toEqual({ code: 'plain' });
  });

  it("lets the block's own frame win", () => {
    expect(autoFrame({ language: 'sh', frame: 'code', code: 'ls' })).toEqual({ code: 'ls' });
    expect(autoFrame({ language: 'sh', frame: 'none', code: 'ls' })).toEqual({ frame: 'none', code: 'ls' });
    expect(autoFrame({ language: 'ts', frame: 'terminal', code: 'x' })).toEqual({ frame: 'terminal', code: 'x' });
  });

  it('takes a file name comment on the first lines as the title, out of the code with the blank line after it', () => {
    expect(autoFrame({ language: 'js', code: '// src/example.js\n\nconsole.log(1);' })).toEqual({ title: 'src/example.js', code: 'console.log(1);' });
    expect(autoFrame({ language: 'css', code: '/* styles/site.css */\nbody {}' })).toEqual({ title: 'styles/site.css', code: 'body {}' });
    expect(autoFrame({ language: 'html', code: '<!-- index.html -->\n<p>Hi</p>' })).toEqual({ title: 'index.html', code: '<p>Hi</p>' });
    // After a shebang: a script, in a code frame, named by its comment.
    expect(autoFrame({ language: 'sh', code: '#!/bin/sh\n# scripts/deploy.sh\necho hi' })).toEqual({ title: 'scripts/deploy.sh', code: '#!/bin/sh\necho hi' });
    // Not a file name, not on the first lines, after code, or a title already given: left in the code.
    expect(autoFrame({ language: 'js', code: '// Say hello\nhello();' })).toEqual({ code: '// Say hello\nhello();' });
    expect(autoFrame({ language: 'js', code: 'a();\n// b.js\nb();' })).toEqual({ code: 'a();\n// b.js\nb();' });
    expect(autoFrame({ language: 'js', code: '\n\n\n\n// late.js\nx();' })).toEqual({ code: '\n\n\n\n// late.js\nx();' });
    expect(autoFrame({ language: 'js', title: 'Given', code: '// a.js\nx();' })).toEqual({ title: 'Given', code: '// a.js\nx();' });
    expect(autoFrame({ language: 'js', frame: 'none', code: '// a.js\nx();' })).toEqual({ frame: 'none', code: '// a.js\nx();' });
  });

  it('knows file names and shell languages', () => {
    for (const name of ['a.ts', 'src/app.tsx', '~/.config/app.json', '@/lib/a.vue', 'docs/[slug].astro']) expect(isFileName(name), name).toBe(true);
    for (const name of ['hello', '1.2.3', 'v1.0', 'see.', 'https://x']) expect(isFileName(name), name).toBe(false);
    expect(['sh', 'bash', 'zsh', 'shell', 'console', 'powershell', 'ps1', 'bat'].every(isTerminalLanguage)).toBe(true);
    expect(['ts', 'js', 'text', undefined].some(isTerminalLanguage)).toBe(false);
  });
});

describe('the page compiler', () => {
  const page = '```sh\nnpm install docsgen\n```\n\n```js\n// src/hello.js\nhello();\n```\n\n```sh frame="code"\nls\n```\n';
  const render = async (autoFrames: boolean) => {
    const compiled = await createPageCompiler({ basePath: '', autoFrames }).compile({ source: page, filePath: '/site/pages/a.md', relativePath: 'pages/a.md', route: '/a' });
    return renderToStaticMarkup(createElement(treeContent(compiled.tree!), { components: {} }));
  };

  it('frames blocks automatically with autoFrames, and leaves them as written without', async () => {
    const framed = await render(true);
    const pres = [...framed.matchAll(/<pre[^>]*>/g)].map((match) => match[0]);
    expect(pres[0]).toContain('data-frame="terminal"');
    expect(pres[1]).toContain('data-title="src/hello.js"');
    expect(pres[1]).not.toContain('data-frame');
    expect(pres[2]).not.toContain('data-frame');
    expect(framed).not.toContain('src/hello.js</span>');
    const plain = await render(false);
    expect(plain).not.toContain('data-frame');
    expect(plain).not.toContain('data-title');
    expect(plain).toContain('src/hello.js');
  });
});
