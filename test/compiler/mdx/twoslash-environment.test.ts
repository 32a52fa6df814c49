import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTwoslasher } from 'twoslash';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { reusingTypeScript } from '../../../compiler/mdx/twoslash-environment.js';

const root = mkdtempSync(join(tmpdir(), 'docsgen-twoslash-env-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
writeFileSync(join(root, 'shapes.ts'), 'export interface Circle { kind: "circle"; radius: number }\nexport const unit: Circle = { kind: "circle", radius: 1 };\n');

// Blocks in an order that would expose a kept resolution or a kept tree: an import that fails,
// then a block declaring that module as a virtual file, then the failing import again; a site
// file; a file's text replaced by a block of another language.
const blocks: [string, string][] = [
  ["import { helper } from './helper';\nconst n = helper();", 'ts'],
  ["// @filename: helper.ts\nexport const helper = () => 1 as const;\n// @filename: index.ts\nimport { helper } from './helper';\nconst n = helper();\n//    ^?", 'ts'],
  ["import { helper } from './helper';\nconst n = helper();", 'ts'],
  ["import { unit, type Circle } from './shapes';\nconst r = unit.radius;\n//    ^?\nconst c: Circle = unit;", 'ts'],
  ['const element = <div title="x" />;', 'tsx'],
  ["import { unit } from './shapes';\nunit.kind;\n//    ^?", 'ts'],
];

function run(tsModule: typeof ts) {
  const twoslasher = createTwoslasher({ tsModule, vfsRoot: root, compilerOptions: { strict: true, jsx: ts.JsxEmit.Preserve, lib: ['lib.es2022.d.ts'], types: [] } });
  return blocks.map(([code, lang]) => {
    const result = twoslasher(code, lang, { handbookOptions: { noErrorValidation: true } });
    return { code: result.code, nodes: result.nodes.map(({ type, start, length, text }: { type: string; start: number; length: number; text?: string }) => ({ type, start, length, text })) };
  });
}

describe('the TypeScript twoslash reuses between blocks', () => {
  it('gives every block exactly the results of a TypeScript that reuses nothing', () => {
    const plain = run(ts);
    const reusing = run(reusingTypeScript(ts));
    expect(reusing).toEqual(plain);
    // The blocks did what they are there for.
    expect(JSON.stringify(plain[0])).toContain("Cannot find module './helper'");
    expect(JSON.stringify(plain[1])).toContain('const n: 1');
    expect(JSON.stringify(plain[3])).toContain('const r: number');
  });
});
