// API references are cached like twoslash blocks, and an API change rebuilds exactly the pages
// that show it: an edit to one declaration of the fixture's package (or of a local source file),
// an upgrade of the package that changes one declaration, a new version that changes none. After
// each, the build with the cache writes what a build without it writes, byte for byte, and the
// compiled pages it made again (found as the cache entries it wrote) are those showing the change.
import { cpSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareWithColdBuild, edit, removeFolders, workFolder, type Compared } from '../support/incremental.js';
import { REPO_ROOT } from '../support/paths.js';

const FIXTURE = join(REPO_ROOT, 'test/fixtures/api-reference');
const made: string[] = [];
afterAll(() => removeFolders(made));

/** Every entry file of the build cache, by path, with its inode: an entry written again is a new file. */
function entries(root: string): Map<string, number> {
  const dir = join(root, '.docsgen-cache', 'build');
  const found = new Map<string, number>();
  for (const sub of readdirSync(dir, { withFileTypes: true })) {
    if (!sub.isDirectory() || !/^[0-9a-f]{2}$/.test(sub.name)) continue;
    for (const name of readdirSync(join(dir, sub.name))) {
      const path = join(dir, sub.name, name);
      found.set(path, statSync(path).ino);
    }
  }
  return found;
}

/** The routes of the compiled pages whose cache entries were written since `before`. */
function recompiled(root: string, before: Map<string, number>): string[] {
  const routes: string[] = [];
  for (const [path, ino] of entries(root)) {
    if (before.get(path) === ino) continue;
    const text = readFileSync(path, 'latin1');
    const body = text.slice(text.indexOf('\n') + 1);
    if (!body.startsWith('{"v":2,"page":')) continue;
    const entry = JSON.parse(Buffer.from(body, 'latin1').toString('utf8')) as { page: { route: string } };
    routes.push(entry.page.route);
  }
  return routes.sort();
}

/** The pages whose HTML differs between two builds' outputs. */
function changedPages(before: Compared['output'], after: Compared['output']): string[] {
  return Object.keys(after)
    .filter((file) => file.endsWith('.html') && !file.endsWith('/index.html') && file !== '404.html' && before[file] !== after[file])
    .map((file) => `/${file.replace(/\.html$/, '')}`.replace(/^\/index$/, '/'))
    .sort();
}

describe('API references in incremental builds', () => {
  it('rebuild exactly the pages that show a declaration that changed', async () => {
    const dir = await workFolder(made, 'api-');
    const site = join(dir, 'site');
    cpSync(FIXTURE, site, { recursive: true, filter: (path) => !/[\\/](dist|\.docsgen-cache)$/.test(path) });
    const geometry = (file: string) => join(site, 'node_modules/@fixture/geometry', file);

    let previous = await compareWithColdBuild(dir, 'first build');
    const step = async (name: string, change: () => void) => {
      change();
      const before = entries(site);
      const compared = await compareWithColdBuild(dir, name);
      const result = { recompiled: recompiled(site, before), changed: changedPages(previous.output, compared.output) };
      previous = compared;
      return result;
    };

    // A member's documentation: the pages showing Canvas (and the indexes, which show its summary).
    expect(await step("a class member's documentation", () => edit(geometry('types/canvas.d.ts'), (text) => text.replace('/** Draws a shape. */', '/** Draws a shape on the canvas. */')))).toEqual({
      recompiled: ['/', '/Canvas', '/reference', '/reference/Canvas'],
      changed: ['/Canvas', '/reference/Canvas'],
    });

    // An upgrade: a new version whose one change is an overload of area.
    expect(
      await step('a package upgrade changing one declaration', () => {
        edit(geometry('package.json'), (text) => text.replace('"version": "1.0.0"', '"version": "1.1.0"'));
        edit(geometry('types/shapes.d.ts'), (text) => text.replace('@param height - Vertical size; the width again when left out.', '@param height - Vertical size, the width when left out.'));
      }),
    ).toEqual({
      recompiled: ['/', '/area', '/reference', '/reference/area', '/reference/surface'],
      changed: ['/area', '/reference/area', '/reference/surface'],
    });

    // A new version with the same declarations rebuilds nothing.
    expect(await step('a package upgrade changing no declaration', () => edit(geometry('package.json'), (text) => text.replace('"version": "1.1.0"', '"version": "1.2.0"')))).toEqual({ recompiled: [], changed: [] });

    // A local source file: the pages showing Badge.
    expect(await step('a component in a local source file', () => edit(join(site, 'src/widgets.tsx'), (text) => text.replace("tone = 'quiet'", "tone = 'loud'")))).toEqual({
      recompiled: ['/widgets', '/widgets-api', '/widgets-api/Badge'],
      changed: ['/widgets', '/widgets-api/Badge'],
    });
  }, 1_800_000);

  it('fail the build naming the page when a shown export goes away, and build again when it is back', async () => {
    const dir = await workFolder(made, 'api-');
    const site = join(dir, 'site');
    cpSync(FIXTURE, site, { recursive: true, filter: (path) => !/[\\/](dist|\.docsgen-cache)$/.test(path) });
    await compareWithColdBuild(dir, 'first build');
    const shapes = join(site, 'node_modules/@fixture/geometry/types/shapes.d.ts');
    const original = readFileSync(shapes, 'utf8');
    edit(shapes, (text) => text.replace("export declare function findShape", "export declare function findShapes"));
    const broken = await compareWithColdBuild(dir, 'an export renamed');
    expect(broken.warm.code).toBe(1);
    expect(broken.warm.stderr).toContain('pages/widgets.mdx:15:1');
    expect(broken.warm.stderr).toContain('::api: "@fixture/geometry" exports no "findShape"');
    expect(broken.warm.stderr).toContain('did you mean "findShapes"?');
    edit(shapes, () => original);
    const fixed = await compareWithColdBuild(dir, 'the export back');
    expect(fixed.warm.code).toBe(0);
  }, 900_000);
});
