import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTwoslasher, type CreateTwoslashOptions } from 'twoslash';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { reusingTypeScript } from '../../../../compiler/mdx/twoslash/twoslash-environment.js';

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

/** The environments twoslash keeps per set of compiler options, when given a cache to keep them in. */
type TwoslashCache = Exclude<NonNullable<CreateTwoslashOptions['cache']>, boolean>;

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

describe('one program per block', () => {
  /** For each block, the programs its questions were answered from (quick info, then errors). */
  function programsPerBlock(tsModule: typeof ts) {
    const cache: TwoslashCache = new Map();
    const twoslasher = createTwoslasher({ tsModule, vfsRoot: root, cache, compilerOptions: { strict: true, jsx: ts.JsxEmit.Preserve, lib: ['lib.es2022.d.ts'], types: [] } });
    let seen = new Set<ts.Program>();
    const watched = new WeakSet<object>();
    const watch = () => {
      for (const env of cache.values()) {
        if (watched.has(env)) continue;
        const service = env.languageService;
        const asked =
          <K extends 'getQuickInfoAtPosition' | 'getSemanticDiagnostics'>(name: K) =>
          (...args: Parameters<ts.LanguageService[K]>) => {
            const answer = (service[name] as (...a: typeof args) => ReturnType<ts.LanguageService[K]>)(...args);
            seen.add(service.getProgram()!);
            return answer;
          };
        env.languageService = Object.assign(Object.create(service) as ts.LanguageService, { getQuickInfoAtPosition: asked('getQuickInfoAtPosition'), getSemanticDiagnostics: asked('getSemanticDiagnostics') });
        watched.add(env);
      }
    };
    return blocks.map(([code, lang]) => {
      // The environment exists once the first block ran: watch from the second run on.
      twoslasher(code, lang, { handbookOptions: { noErrorValidation: true } });
      watch();
      seen = new Set();
      twoslasher(code, lang, { handbookOptions: { noErrorValidation: true } });
      return seen.size;
    });
  }

  it('answers quick info and errors from one program, where plain TypeScript makes two', () => {
    expect(programsPerBlock(reusingTypeScript(ts))).toEqual(blocks.map(() => 1));
    // Plain: a second program for the errors (a third when the block has two files).
    expect(programsPerBlock(ts).every((programs) => programs >= 2)).toBe(true);
  });

  it('takes a JSX block\'s errors before any quick info (a checker asked for quick info first finds errors that are not there)', () => {
    const twoslasher = createTwoslasher({ tsModule: reusingTypeScript(ts), vfsRoot: root, compilerOptions: { strict: true, jsx: ts.JsxEmit.ReactJSX, jsxImportSource: 'react', lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [] } });
    const code = 'declare global { namespace JSX { interface IntrinsicElements { button: { onClick?: () => void } } } }\nexport const b = <button onClick={() => {}}>go</button>;';
    const errors = twoslasher(code, 'tsx', { handbookOptions: { noErrorValidation: true } }).errors.map((error) => error.text);
    expect(errors.some((text) => text.includes("Cannot find name 'button'"))).toBe(false);
  });
});

describe('a language service per set of imports', () => {
  // ts.StructureIsReused.Completely (internal): no file looked up, no import resolved again.
  const COMPLETELY = 2;
  // Imports alternate from block to block, and a block declares a second file (emptied after it).
  const alternating: [string, string][] = [
    ["import { unit } from './shapes';\nconst a = unit.radius;\n//    ^?", 'ts'],
    ['const plain = 1;\n//    ^?', 'ts'],
    ["// @filename: extra.ts\nexport const extra = 2;\n// @filename: index.ts\nimport { extra } from './extra';\nconst e = extra;", 'ts'],
    ["import { unit, type Circle } from './shapes';\nconst b: Circle['kind'] = unit.kind;\n//    ^?", 'ts'],
    ['const other = "two";\n//    ^?', 'ts'],
  ];

  /** Each block's results, and how its program was made from the previous one (on a second pass, the services all exist). */
  function runTwice(tsModule: typeof ts) {
    const cache: TwoslashCache = new Map();
    const twoslasher = createTwoslasher({ tsModule, vfsRoot: root, cache, compilerOptions: { strict: true, lib: ['lib.es2022.d.ts'], types: [] } });
    let reuse: number | undefined;
    const run = () =>
      alternating.map(([code, lang]) => {
        reuse = undefined;
        const result = twoslasher(code, lang, { handbookOptions: { noErrorValidation: true } });
        return { code: result.code, nodes: result.nodes.map(({ type, start, length, text }: { type: string; start: number; length: number; text?: string }) => ({ type, start, length, text })), reuse };
      });
    run();
    const [env] = cache.values();
    const service = env!.languageService;
    env!.languageService = Object.assign(Object.create(service) as ts.LanguageService, {
      getQuickInfoAtPosition(...args: Parameters<ts.LanguageService['getQuickInfoAtPosition']>) {
        const answer = service.getQuickInfoAtPosition(...args);
        reuse = (service.getProgram() as unknown as { structureIsReused: number }).structureIsReused;
        return answer;
      },
    });
    return run();
  }

  it('reuses the program of the last block with the same imports whole, with the results of a TypeScript that reuses nothing', () => {
    const plain = runTwice(ts);
    const reusing = runTwice(reusingTypeScript(ts));
    expect(reusing.map(({ reuse }) => reuse)).toEqual(alternating.map(() => COMPLETELY));
    // Plain TypeScript: imports changed from the previous block, or an emptied file was found again.
    expect(plain.map(({ reuse }) => reuse).filter((reuse) => reuse === COMPLETELY)).toEqual([]);
    expect(reusing.map(({ code, nodes }) => ({ code, nodes }))).toEqual(plain.map(({ code, nodes }) => ({ code, nodes })));
    expect(JSON.stringify(plain[0])).toContain('const a: number');
    expect(plain[3]!.nodes.map(({ text }) => text)).toContain('const b: "circle"');
  });
});
