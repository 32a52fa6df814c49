// What a type-checked block is compiled with: the site's tsconfig.json (when the config says so)
// without the options about emitting and linting a project, then the config's twoslash options.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { blockCompilerOptions, configCompilerOptions, twoslashCompilerOptions, twoslashPageOf } from '../../../../compiler/mdx/twoslash/twoslash.js';
import { renderTwoslashed, twoslashCall } from '../../../../compiler/mdx/twoslash/twoslash-render.js';

const root = mkdtempSync(join(tmpdir(), 'docsgen-twoslash-options-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
// A Vite app's tsconfig, as the farcaster site has: bundler mode and lint rules.
writeFileSync(
  join(root, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: { target: 'ES2020', module: 'ESNext', moduleResolution: 'bundler', allowImportingTsExtensions: true, noEmit: true, strict: true, noUnusedLocals: true, noUnusedParameters: true, noFallthroughCasesInSwitch: true, declaration: true },
  }),
);

describe('the options of a block', () => {
  test("a tsconfig's emit and lint options are left out; allowImportingTsExtensions keeps noEmit, which it needs", () => {
    const options = twoslashCompilerOptions({ root, settings: { tsconfig: true, compilerOptions: {}, customTags: [] } });
    expect(options.strict).toBe(true);
    expect(options.allowImportingTsExtensions).toBe(true);
    expect(options.noEmit).toBe(true);
    for (const name of ['noUnusedLocals', 'noUnusedParameters', 'noFallthroughCasesInSwitch', 'declaration']) expect(options).not.toHaveProperty(name);
    expect(blockCompilerOptions({ noEmit: true, declaration: true })).toEqual({});
  });

  test("without the tsconfig (a Vocs site), only the config's options, written as in a tsconfig or as TypeScript's values", () => {
    const options = twoslashCompilerOptions({ root, settings: { tsconfig: false, compilerOptions: { moduleResolution: 'bundler', target: 7, strict: false }, customTags: [] } });
    expect(options).toEqual({ moduleResolution: 100, target: 7, strict: false });
    expect(configCompilerOptions({ lib: ['dom', 'es2022'] }, root).lib).toEqual(['lib.dom.d.ts', 'lib.es2022.d.ts']);
  });

  test("the config's customTags reach twoslash beside docsgen's own, and the tag's line is drawn as a tag", async () => {
    const code = '// @allowErrors\n// @reviewed: by the docs team\nconst answer = 42';
    const call = (await twoslashCall(code, 'ts', 'twoslash', ['reviewed']))!;
    expect(call.options.customTags).toEqual(['allowErrors', 'reviewed']);
    const page = twoslashPageOf([call], { root, settings: { tsconfig: false, compilerOptions: {}, customTags: ['reviewed'] } });
    const outcome = page.outcomes[0]!;
    expect(outcome).toMatchObject({ ok: true });
    if (!outcome.ok) return;
    expect(outcome.twoslash.tags.map((tag) => [tag.name, tag.text])).toEqual([['reviewed', 'by the docs team']]);
    const html = JSON.stringify(await renderTwoslashed(code, 'ts', 'twoslash', { twoslash: outcome.twoslash, scope: 'test' }, ['reviewed']));
    expect(html).toContain('by the docs team');
    expect(html).not.toContain('@reviewed');
  });

  test('a block with an unused local and an unused parameter type-checks under that tsconfig', async () => {
    const call = (await twoslashCall('function greet(name: string, unused: number) {\n  const spare = 1\n  return name\n}', 'ts', 'twoslash'))!;
    const page = twoslashPageOf([call], { root, settings: { tsconfig: true, compilerOptions: {}, customTags: [] } });
    expect(page.outcomes[0]).toMatchObject({ ok: true });
  });
});
