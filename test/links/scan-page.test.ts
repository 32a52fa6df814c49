// The fast scanner must agree with the build's remark pipeline on every page it accepts: same ids,
// same links, same positions. These tests run both on hand-written edge cases and on every page
// of the repository's sites and fixtures, plus a generated corpus.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageAnalyzer } from '../../compiler/mdx/analyze-page.js';
import type { LinkAt, PageFormat } from '../../compiler/links/page-facts.js';
import { scanPage, scanRefusal } from '../../compiler/links/scan/scan-page.js';
import { routeFromPagePath } from '../../compiler/pages/routes.js';
import { REPO_ROOT } from '../support/paths.js';

const analyzer = createPageAnalyzer({ basePath: '' });

/** The pipeline's answer; `filePath` is where the page lives (in a site's pages/), for pages that include files. */
async function analyzed(source: string, format: PageFormat, filePath = `/site/pages/page.${format}`): Promise<{ ids: string[]; links: LinkAt[] }> {
  const inPages = filePath.slice(filePath.lastIndexOf('/pages/') + '/pages/'.length);
  const page = await analyzer.analyze({ source, filePath, relativePath: `pages/${inPages}`, route: routeFromPagePath(inPages) });
  return { ids: page.ids, links: page.links.map((l): LinkAt => (l.image ? [l.href, l.line, l.column, 1] : [l.href, l.line, l.column])) };
}

/** The scanner's answer, checked against the pipeline when it gives one. */
async function expectAgreement(source: string, format: PageFormat = 'mdx'): Promise<boolean> {
  const scanned = scanPage(source, format);
  if (scanned === null) return false;
  let reference: { ids: string[]; links: LinkAt[] };
  try {
    reference = await analyzed(source, format);
  } catch (error) {
    throw new Error(`the scanner accepted a page the pipeline rejects:\n${source}\n${String(error)}`);
  }
  expect({ ids: scanned.ids, links: scanned.links }, source).toEqual(reference);
  return true;
}

function pageFiles(dir: string, out: string[] = []): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) pageFiles(path, out);
    else if (/\.mdx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

describe('scanPage accepts plain documentation pages', () => {
  const accepted: [string, string][] = [
    ['headings and links', '# Title\n\nSee [a](/a#b) and [c](./c).\n\n## Usage\n\n## Usage\n'],
    ['frontmatter', '---\ntitle: A\n---\n\n# A\n\n[x](/x)\n'],
    ['code in headings', '## `createStore()`\n\n### The ` a ` option\n'],
    ['closing sequences', '## Title ##\n\n## C#\n\n## #\n\n#\n'],
    ['fenced code is skipped', '```md\n[not](/a)\n# not a heading\n```\n\n~~~\n```\n[no](/b)\n~~~\n\n[yes](/c)\n'],
    ['longer closing fence', '```\n[no](/a)\n`````\n[yes](/b)\n'],
    ['indented fence in a list', '- item\n\n  ```ts\n  [no](/a)\n  ```\n- [x] done\n- [ ] [todo](/t)\n'],
    ['images are recorded with their position', '![logo](/logo.svg) and [link](/l "title")\n'],
    ['code spans hide brackets', 'a `[no](/a)` b ``x ` y`` [yes](/y)\n'],
    ['tables', '| a | b |\n| --- | --- |\n| [x](/x) | `code` |\n'],
    ['blockquotes and lists', '> quoted [q](/q)\n\n1. one [o](/o)\n2) two\n\n* star\n+ plus\n'],
    ['text that looks like markup', 'a ] b [c] d [e][f] #hashtag\n\n####### seven\n\n[g](/g)\n'],
    ['empty destination and spaces', '[a]() [b]( /b ) [c](/c  "t" )\n'],
    ['unicode and columns', 'é ü 日本 😀 [x](/x) ✓ [y](#y)\n\n## Ünïcödé 😀 heading\n'],
    ['emphasis around links', '**[a](/a)** _[b](/b)_ ~~[c](/c)~~ *x*\n'],
    ['a lone ampersand', 'Tom & Jerry [a](/a)\n\n## Q & A\n'],
    ['thematic breaks after blank lines', 'para\n\n---\n\n***\n\n___\n\n- - -\n'],
    ['windows line endings', '# T\r\n\r\n[a](/a)\r\n'],
    ['callouts and steps', ':::note\nA [link](/a).\n:::\n\n::::steps\n### One\nx\n\n:::tip\ny\n:::\n::::\n'],
  ];
  for (const [name, source] of accepted) {
    it(name, async () => {
      expect(scanRefusal(source, 'mdx')).toBeNull();
      expect(await expectAgreement(source)).toBe(true);
    });
  }

  it('reads .md pages too', async () => {
    expect(await expectAgreement('# T\n\n[a](/a) {braces} are text\n', 'md')).toBe(true);
  });
});

describe('scanPage declines what it does not model', () => {
  const declined: [string, string, PageFormat?][] = [
    ['JSX', 'a <Foo /> b\n'],
    ['JSX anchors', '<a href="/x">x</a>\n'],
    ['explicit ids', '<div id="x" />\n'],
    ['expressions', 'a {1 + 1} b\n'],
    ['ESM', "import { X } from './x'\n\n# T\n"],
    ['HTML in Markdown', '<div>[a](/a)</div>\n', 'md'],
    ['autolinks', 'see <https://x.dev>\n', 'md'],
    ['literal autolinks', 'see https://x.dev and www.x.dev\n'],
    ['e-mail autolinks', 'mail me@x.dev\n'],
    ['escapes', 'a \\[b](/c)\n'],
    ['entities', '[a](/a?x=1&amp;y=2)\n'],
    ['entities in text', 'a &copy; b &#169; c\n'],
    ['definitions', '[a]: /a\n\n[a]\n'],
    ['footnotes', 'a[^1]\n\n[^1]: note\n'],
    ['setext headings', 'Title\n=====\n'],
    ['setext h2', 'Title\n---\n'],
    ['headings in containers', '> ## Quoted heading\n'],
    ['fences in containers', '- ```js\n  x\n  ```\n'],
    ['links across lines', '[some\ntext](/x)\n'],
    ['nested brackets', '[![badge](/b.svg)](/x)\n'],
    ['angle destinations', '[a](</a b>)\n'],
    ['parentheses in destinations', '[a](/a_(b))\n'],
    ['markup in headings', '## The *best* way\n'],
    ['indented code in Markdown', 'para\n\n    [not](/a)\n', 'md'],
    ['unclosed fences', '```\n[no](/a)\n'],
    ['code spans across lines', 'a `b\nc` d\n'],
    ['tabs', '-\t[a](/a)\n'],
  ];
  for (const [name, source, format] of declined) {
    it(name, async () => {
      expect(scanRefusal(source, format ?? 'mdx')).not.toBeNull();
    });
  }
});

describe('scanPage agrees with the pipeline whenever it answers', () => {
  // Edge cases of CommonMark, GFM and MDX: accepting or declining is the scanner's choice, but an
  // answer must be the pipeline's answer.
  const probes: [string, PageFormat?][] = [
    ['para\n      # indented heading after a paragraph\n'],
    ['    # indented heading\n'],
    ['   # three spaces\n', 'md'],
    ['## a   b\n\n## foo ###   \n\n# `a` `b`\n\n## ` `\n'],
    ['# a\n---\n\n## b\n***\n'],
    ['> quote\n```\n[no](/a)\n```\n[yes](/b)\n'],
    ['- a\n```\n[no](/x)\n```\n'],
    ['- a\n  ```\n[maybe](/x)\n  ```\n'],
    ['- a\n  ```\n  [no](/x)\n```\n'],
    ['[a](/x)[b](/y) [c] (/z) [](/empty) [d](#) [e](/q?y=1#z)\n'],
    ['[a `]` b](/x) `` ` `` [c](/c)\n'],
    ['[a](/x)) ( [b](/y\n'],
    ['   [a](/x)\n\n        [deep](/y)\n'],
    ["[a](/x 'single') [b](/y (paren))\n"],
    ['[a](/caf%C3%A9) [b](/café) [c](/a#b#c)\n'],
    ['*a [b](/c) d* __[e](/e)__\n'],
    ['http: no slashes [a](/a) ftp://x\n'],
    ['~~~ a`b\n[no](/a)\n~~~\n\n```js title="x"\n```\n\n```   \n```   \n'],
    ['- a\n\n      ```\n      [no](/x)\n  ```\n'],
    ['text\n---\nmore\n'],
    ['---\ntitle: x\n---\n# Right after\n---\n'],
    ['---\ntitle: x\n---\n---\n'],
    ['---\n---\n\n[a](/a)\n'],
    ['a\n- - -\nb\n* * *\n'],
    ['## foo\u00a0#\n\n## bar\u00a0\n'],
    ['| a | b |\n| - | - |\n| [x|y](/x) | z |\n'],
    ['| a |\n| - |\n| `a|b` |\n'],
    ['Setext after list\n- a\n---\n'],
    ['1. [one](/1)\n   2. [two](/2)\n      - [three](/3)\n'],
    ['> a\n> - [b](/b)\n>   > [c](/c)\n'],
    ['[a](/x "multi\nline title")\n'],
    ['line one  \n[hard break](/h)\n'],
    ['* [x](/x)\n*\n'],
    ['# Heading with 😀 emoji 🎉\n\n## 日本語の見出し\n\n## Ünïcödé\n'],
    ['# Launch :100:\n\n## Next :+1: and :tada:\n\n## At 10:30:00\n\n[a](/a#launch)\n'],
    ['## Duplicate\n\n## Duplicate\n\n## duplicate-1\n\n## Duplicate\n'],
    ['[a](/a "t") [b](/b "")\n'],
    ['```\n```\n```\n[unclosed](/u)\n'],
    ['    ```\n    [x](/x)\n    ```\n', 'md'],
    ['<!-- comment -->\n', 'md'],
    ['a\n\n:::note\n[a](/a)\n:::\n'],
    ['::::steps\n### One\n[a](/a)\n::::\n'],
    ['> [!NOTE]\n> [a](/a)\n'],
    [':::note\n```\n:::\n```\n:::\n[a](/a)\n'],
    [':::note[Title with [link](/l)]\nbody\n:::\n'],
    ['text\n:::note\nx\n:::\n'],
    ['::::steps\n### A\n:::note\n[x](/x)\n:::\n### B\n::::\n'],
    ['  :::note\n  [a](/a)\n  :::\n'],
    [':::note\n# Heading in callout\n:::\n\n:::tip\n## Tip heading\n---\n:::\n'],
    [':::code-group\n```ts [a.ts]\nx\n```\n```js [b.js]\ny\n```\n:::\n'],
    ['::leaf[x]\n\ntext:name[label](/x) 10:30\n'],
    ['## a:b\n\n## 10:30\n\nkey: value [a](/a)\n'],
    [':::unknown\n[a](/a)\n:::\n'],
    [':::note\nSome text [a](/a)\n:::\n\n## After\n---\n'],
    ['::::steps\n### One\ntext\n:::\nmore\n::::\n'],
    ['- :::note\n  ```\n  :::\n  ```\n  :::\n'],
  ];
  for (const [source, format] of probes) {
    it(JSON.stringify(source).slice(0, 60), async () => {
      await expectAgreement(source, format ?? 'mdx');
    });
  }
});

describe('scanPage agrees with the pipeline on real pages', () => {
  let corpus: string;
  beforeAll(() => {
    corpus = mkdtempSync(join(tmpdir(), 'docsgen-scan-corpus-'));
    execFileSync(process.execPath, [join(REPO_ROOT, 'bench/corpus.mjs'), '120', corpus], { stdio: 'ignore' });
  });
  afterAll(() => rmSync(corpus, { recursive: true, force: true }));

  it('on a generated corpus (and accepts all of it)', async () => {
    const files = pageFiles(corpus);
    expect(files.length).toBe(120);
    for (const file of files) expect(await expectAgreement(readFileSync(file, 'utf8')), file).toBe(true);
  });

  it('on the docs site and every fixture', async () => {
    const files = [...pageFiles(join(REPO_ROOT, 'docs/pages')), ...pageFiles(join(REPO_ROOT, 'test/fixtures'))];
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const format: PageFormat = file.endsWith('.md') ? 'md' : 'mdx';
      // Pages that do not parse are the pipeline's to report; the scanner must not accept them.
      let reference: { ids: string[]; links: LinkAt[] } | undefined;
      try {
        reference = await analyzed(source, format, file);
      } catch {
        reference = undefined;
      }
      const scanned = scanPage(source, format);
      if (scanned === null) continue;
      expect(reference, `${file} does not parse, but the scanner accepted it`).toBeDefined();
      expect({ ids: scanned.ids, links: scanned.links }, file).toEqual(reference);
    }
  });
});
