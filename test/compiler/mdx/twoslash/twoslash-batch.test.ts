// The blocks of a page type-checked in one program (compiler/mdx/twoslash/twoslash-batch.ts): one checker
// answers for the page, a block sees what it would see alone (errors, globals), the results depend
// on the page alone, and blocks twoslash writes as several files or with options of their own are
// checked alone.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTwoslasher } from 'twoslash';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { PageBatches, globalSourcesReached, planPage } from '../../../../compiler/mdx/twoslash/twoslash-batch.js';
import { reusingTypeScript } from '../../../../compiler/mdx/twoslash/twoslash-environment.js';

const root = mkdtempSync(join(tmpdir(), 'docsgen-twoslash-batch-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
writeFileSync(join(root, 'shapes.ts'), 'export interface Circle { kind: "circle"; radius: number }\nexport const unit: Circle = { kind: "circle", radius: 1 };\nexport function area(shape: Circle) { return Math.PI * shape.radius ** 2; }\n');
// A module whose import widens the global scope, and a script package found only when imported.
writeFileSync(join(root, 'globals.ts'), 'declare global { var siteVersion: string }\nexport const version = 1;\n');
mkdirSync(join(root, 'node_modules', 'ambient'), { recursive: true });
writeFileSync(join(root, 'node_modules', 'ambient', 'package.json'), JSON.stringify({ name: 'ambient', types: 'index.d.ts' }));
writeFileSync(join(root, 'node_modules', 'ambient', 'index.d.ts'), '/// <reference path="./globals.d.ts" />\nexport declare const ambient: number;\n');
writeFileSync(join(root, 'node_modules', 'ambient', 'globals.d.ts'), 'declare var ambientGlobal: string;\n');

const compilerOptions = { strict: true, lib: ['lib.es2022.d.ts'], types: [], moduleResolution: ts.ModuleResolutionKind.Bundler };
type Block = [code: string, lang: string];
const call = ([code, lang]: Block) => ({ code, lang, options: { compilerOptions: { moduleResolution: 100 } } });

/** A twoslash instance as docsgen makes one; `onQuickInfo` sees the checker of every quick info answered. */
function instance(onChecker?: (checker: ts.TypeChecker) => void) {
  const watched: typeof ts = {
    ...ts,
    createLanguageService(...args: Parameters<typeof ts.createLanguageService>) {
      const service = ts.createLanguageService(...args);
      return Object.assign(Object.create(service) as ts.LanguageService, {
        getQuickInfoAtPosition(...question: Parameters<ts.LanguageService['getQuickInfoAtPosition']>) {
          onChecker?.(service.getProgram()!.getTypeChecker());
          return service.getQuickInfoAtPosition(...question);
        },
      });
    },
  };
  const pages = new PageBatches();
  const twoslasher = createTwoslasher({ tsModule: reusingTypeScript(watched, pages), vfsRoot: root, compilerOptions });
  const run = (block: Block) => {
    const result = twoslasher(block[0], block[1], { ...call(block).options, handbookOptions: { noErrorValidation: true } });
    return { code: result.code, nodes: result.nodes.map((node) => ({ type: node.type, start: node.start, length: node.length, text: 'text' in node ? node.text : undefined })) };
  };
  return {
    /** Each block's result, the page's blocks planned together. */
    page: (blocks: Block[]) => pages.run(planPage(ts, blocks.map(call)), (index) => run(blocks[index]!)),
    /** Each block's result, each in a program of its own (as before pages were planned). */
    alone: (blocks: Block[]) => blocks.map(run),
  };
}

const texts = (result: { nodes: { type: string; text?: string }[] }, type: string) => result.nodes.filter((node) => node.type === type).map((node) => node.text);

const page: Block[] = [
  ["import { unit } from './shapes';\nconst r = unit.radius;\n//    ^?", 'ts'],
  ["import { area, unit } from './shapes';\nconst a = area(unit);\nconst wrong: string = a;", 'ts'],
  ["import type { Circle } from './shapes';\nexport const big: Circle = { kind: 'circle', radius: 9 };", 'ts'],
];

describe('the blocks of a page in one program', () => {
  it('answers every quick info of the page from one checker, where blocks alone have one each', () => {
    const checkers = new Set<ts.TypeChecker>();
    const together = instance((checker) => checkers.add(checker));
    together.page(page);
    expect(checkers.size).toBe(1);
    checkers.clear();
    together.alone(page);
    expect(checkers.size).toBe(page.length);
  });

  it('gives each block the errors and types it has alone', () => {
    const together = instance().page(page);
    const alone = instance().alone(page);
    expect(together.map((result) => texts(result, 'error'))).toEqual(alone.map((result) => texts(result, 'error')));
    expect(texts(together[1]!, 'error')).toEqual(["Type 'number' is not assignable to type 'string'."]);
    expect(texts(together[0]!, 'query')).toEqual(['const r: number']);
    expect(together.map((result) => result.code)).toEqual(alone.map((result) => result.code));
  });

  it('depends on nothing but the page: the same results after other pages as in a fresh compiler', () => {
    const other: Block[] = [["import { unit } from './shapes';\nconst k = unit.kind;\n//    ^?", 'ts'], ['const n = [1, 2].map(String);\n//    ^?', 'ts']];
    const seasoned = instance();
    seasoned.page(other);
    seasoned.alone(other);
    expect(seasoned.page(page)).toEqual(instance().page(page));
  });

  it('gives every page a checker of its own, even a page with the same blocks as the last one', () => {
    const checkers: Set<ts.TypeChecker>[] = [new Set(), new Set()];
    let run = 0;
    const together = instance((checker) => checkers[run]!.add(checker));
    const first = together.page(page);
    run = 1;
    expect(together.page(page)).toEqual(first);
    expect(checkers.map((seen) => seen.size)).toEqual([1, 1]);
    expect([...checkers[1]!][0]).not.toBe([...checkers[0]!][0]);
  });

  it('keeps apart blocks that reach different global declarations: a block sees none it does not import', () => {
    const mixed: Block[] = [
      ["import { version } from './globals';\nconst v = siteVersion + version;", 'ts'],
      ['const w: string = siteVersion;', 'ts'],
      ["import { ambient } from 'ambient';\nconst s: string = ambientGlobal;\nconst n = ambient;", 'ts'],
      ['const t: string = ambientGlobal;', 'ts'],
    ];
    const together = instance().page(mixed);
    expect(together.map((result) => texts(result, 'error'))).toEqual(instance().alone(mixed).map((result) => texts(result, 'error')));
    expect(texts(together[0]!, 'error')).toEqual([]);
    expect(texts(together[1]!, 'error')).toEqual(["Cannot find name 'siteVersion'."]);
    expect(texts(together[2]!, 'error')).toEqual([]);
    expect(texts(together[3]!, 'error')).toEqual(["Cannot find name 'ambientGlobal'."]);
  });

  it('groups by the global declarations each block reaches', () => {
    const program = ts.createProgram({
      rootNames: ['a.ts', 'b.ts', 'c.ts'].map((name) => join(root, name)),
      options: { ...compilerOptions, moduleDetection: ts.ModuleDetectionKind.Force },
      host: withFiles({
        [join(root, 'a.ts')]: "import { version } from './globals';",
        [join(root, 'b.ts')]: "import { unit } from './shapes';",
        [join(root, 'c.ts')]: "import { area } from './shapes';",
      }),
    });
    const keys = globalSourcesReached(ts, program, ['a.ts', 'b.ts', 'c.ts'].map((name) => join(root, name)))!;
    expect(keys.get(join(root, 'a.ts'))).toBe(join(root, 'globals.ts'));
    expect(keys.get(join(root, 'b.ts'))).toBe('');
    expect(keys.get(join(root, 'c.ts'))).toBe('');
  });

  it('checks alone the blocks twoslash writes as several files, with compiler options of their own, or importing their own file', () => {
    const blocks: Block[] = [
      ["// @filename: helper.ts\nexport const helper = () => 1 as const;\n// @filename: index.ts\nimport { helper } from './helper';\nconst n = helper();\n//    ^?", 'ts'],
      ['// @strict: false\nlet maybe: string = undefined;', 'ts'],
      ["export const self = 1;\nimport { self as again } from './index';", 'ts'],
      ['const plain = 1;', 'js'],
      ['const planned = 1;', 'tsx'],
    ];
    expect(planPage(ts, blocks.map(call))).toEqual([undefined, undefined, undefined, undefined, { text: 'const planned = 1;', extension: 'tsx' }]);
    const together = instance().page(blocks.slice(0, 3));
    expect(together).toEqual(instance().alone(blocks.slice(0, 3)));
    expect(texts(together[0]!, 'query')).toEqual(['const n: 1']);
  });
});

function withFiles(files: Record<string, string>): ts.CompilerHost {
  const host = ts.createCompilerHost({});
  return {
    ...host,
    fileExists: (name) => name in files || host.fileExists(name),
    readFile: (name) => files[name] ?? host.readFile(name),
    getSourceFile: (name, language) => (name in files ? ts.createSourceFile(name, files[name]!, language) : host.getSourceFile(name, language)),
  };
}
