// A page compiled once for every version (mdx/version-neutral.ts) must be, once its version's
// prefix is put in, exactly the page compiled for that version alone: every kind of link (root-
// relative, relative, leaving the version, naming another version, to the current version
// (`current:/x`), to the version's home, with a query or hash, in Markdown, JSX and raw HTML), in
// the three forms a compile takes (a tree, a function body, a program), at a version's home, an
// index page and a nested page, with and without a base path. The build's own tests compare
// builds with and without the cache, which both compile this way; this compares the shared
// compile with the direct one.
import { describe, expect, it } from 'vitest';
import { createPageCompiler, type CompiledPage, type CompilePageInput } from '../../../compiler/mdx/compile-page.js';
import type { PageVersion } from '../../../compiler/pages/page-version.js';
import { inVersion, neutralCompile, VERSION_PLACEHOLDER } from '../../../compiler/mdx/version-neutral.js';
import { versionRoute } from '../../../theme/shared/versions.js';

const LINKS = [
  '[root](/), [abs](/core/x?y=1#z), [rel](./sib), [up](../), [upup](../../far), [dot](.), [md](./other.mdx), [index](../index.mdx#h)',
  '[hash](#t), [query](?a), [other version](/v2/guide), [itself](/v4/x), [ext](https://example.com), [www](www.example.com), [mail](mailto:a@b.c)',
  '[current](current:/migrating#packages), [current home](current:/), [current md](current:/guide/start.mdx), [no route](current:guide)',
  '[def], ![public image](/logo.svg)',
  '',
  '[def]: /defined',
].join('\n\n');

const PAGES: Record<string, { file: string; source: string; format: CompiledPage['format'] }> = {
  markdown: { file: 'x.md', source: `# Title\n\n${LINKS}\n\n<a href="/raw">raw</a> <a href="./raw-rel#x">rel</a>\n`, format: 'tree' },
  tree: { file: 'x.mdx', source: `# Title\n\n${LINKS}\n\n<a href="/jsx">jsx</a> <a href="../jsx-rel">rel</a>\n`, format: 'tree' },
  'function body': { file: 'x.mdx', source: `# Title\n\n${LINKS}\n\n<a href="/jsx">jsx {1 + 1}</a> <a href={"/expr"}>expr</a>\n`, format: 'function-body' },
  program: { file: 'x.mdx', source: `import Badge from '../components/Badge.tsx'\n\n# Title\n\n${LINKS}\n\n<Badge href="/prop" />\n`, format: 'program' },
  'no title': { file: 'x.mdx', source: 'Text with a [link](/a).\n', format: 'tree' },
};

/** Where a page is: its route within the version, and its file under pages/ for that route. */
const PLACES = [
  { within: '/', file: (ext: string) => `index${ext}` },
  { within: '/guide', file: (ext: string) => `guide/index${ext}` },
  { within: '/guide/page', file: (ext: string) => `guide/page${ext}` },
];

const PREFIXES = ['/v2', '/v4'];

function inputFor(page: { file: string; source: string }, place: (typeof PLACES)[number], prefix: string): CompilePageInput & { version: PageVersion } {
  const siteRoot = prefix === '' ? '/site' : `/site/versions${prefix}`;
  const file = `pages/${place.file(page.file.slice(1))}`;
  return {
    source: page.source,
    filePath: `${siteRoot}/${file}`,
    relativePath: prefix === '' ? file : `versions${prefix}/${file}`,
    route: versionRoute({ prefix }, place.within),
    version: { prefix, prefixes: PREFIXES, siteRoot, site: '/site' },
  };
}

/** A compiled page without its source map (its columns follow the code's, which the placeholder moves), the map's files kept. */
function comparable(page: CompiledPage): unknown {
  const { map, ...rest } = page;
  const code = rest.code.replace(/\n\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\n$/, (_, map: string) => `\n//# map of ${JSON.parse(Buffer.from(map, 'base64').toString('utf8')).sources}\n`);
  return { ...rest, code, sources: map?.sources };
}

describe.each([{ basePath: '' }, { basePath: '/docs' }])('a page compiled once for every version (base path "$basePath")', ({ basePath }) => {
  const compiler = createPageCompiler({ basePath, sourceMaps: true });

  for (const [kind, page] of Object.entries(PAGES)) {
    it(`${kind}: the shared compile with the prefix put in is the version's own compile`, async () => {
      for (const place of PLACES) {
        for (const prefix of ['', '/v4']) {
          const input = inputFor(page, place, prefix);
          const neutral = neutralCompile(input, 'none');
          expect(neutral?.input.route).toBe(versionRoute({ prefix: VERSION_PLACEHOLDER }, place.within));
          const shared = await compiler.compile(neutral!.input);
          expect(shared.format).toBe(page.format);
          const own = inVersion(shared, input, prefix, neutral!.input);
          const direct = await compiler.compile(input);
          expect(comparable(own), `${kind} at ${input.route}`).toEqual(comparable(direct));
          expect(JSON.stringify(own)).not.toContain(VERSION_PLACEHOLDER);
          if (prefix === '') {
            // The current version's page is the page of a site without versions.
            const { version: _version, ...unversioned } = input;
            expect(comparable(own), `${kind} at ${input.route}, unversioned`).toEqual(comparable(await compiler.compile(unversioned)));
          }
        }
      }
    });
  }

  it('a link written current:/route is the current version’s page in every version, under the site’s base path', async () => {
    const hrefs = async (prefix: string) => {
      const input = inputFor(PAGES.markdown!, PLACES[2]!, prefix);
      const neutral = neutralCompile(input, 'none')!;
      const text = JSON.stringify(inVersion(await compiler.compile(neutral.input), input, prefix, neutral.input));
      return ['migrating#packages', 'guide/start', 'current:guide'].map((end) => text.includes(`"${end.startsWith('current:') ? end : `${basePath}/${end}`}"`));
    };
    expect(await hrefs('/v4')).toEqual([true, true, true]);
    expect(await hrefs('')).toEqual([true, true, true]);
    const input = inputFor(PAGES.markdown!, PLACES[2]!, '/v4');
    expect(JSON.stringify(await compiler.compile(input))).not.toContain('/v4/migrating');
  });

  it("a page without a title is named after its route within its version: a version's home is Home", async () => {
    const input = inputFor(PAGES['no title']!, PLACES[0]!, '/v4');
    expect((await compiler.compile(input)).title).toBe('Home');
    expect((await compiler.compile(inputFor(PAGES['no title']!, PLACES[2]!, '/v4'))).title).toBe('page');
  });
});

describe('neutralCompile', () => {
  const page = inputFor(PAGES.tree!, PLACES[2]!, '/v4');
  it('leaves pages compiled for their version alone when a site plugin, an API reference or the placeholder could tell versions apart', () => {
    expect(neutralCompile(page, 'none')).toBeDefined();
    expect(neutralCompile(page, 'plugins-hash')).toBeUndefined();
    expect(neutralCompile({ ...page, source: `${page.source}\n::api{from="pkg" name="x"}\n` }, 'none')).toBeUndefined();
    expect(neutralCompile({ ...page, source: `${page.source}\n[odd](${VERSION_PLACEHOLDER}/x)\n` }, 'none')).toBeUndefined();
    const { version: _version, ...unversioned } = page;
    expect(neutralCompile(unversioned, 'none')).toBeUndefined();
  });
});
