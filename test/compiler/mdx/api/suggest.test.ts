import { describe, expect, it } from 'vitest';
import { closestExport } from '../../../../compiler/mdx/api/suggest.js';

const CORE = ['createWalletStore', 'Store', 'CleanupListener', 'StarknetWalletApi', 'isStarknetChain', 'formatStarknetChainId', 'getStarknetChainId', 'WELL_KNOWN_STARKNET_CHAINS'];

describe('closestExport (did you mean … for a missing export)', () => {
  it('finds a near spelling first', () => {
    expect(closestExport('findShape', ['findShapes', 'Shape'])).toBe('findShapes');
    expect(closestExport('isStarknetChian', CORE)).toBe('isStarknetChain');
  });

  it('finds an export renamed by a word added or dropped', () => {
    expect(closestExport('createStore', CORE)).toBe('createWalletStore');
    expect(closestExport('useStarknetWallet', ['useWallet', 'useConnect'])).toBe('useWallet');
    expect(closestExport('KNOWN_STARKNET_CHAINS', CORE)).toBe('WELL_KNOWN_STARKNET_CHAINS');
  });

  it('keeps the words in order, and says nothing when two are as likely or one word is all there is', () => {
    expect(closestExport('storeCreate', CORE)).toBeUndefined();
    expect(closestExport('createStore', ['createWalletStore', 'createChainStore'])).toBeUndefined();
    expect(closestExport('Listener', CORE)).toBeUndefined();
    expect(closestExport('somethingElse', CORE)).toBeUndefined();
  });
});
