// `docsgen dev` and included code: a page that takes a file into a code block (Vocs
// `// [!include ~/…]`, VitePress `<<< @/…`) shows the file's new text once it is saved, as a
// page that imports a partial does. Waits are for conditions, with a timeout.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFiles } from '../../build/hostile-site.js';
import { removeFolders, workFolder } from '../../support/incremental.js';
import { startDev, type DevProcess } from './dev-process.js';

const made: string[] = [];
let site: string;
let dev: DevProcess;

beforeAll(async () => {
  site = join(await workFolder(made, 'dev-includes-'), 'site');
  await addFiles(site, {
    'snippets/client.ts': "// [!region setup]\nexport const client = 'first';\n// [!endregion setup]\n",
    'snippets/other.ts': 'export const other = "one";\n',
    'pages/index.mdx': '# Included\n\n```ts\n// [!include ~/snippets/client.ts:setup]\n```\n',
    'pages/snippet.md': '# Snippet\n\n<<< @/snippets/other.ts\n',
  });
  dev = await startDev(site);
  await dev.waitForOutput(/watching for changes/);
});

afterAll(async () => {
  await dev?.stop();
  removeFolders(made);
});

/** The page's HTML, asked for until `test` holds (the server rebuilds after a save). */
async function pageUntil(path: string, test: (html: string) => boolean): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const html = await (await fetch(new URL(path.slice(1), dev.url))).text();
    if (test(html) || Date.now() > deadline) return html;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('docsgen dev', () => {
  it('rebuilds a page when a file its code includes is saved', async () => {
    expect(await pageUntil('/', (html) => html.includes('first'))).toContain('first');
    const file = join(site, 'snippets/client.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace('first', 'second'));
    expect(await pageUntil('/', (html) => html.includes('second'))).toContain('second');
  });

  it('rebuilds a page when its VitePress snippet file is saved', async () => {
    expect(await pageUntil('/snippet', (html) => html.includes('one'))).toContain('one');
    writeFileSync(join(site, 'snippets/other.ts'), 'export const other = "two";\n');
    expect(await pageUntil('/snippet', (html) => html.includes('two'))).toContain('two');
  });
});
