// Components that import installed packages, rendered on the server: a CommonJS package that
// require()s Node built-ins works (the farcaster site's SDK needs `buffer`), and a package that
// fails there is named, with the way the page reached it (page → component → package).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR } from '../support/paths.js';
import { buildSite } from '../support/site.js';

const SITE = join(ARTIFACTS_DIR, 'package-imports-site');

async function write(files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(SITE, file)), { recursive: true });
    await writeFile(join(SITE, file), text);
  }
}

beforeAll(async () => {
  await rm(SITE, { recursive: true, force: true });
  await write({
    'node_modules/uses-buffer/package.json': '{ "name": "uses-buffer", "version": "1.0.0", "main": "index.js" }',
    'node_modules/uses-buffer/index.js': "const { Buffer } = require('buffer');\nconst { createHash } = require('crypto');\nexports.hex = (text) => Buffer.from(text).toString('hex') + ':' + createHash('sha1').update(text).digest('hex').slice(0, 6);\n",
    'node_modules/browser-only/package.json': '{ "name": "browser-only", "version": "1.0.0", "main": "index.js" }',
    'node_modules/browser-only/index.js': 'const store = window.localStorage;\nmodule.exports = store;\n',
    'components/Hex.tsx': "import { hex } from 'uses-buffer'\n\nexport function Hex({ text }: { text: string }) {\n  return <code>{hex(text)}</code>\n}\n",
    'components/Storage.tsx': "import store from 'browser-only'\n\nexport function Storage() {\n  return <p>{String(store)}</p>\n}\n",
    'pages/index.mdx': "import { Hex } from '../components/Hex'\n\n# Home\n\n<Hex text=\"ab\" />\n",
  });
});
afterAll(() => rm(SITE, { recursive: true, force: true }));

describe('packages components import', () => {
  it('a CommonJS package that requires Node built-ins renders on the server', async () => {
    const built = await buildSite(SITE);
    expect(built.code, built.stderr).toBe(0);
    expect(await readFile(join(built.outDir, 'index.html'), 'utf8')).toContain('<code>6162:da2361</code>');
  });

  it('a package that fails on the server is named, with the chain from the page to it', async () => {
    await write({ 'pages/storage.mdx': "import { Storage } from '../components/Storage'\n\n# Storage\n\n<Storage />\n" });
    const built = await buildSite(SITE);
    expect(built.code).toBe(1);
    expect(built.stderr).toContain('components/Storage.tsx:1:19  rendering pages/storage.mdx failed in the package browser-only (node_modules/browser-only/index.js:1:15): window is not defined');
    expect(built.stderr).toContain('hint: imported through pages/storage.mdx → components/Storage.tsx → browser-only; pages render in Node first');
  });
});
