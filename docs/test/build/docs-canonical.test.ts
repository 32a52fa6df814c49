// The Get Starknet site's canonical links across its versions. docs/ sets no `baseUrl` (it has no
// address of its own yet), and without one no page gets a canonical link; so a copy of docs/ is
// built with one, as a deployment would set it. A v4 page whose route v5 also has points search
// engines to the v5 page; a page only v4 has is its own canonical copy; the sitemap lists v5's
// pages only.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCS_ROOT } from '../../../test/support/docs-site.js';
import { removeFolders, workFolder } from '../../../test/support/incremental.js';
import { buildSite } from '../../../test/support/site.js';

const made: string[] = [];
afterAll(() => removeFolders(made));

const BASE_URL = 'https://get-starknet.example.org';

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe('canonical links of the Get Starknet site with a baseUrl', () => {
  it('lead v4 pages to the same page in v5 when it has one, and leave v4 out of the sitemap', async () => {
    const dir = await workFolder(made, 'docs-canonical-');
    const site = join(dir, 'site');
    cpSync(DOCS_ROOT, site, { recursive: true, filter: (path) => !/[\\/](dist|\.docsgen-cache|node_modules)$/.test(path) });
    const config = join(site, 'docsgen.config.ts');
    const text = readFileSync(config, 'utf8');
    expect(text).toContain("title: 'Get Starknet',");
    writeFileSync(config, text.replace("title: 'Get Starknet',", `title: 'Get Starknet',\n  baseUrl: '${BASE_URL}',`));

    const built = await buildSite(site, { out: join(dir, 'out') });
    expect(built.code, built.stderr + built.stdout).toBe(0);
    expect(built.stderr).toBe('');
    const page = (file: string) => readFileSync(join(built.outDir, file), 'utf8');

    expect(canonicalOf(page('v4/getting-started.html'))).toBe(`${BASE_URL}/getting-started`);
    expect(canonicalOf(page('v4/core.html'))).toBe(`${BASE_URL}/core`);
    expect(canonicalOf(page('v4.html'))).toBe(`${BASE_URL}/`);
    // Only in v4: its own.
    expect(canonicalOf(page('v4/connect.html'))).toBe(`${BASE_URL}/v4/connect`);
    expect(canonicalOf(page('v4/core/getStarknet.html'))).toBe(`${BASE_URL}/v4/core/getStarknet`);
    // v5's pages are their own.
    expect(canonicalOf(page('getting-started.html'))).toBe(`${BASE_URL}/getting-started`);
    expect(canonicalOf(page('migrating-from-v4.html'))).toBe(`${BASE_URL}/migrating-from-v4`);

    const listed = [...page('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(listed).toContain(`${BASE_URL}/migrating-from-v4`);
    expect(listed.filter((url) => url.startsWith(`${BASE_URL}/v4`))).toEqual([]);
  }, 900_000);
});
