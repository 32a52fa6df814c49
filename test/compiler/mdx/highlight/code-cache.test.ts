import { readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { activeCodeCache, codeBlockKey, dependencyListHolds, pageOfBlocks, plainBlock, readCodeBlock, storeDependencyList, withCodeCache, writeCodeBlock, type CodeCache } from '../../../../compiler/mdx/highlight/code-cache.js';
import { highlight } from '../../../../compiler/mdx/highlight/highlighter.js';
import { DependencyChecker, textHash, type Dependency } from '../../../../compiler/store/dependencies.js';
import { NO_CACHE, openStore } from '../../../../compiler/store/store.js';
import { tempDir } from '../../../support/temp-dir.js';

function fresh(): { dir: string; cache: () => CodeCache; declarations: string } {
  const dir = tempDir('docsgen-code-cache-', { in: 'system' });
  const declarations = join(dir, 'types.d.ts');
  writeFileSync(declarations, 'export declare const answer: 42;\n');
  const store = openStore(join(dir, 'build'));
  // A new checker each time: files change between the steps of a test.
  return { dir, declarations, cache: () => ({ store, checker: new DependencyChecker(), filesChange: true }) };
}

const pre: Element = { type: 'element', tagName: 'pre', properties: { className: ['shiki'] }, children: [{ type: 'text', value: 'const value: 42' }] };
const written = { code: "import { answer } from './types';\nconst value = answer;", lang: 'ts', meta: 'twoslash' };
const block = { ...written, root: '/site', page: pageOfBlocks([written, { code: 'const other = 1;', lang: 'ts', meta: 'twoslash' }]) };
const readOf = (file: string): Dependency => ({ k: 'tstext', p: file, h: textHash(readFileSync(file, 'utf8')) });

describe('the code block cache', () => {
  it('gives back a stored block while the files its type-checking read hold', () => {
    const { cache, declarations } = fresh();
    const first = cache();
    const key = codeBlockKey(block);
    const list = storeDependencyList(first.store, '/site#1', [readOf(declarations), { k: 'file', p: join(declarations, '..', 'missing.d.ts'), e: false }]);
    writeCodeBlock(first, key, pre, list);
    expect(readCodeBlock(cache(), key)).toEqual({ pre, deps: list });
  });

  it('misses when a declaration file the block read changed, or a file it probed appeared', () => {
    const { cache, declarations } = fresh();
    const key = codeBlockKey(block);
    const missing = join(declarations, '..', 'missing.d.ts');
    const list = storeDependencyList(cache().store, '/site#1', [readOf(declarations), { k: 'file', p: missing, e: false }]);
    writeCodeBlock(cache(), key, pre, list);
    writeFileSync(declarations, 'export declare const answer: 43;\n');
    expect(readCodeBlock(cache(), key)).toBeUndefined();
    writeFileSync(declarations, 'export declare const answer: 42;\n');
    expect(readCodeBlock(cache(), key)).toBeDefined();
    writeFileSync(missing, 'export {};\n');
    expect(readCodeBlock(cache(), key)).toBeUndefined();
  });

  it('keys a block by its code, language, meta string, the other type-checked blocks of its page, site root and docsgen (TypeScript, Shiki, twoslash versions)', () => {
    const key = codeBlockKey(block);
    expect(codeBlockKey({ ...block })).toBe(key);
    const otherPage = pageOfBlocks([written, { code: 'const other = 2;', lang: 'ts', meta: 'twoslash' }]);
    for (const changed of [{ code: `${block.code} ` }, { lang: 'tsx' }, { meta: 'twoslash title="a.ts"' }, { root: '/other' }, { page: otherPage }, { page: pageOfBlocks([written]) }]) {
      expect(codeBlockKey({ ...block, ...changed })).not.toBe(key);
    }
    expect(codeBlockKey(block, 'another docsgen or TypeScript')).not.toBe(key);
  });

  it('treats a corrupt or truncated entry, or a lost dependency list, as a miss', () => {
    const { dir, cache, declarations } = fresh();
    const key = codeBlockKey(block);
    const list = storeDependencyList(cache().store, '/site#1', [readOf(declarations)]);
    writeCodeBlock(cache(), key, pre, list);
    const entry = join(dir, 'build', key.slice(0, 2), key);
    truncateSync(entry, 20);
    expect(readCodeBlock(cache(), key)).toBeUndefined();

    writeCodeBlock(cache(), key, pre, list);
    // Another store (a new process) that has the entry but not its list.
    const listFile = join(dir, 'build', list.slice(0, 2), list);
    writeFileSync(listFile, 'garbage');
    const reopened: CodeCache = { store: openStore(join(dir, 'build')), checker: new DependencyChecker(), filesChange: true };
    expect(readCodeBlock(reopened, key)).toBeUndefined();
  });

  it('stores a compiler’s growing list under a new key only when it grew, and checks a list once per checker', () => {
    const { cache, declarations } = fresh();
    const { store } = cache();
    const one = storeDependencyList(store, '/site#1', [readOf(declarations)]);
    expect(storeDependencyList(store, '/site#1', [readOf(declarations)])).toBe(one);
    const two = storeDependencyList(store, '/site#1', [readOf(declarations), { k: 'dir', p: '/nowhere', e: false }]);
    expect(two).not.toBe(one);
    const checker = new DependencyChecker();
    expect(dependencyListHolds(store, checker, one)).toBe(true);
    writeFileSync(declarations, 'changed');
    // The same checker answers the same (a build: files do not change under it); a new one sees the change.
    expect(dependencyListHolds(store, checker, one)).toBe(true);
    expect(dependencyListHolds(store, new DependencyChecker(), one)).toBe(false);
  });

  it('is active only inside a compile given a store', async () => {
    const { cache } = fresh();
    expect(activeCodeCache()).toBeUndefined();
    const active = cache();
    await withCodeCache(active, async () => {
      await Promise.resolve();
      expect(activeCodeCache()).toBe(active);
    });
    await withCodeCache({ store: NO_CACHE, checker: new DependencyChecker(), filesChange: false }, async () => {
      expect(activeCodeCache()).toBeUndefined();
    });
  });
});

describe('plain blocks', () => {
  it('are kept under the block as written, and what is not a block is a miss', () => {
    const { cache } = fresh();
    const store = cache();
    const block = { code: 'npm install docsgen', lang: 'bash', meta: '' };
    expect(plainBlock(store, block)!.get()).toBeUndefined();
    plainBlock(store, block)!.set(pre);
    expect(plainBlock(store, block)!.get()).toEqual(pre);
    for (const other of [{ ...block, code: 'npm install other' }, { ...block, lang: 'sh' }, { ...block, meta: 'title="x"' }]) expect(plainBlock(store, other)!.get()).toBeUndefined();
    expect(plainBlock(undefined, block)).toBeUndefined();
    // Another shape under the key (a corrupt entry is a miss in the store already).
    const wrong = { code: 'not a tree', lang: 'bash', meta: '' };
    plainBlock(store, wrong)!.set({ type: 'text', value: 'x' } as unknown as Element);
    expect(plainBlock(store, wrong)!.get()).toBeUndefined();
  });

  it('a block kept by an earlier process is not highlighted again; one highlighted is kept', async () => {
    const fromCache: Element = { type: 'element', tagName: 'pre', properties: { className: ['shiki'] }, children: [{ type: 'text', value: 'as kept' }] };
    const kept: Element[] = [];
    const found = await highlight({ code: 'const keptBefore = 1;', lang: 'ts', meta: '' }, { get: () => fromCache, set: (tree) => kept.push(tree) });
    expect(found).toEqual(fromCache);
    expect(kept).toHaveLength(0);
    const made = await highlight({ code: 'const highlightedNow = 2;', lang: 'ts', meta: '' }, { get: () => undefined, set: (tree) => kept.push(tree) });
    expect(kept).toEqual([made]);
    expect(JSON.stringify(made)).toContain('highlightedNow');
    expect(JSON.stringify(made)).toContain('--shiki-dark');
  });
});
