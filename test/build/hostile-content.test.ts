// Hostile sites, their content: links in public/ that lead out of the site, public files in the
// way of generated ones, and every kind of broken page at once. Each build is a real CLI run;
// each must fail with exit 1 and every problem named, or succeed, and never write outside its output.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { docsgen, fingerprint, makeTree, removeAll } from './hostile-site.js';

const temporary: string[] = [];
afterEach(() => removeAll(temporary));

describe('public/ is copied as real files, never through a link', () => {
  it('fails naming a link that leaves the site or leads nowhere, and copies links inside the site as files', async () => {
    const tree = await makeTree({
      'secret/key.txt': 'a file outside the site',
      'site/pages/index.mdx': '# Home\n',
      'site/assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'site/public/logo.svg': { link: '../assets/logo.svg' },
      'site/public/shared': { link: '../assets' },
      'site/public/passwd': { link: '/etc/passwd' },
      'site/public/key.txt': { link: '../../secret/key.txt' },
      'site/public/gone.txt': { link: '../nowhere.txt' },
    });
    temporary.push(tree);
    const before = await fingerprint(tree, ['site/.docsgen-cache']);
    const failed = await docsgen(['build', join(tree, 'site')]);
    expect(failed.code, failed.output).toBe(1);
    expect(failed.stderr).toContain('public/passwd  a symbolic link that points to /etc/passwd, outside the site folder');
    expect(failed.stderr).toContain(`public/key.txt  a symbolic link that points to ${join(tree, 'secret/key.txt')}, outside the site folder`);
    expect(failed.stderr).toContain('public/gone.txt  a symbolic link that leads to nothing');
    expect(failed.stderr).toMatch(/build failed: 3 files with errors/);
    expect(await fingerprint(tree, ['site/.docsgen-cache'])).toEqual(before);

    const fixed = await makeTree({
      'site/pages/index.mdx': '# Home\n\n![logo](/logo.svg)\n',
      'site/assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'site/public/logo.svg': { link: '../assets/logo.svg' },
      'site/public/shared': { link: '../assets' },
    });
    temporary.push(fixed);
    const built = await docsgen(['build', join(fixed, 'site')]);
    expect(built.code, built.output).toBe(0);
    for (const file of ['logo.svg', 'shared/logo.svg']) {
      expect(await readFile(join(fixed, 'site/dist', file), 'utf8')).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    }
    const entries = await readdir(join(fixed, 'site/dist'), { withFileTypes: true, recursive: true });
    expect(entries.filter((entry) => entry.isSymbolicLink())).toEqual([]);
  });

  it('fails naming both when a public file is in the way of a generated one, and merges public/_headers', async () => {
    const tree = await makeTree({
      'site/pages/index.mdx': '# Home\n',
      'site/pages/guide.mdx': '# Guide\n',
      'site/public/guide.html': 'hand-written',
      'site/public/404.html': 'my not-found page',
      'site/public/docsgen/x.js': 'mine',
      'site/public/search-index.json': '{}',
      'site/public/_headers': '/*\n  X-Frame-Options: DENY\n',
      'site/public/robots.txt': 'User-agent: *\n',
    });
    temporary.push(tree);
    const failed = await docsgen(['build', join(tree, 'site')]);
    expect(failed.code, failed.output).toBe(1);
    expect(failed.stderr).toContain('public/guide.html  would be overwritten by the page pages/guide.mdx, which writes guide.html too');
    expect(failed.stderr).toContain('public/404.html  would be overwritten by the built-in not-found page');
    expect(failed.stderr).toContain('public/docsgen/x.js  inside docsgen/, the folder docsgen writes its own files to');
    expect(failed.stderr).toContain('public/search-index.json  would be overwritten by docsgen, which writes search-index.json too');
    expect(failed.stderr).not.toContain('_headers');

    const fixed = await makeTree({
      'site/pages/index.mdx': '# Home\n',
      'site/public/_headers': '/*\n  X-Frame-Options: DENY\n',
      'site/public/robots.txt': 'User-agent: *\n',
    });
    temporary.push(fixed);
    const built = await docsgen(['build', join(fixed, 'site')]);
    expect(built.code, built.output).toBe(0);
    const headers = await readFile(join(fixed, 'site/dist/_headers'), 'utf8');
    expect(headers).toMatch(/^# From public\/_headers:\n\n\/\*\n {2}X-Frame-Options: DENY\n\n# Caching rules for static hosts/);
    expect(headers).toContain('Cache-Control: public, max-age=31536000, immutable');
    expect(await readFile(join(fixed, 'site/dist/robots.txt'), 'utf8')).toBe('User-agent: *\n');
  });
});

describe('every broken page is reported in one run', () => {
  it('whatever the mix: imports, syntax, render errors at their source line, a loop, process.exit, encodings, routes', async () => {
    const tree = await makeTree({
      'site/docsgen.config.ts': 'export default { renderTimeout: 3 };\n',
      'site/pages/index.mdx': '# Home\n',
      'site/pages/missing-import.mdx': "import X from './nowhere';\n\n# Missing\n\n<X />\n",
      'site/pages/syntax.mdx': '# Syntax\n\nText\n\n<div>\n',
      'site/pages/throws.mdx': "import Boom from '../components/Boom';\n\n# Throws\n\n<Boom />\n",
      'site/pages/expression.mdx': '# Expression\n\nText\n\n{undefinedThing.value}\n',
      'site/pages/loop.mdx': "import Loop from '../components/Loop';\n\n# Loop\n\n<Loop />\n",
      'site/pages/exits.mdx': "import Exit from '../components/Exit';\n\n# Exits\n\n<Exit />\n",
      'site/pages/latin1.md': Buffer.from('# Caf\xe9\n\nna\xefve\n', 'latin1'),
      'site/pages/Case.mdx': '# Upper\n',
      'site/pages/case.mdx': '# Lower\n',
      'site/pages/twice.mdx': '# Twice\n',
      'site/pages/twice/index.md': '# Twice again\n',
      'site/pages/.draft.mdx': '# Draft\n',
      'site/pages/Shout.MDX': '# Shout\n',
      'site/pages/linked.mdx': { link: 'index.mdx' },
      'site/components/Boom.tsx': "export default function Boom(): JSX.Element {\n  const data: { items?: string[] } = {};\n  return <p>{data.items!.join(', ')}</p>;\n}\n",
      'site/components/Loop.tsx': 'export default function Loop() {\n  for (;;) {}\n}\n',
      'site/components/Exit.tsx': 'export default function Exit() {\n  process.exit(0);\n}\n',
      'site/dist/.docsgen-output': 'marker',
      'site/dist/previous.html': 'the previous build',
    });
    temporary.push(tree);
    const before = await fingerprint(tree, ['site/.docsgen-cache']);
    const result = await docsgen(['build', join(tree, 'site')]);
    expect(result.code, result.output).toBe(1);
    const err = result.stderr;
    expect(err).toContain('pages/missing-import.mdx:1:16  Could not resolve "./nowhere"');
    expect(err).toContain('pages/syntax.mdx:5:1  Expected a closing tag for `<div>`');
    expect(err).toContain("components/Boom.tsx:3:26  rendering pages/throws.mdx failed: Cannot read properties of undefined (reading 'join')");
    expect(err).toContain('pages/expression.mdx:5:2  rendering failed: undefinedThing is not defined');
    expect(err).toContain('pages/loop.mdx  the page did not finish rendering within 3 s');
    expect(err).toContain('components/Exit.tsx:2:11  a component called process.exit(0) while rendering');
    expect(err).toContain('pages/latin1.md:1:6  the page is not UTF-8 text: byte 0xE9');
    expect(err).toContain('pages/Case.mdx and pages/case.mdx differ only in case (/Case and /case)');
    expect(err).toContain('pages/twice.mdx and pages/twice/index.md both have the route /twice');
    expect(err).toContain('warning: skipped pages/.draft.mdx: names starting with "." are not published');
    expect(err).toContain('warning: skipped pages/Shout.MDX: page files end in .md or .mdx, in lower case');
    expect(err).toContain('warning: skipped pages/linked.mdx: a symbolic link');
    // Never a temporary bundle in a message, never a stack trace.
    expect(err).not.toMatch(/\.docsgen-cache|\.mjs|^\s+at /m);
    expect(err).toMatch(/build failed: 9 pages failed to build; the previous output was left as it was\n$/);
    // The previous output is as it was, and no staging folder or temporary bundle is left.
    expect(await fingerprint(tree, ['site/.docsgen-cache'])).toEqual(before);
    expect(await readdir(join(tree, 'site/.docsgen-cache/server')).catch(() => [])).toEqual([]);
  });

  it('a page that loops is stopped while the pages beside it go on type-checking', async () => {
    // With type-checked blocks, a worker has several pages in hand (page-worker.ts): the page it
    // renders must stay the one the time limit watches, while the others go on (here each fails
    // on a type error, and its thread takes the next page at once).
    const checked = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`site/pages/checked-${i}.mdx`, `# Checked ${i}\n\n\`\`\`ts twoslash\nconst total${i}: string = ${i};\n\`\`\`\n`]),
    );
    const tree = await makeTree({
      'site/docsgen.config.ts': 'export default { renderTimeout: 3 };\n',
      'site/pages/index.mdx': '# Home\n',
      ...checked,
      'site/pages/loop.mdx': "import Loop from '../components/Loop';\n\n# Loop\n\n<Loop />\n",
      'site/components/Loop.tsx': 'export default function Loop() {\n  for (;;) {}\n}\n',
    });
    temporary.push(tree);
    const result = await docsgen(['build', join(tree, 'site')]);
    expect(result.code, result.output).toBe(1);
    expect(result.stderr).toContain('pages/loop.mdx  the page did not finish rendering within 3 s');
    for (let i = 0; i < 12; i++) expect(result.stderr).toContain(`pages/checked-${i}.mdx:4:7  twoslash: type error TS2322`);
    expect(result.stderr).toMatch(/build failed: 13 pages failed to build/);
  });

  it('names that differ only in Unicode normalization collide; control characters and escape sequences of a page are printed visibly', async () => {
    const tree = await makeTree({
      'site/pages/index.mdx': '# Home\n',
      // café twice: é as one character, and as e and a combining accent (one name on macOS).
      'site/pages/caf\u00e9.mdx': '# Composed\n',
      'site/pages/cafe\u0301.mdx': '# Decomposed\n',
      // A syntax error on a line that clears the screen, retitles the terminal and rings its bell.
      'site/pages/escapes.mdx': '# Escapes\n\n\u001b[2J\u001b]0;pwned\u0007 <div>\n',
      'outside/keep.txt': 'not to be touched',
    });
    temporary.push(tree);
    const before = await fingerprint(tree, ['site/.docsgen-cache']);
    const result = await docsgen(['build', join(tree, 'site')]);
    expect(result.code, result.output).toBe(1);
    expect(result.stderr).toContain('pages/cafe\u0301.mdx and pages/caf\u00e9.mdx differ only in Unicode normalization (/cafe\\u{301} and /caf\\u{e9}: an accented letter as one character in one');
    expect(result.stderr).toContain('build failed: 2 pages failed to build; the previous output was left as it was');
    expect(result.stderr).toContain('> 3 | \u241b[2J\u241b]0;pwned\u2407 <div>');
    // Nothing the terminal would act on: no control character but the newline.
    expect(result.output).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(await fingerprint(tree, ['site/.docsgen-cache'])).toEqual(before);
  });

  it('--render-timeout overrides the config, and a fixed site builds', async () => {
    const tree = await makeTree({
      'site/docsgen.config.ts': 'export default { renderTimeout: 600 };\n',
      'site/pages/index.mdx': "import Slow from '../components/Slow';\n\n# Home\n\n<Slow />\n",
      'site/components/Slow.tsx': 'export default function Slow() {\n  const end = Date.now() + 60_000;\n  while (Date.now() < end) {}\n  return null;\n}\n',
    });
    temporary.push(tree);
    const result = await docsgen(['build', join(tree, 'site'), '--render-timeout', '2']);
    expect(result.code, result.output).toBe(1);
    expect(result.stderr).toContain('pages/index.mdx  the page did not finish rendering within 2 s');
    const bad = await docsgen(['build', join(tree, 'site'), '--render-timeout', 'soon']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('expected a number of seconds > 0');
  });
});

describe('Markdown pages and the base path', () => {
  it('renders raw HTML in .md pages as authored, its links under the base path', async () => {
    const tree = await makeTree({
      'site/pages/index.md': '# Home\n\n<div class="note" id="custom">A <strong>raw</strong> block with <a href="/guide">a link</a>.</div>\n\n<img src="/logo.svg" alt="logo">\n',
      'site/pages/guide.md': '# Guide\n\n[back](/#custom)\n',
      'site/public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    temporary.push(tree);
    const result = await docsgen(['build', join(tree, 'site'), '--base', '/docs']);
    expect(result.code, result.output).toBe(0);
    const html = await readFile(join(tree, 'site/dist/index.html'), 'utf8');
    expect(html).toContain('<div class="note" id="custom">A <strong>raw</strong> block with <a href="/docs/guide">a link</a>.</div>');
    expect(html).toContain('<img src="/docs/logo.svg" alt="logo"/>');
  });

  it('validates --base as config basePath is validated: exit 2 and why', async () => {
    const tree = await makeTree({ 'site/pages/index.mdx': '# Home\n' });
    temporary.push(tree);
    for (const [base, why] of [
      ['https://example.com/docs', 'the origin goes in baseUrl'],
      ['/docs/../x', 'no empty, "." or ".." segments'],
      ['/docs?x=1', 'no query or hash'],
      ['/my docs', 'no spaces or backslashes'],
    ]) {
      for (const command of ['build', 'check-links']) {
        const result = await docsgen([command, join(tree, 'site'), '--base', base!]);
        expect(result.code, `${command} --base ${base}`).toBe(2);
        expect(result.stderr).toContain(why);
      }
    }
  });
});
