import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { declarationFingerprint } from '../../../compiler/store/declaration-fingerprint.js';
import { DependencyChecker, textHash } from '../../../compiler/store/dependencies.js';

const MODULE = `import type { Unit } from './units.js';
/** A point. */
export interface Point { x: number; y: number }
/** The area. */
export declare function area(shape: Point): number;
declare function helper(): void;
export { helper };
`;

const fp = (text: string, names: string[], file = '/x/shapes.d.ts') => declarationFingerprint(file, text, names);

describe('declarationFingerprint', () => {
  it('changes with the declarations it was asked about, not with the others', () => {
    const edited = MODULE.replace('area(shape: Point): number', 'area(shape: Point, scale?: number): number');
    expect(fp(edited, ['area'])).not.toBe(fp(MODULE, ['area']));
    expect(fp(edited, ['Point'])).toBe(fp(MODULE, ['Point']));
    expect(fp(edited, [])).toBe(fp(MODULE, []));
    // The JSDoc belongs to its declaration.
    expect(fp(MODULE.replace('The area.', 'The surface.'), ['area'])).not.toBe(fp(MODULE, ['area']));
  });

  it('always counts what a file says to others: imports, exports, the names it exports, augmentations', () => {
    expect(fp(MODULE.replace("'./units.js'", "'./units2.js'"), [])).not.toBe(fp(MODULE, []));
    expect(fp(MODULE.replace('export { helper };', 'export { helper as help };'), [])).not.toBe(fp(MODULE, []));
    expect(fp(MODULE.replace('export declare function area', 'export declare function surface'), [])).not.toBe(fp(MODULE, []));
    expect(fp(`${MODULE}declare global { interface Window { x: 1 } }\n`, [])).not.toBe(fp(MODULE, []));
    expect(fp(`${MODULE}declare module './units.js' { interface Extra { y: 2 } }\n`, [])).not.toBe(fp(MODULE, []));
  });

  it('counts every statement of a script (its declarations are global), and statements that declare nothing', () => {
    const script = 'declare function a(): void;\ndeclare function b(): void;\n';
    expect(fp(script.replace('b(): void', 'b(): number'), ['a'])).not.toBe(fp(script, ['a']));
    const expando = 'export function f() {}\nf.displayName = "x";\n';
    expect(fp(expando.replace('"x"', '"y"'), [], '/x/f.ts')).not.toBe(fp(expando, [], '/x/f.ts'));
  });

  it('reads a package.json by the fields module resolution reads', () => {
    const manifest = { name: 'p', version: '1.0.0', types: './index.d.ts', exports: { '.': { types: './index.d.ts' } } };
    const file = '/x/node_modules/p/package.json';
    expect(fp(JSON.stringify({ ...manifest, version: '2.0.0', description: 'new' }), [], file)).toBe(fp(JSON.stringify(manifest), [], file));
    expect(fp(JSON.stringify({ ...manifest, exports: { '.': { types: './next.d.ts' } } }), [], file)).not.toBe(fp(JSON.stringify(manifest), [], file));
  });
});

describe('a tsdecl dependency', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docsgen-tsdecl-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds while the text is the same, or while the declarations it names are', () => {
    const file = join(dir, 'shapes.d.ts');
    writeFileSync(file, MODULE);
    const dep = (names: string[]) => ({ k: 'tsdecl' as const, p: file, h: textHash(MODULE), f: declarationFingerprint(file, MODULE, names), n: names });
    const onArea = dep(['area']);
    const onPoint = dep(['Point']);
    expect(new DependencyChecker().holds([onArea, onPoint])).toBe(true);
    writeFileSync(file, MODULE.replace('area(shape: Point): number', 'area(shape: Point): bigint'));
    expect(new DependencyChecker().holds([onArea])).toBe(false);
    expect(new DependencyChecker().holds([onPoint])).toBe(true);
    writeFileSync(file, '');
    expect(new DependencyChecker().holds([onPoint])).toBe(false);
  });
});
