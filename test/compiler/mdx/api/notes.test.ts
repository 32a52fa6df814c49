import { describe, expect, it } from 'vitest';
import type { ApiDirective } from '../../../../compiler/mdx/api/directive.js';
import type { ApiMember, ApiSymbol } from '../../../../compiler/mdx/api/model.js';
import { describablePaths, noteErrors } from '../../../../compiler/mdx/api/notes.js';

const member = (name: string, members?: ApiMember[]): ApiMember => ({ name, kind: 'property', type: { text: 'x', links: [] }, optional: false, readonly: false, doc: { examples: [], throws: [], see: [] }, ...(members ? { members } : {}) });
const createStore: ApiSymbol = {
  name: 'createStore',
  kind: 'function',
  declaration: { code: '', hovers: [] },
  doc: { examples: [], throws: [], see: [] },
  signatures: [{ code: { code: '', hovers: [] }, doc: { examples: [], throws: [], see: [] }, typeParameters: [], parameters: [{ name: 'options', type: { text: 'O', links: [] }, optional: true, rest: false, members: [member('adapters')] }], returns: { type: { text: 'Store', links: [] }, members: [member('getWallets')] } }],
  members: [],
  typeParameters: [],
  source: { file: 'x.d.ts', line: 1 },
};

describe('notes on members and parameters', () => {
  it('can describe the parameters and their members, and what is returned', () => {
    expect(describablePaths(createStore, ['parameters'])).toEqual(['options', 'options.adapters']);
    expect(describablePaths(createStore, ['parameters', 'returns'])).toEqual(['options', 'options.adapters', 'returns.getWallets']);
  });

  it('names a path the declarations do not have, with the closest one', () => {
    const directive = { name: 'createStore', show: ['parameters'], notes: [{ path: 'options.adapter', description: [], line: 4, column: 1 }, { path: 'options', description: [], line: 5 }, { path: 'options', description: [], line: 6 }] } as unknown as ApiDirective;
    expect(noteErrors(directive, describablePaths(createStore, ['parameters']))).toEqual([
      { message: '::api: createStore (show="parameters") has no member or parameter `options.adapter`', at: { line: 4, column: 1 }, hint: 'did you mean `options.adapters`?' },
      { message: '::api: two notes on `options`', at: { line: 6, column: undefined }, hint: 'keep one of them' },
    ]);
  });
});
