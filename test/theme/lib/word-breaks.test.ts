import { describe, expect, it } from 'vitest';
import { breakableRuns, identifierPieces, keepsWhole, MAX_WHOLE_PIECE_LENGTH, MIN_BREAKABLE_LENGTH } from '../../../theme/lib/word-breaks.js';

describe('identifierPieces', () => {
  it('cuts camelCase and PascalCase at their humps', () => {
    expect(identifierPieces('StarknetWalletRequestFeature')).toEqual(['Starknet', 'Wallet', 'Request', 'Feature']);
    expect(identifierPieces('metaMaskVirtualWallet')).toEqual(['meta', 'Mask', 'Virtual', 'Wallet']);
  });

  it('keeps short tails with their neighbour instead of leaving a two-letter piece', () => {
    expect(identifierPieces('formatStarknetChainId')).toEqual(['format', 'Starknet', 'ChainId']);
    expect(identifierPieces('getStarknetChainId')).toEqual(['get', 'Starknet', 'ChainId']);
  });

  it('ends a number or an acronym before the next word', () => {
    expect(identifierPieces('EIP1193AdapterOptions')).toEqual(['EIP1193', 'Adapter', 'Options']);
    expect(identifierPieces('WalletJSONRPCErrorCode')).toEqual(['Wallet', 'JSONRPC', 'Error', 'Code']);
  });

  it('breaks after / _ : and before a dot between words, not at hyphens', () => {
    expect(identifierPieces('@starknet-io/get-starknet-modal')).toEqual(['@starknet-io/', 'get-starknet-modal']);
    expect(identifierPieces('wallet-standard:register-wallet')).toEqual(['wallet-standard:', 'register-wallet']);
    expect(identifierPieces('wallet_switchStarknetChain')).toEqual(['wallet_', 'switch', 'Starknet', 'Chain']);
    expect(identifierPieces('options.eip1193Adapters')).toEqual(['options', '.eip1193', 'Adapters']);
  });

  it('keeps punctuation with the word it belongs to', () => {
    expect(identifierPieces('_refreshInjectedWallets()')).toEqual(['_refresh', 'Injected', 'Wallets()']);
  });

  it('leaves short words whole, as prose wraps them', () => {
    expect(identifierPieces('createStore')).toEqual(['createStore']);
    expect(identifierPieces('JavaScript')).toEqual(['JavaScript']);
    expect('StarknetWallet'.length).toBeLessThan(MIN_BREAKABLE_LENGTH);
    expect(identifierPieces('StarknetWallet')).toEqual(['StarknetWallet']);
  });

  it('joins back into the word it came from', () => {
    for (const word of ['useStarknetProvider', 'https://example.com/a/b/c', 'ALLCAPSIDENTIFIERX', 'żółwStarknetŻółwAbc']) {
      expect(identifierPieces(word).join('')).toBe(word);
    }
  });
});

describe('keepsWhole', () => {
  it('keeps a hyphenated piece from breaking at its hyphens, unless it is too long to', () => {
    expect(keepsWhole('get-starknet-modal')).toBe(true);
    expect(keepsWhole('StarknetWallet')).toBe(false);
    expect(keepsWhole('a-'.repeat(MAX_WHOLE_PIECE_LENGTH))).toBe(false);
  });
});

describe('breakableRuns', () => {
  it('returns text without long words as one run', () => {
    expect(breakableRuns('Call createStore once')).toEqual([{ text: 'Call createStore once' }]);
    expect(breakableRuns('')).toEqual([{ text: '' }]);
  });

  it('cuts only the long words, keeping spaces inside the runs', () => {
    expect(breakableRuns('Use StarknetInjectedWallet here')).toEqual([{ text: 'Use Starknet' }, { text: 'Injected' }, { text: 'Wallet here' }]);
    expect(breakableRuns('a  StarknetInjectedWallet').map((run) => run.text).join('')).toBe('a  StarknetInjectedWallet');
  });

  it('marks hyphenated pieces of long words as whole', () => {
    expect(breakableRuns('from @starknet-io/get-starknet-modal.')).toEqual([
      { text: 'from ' },
      { text: '@starknet-io/', whole: true },
      { text: 'get-starknet-modal.', whole: true },
    ]);
    expect(breakableRuns('get-starknet-modal')).toEqual([{ text: 'get-starknet-modal', whole: true }]);
    // Short hyphenated words wrap as prose does.
    expect(breakableRuns('EIP-6963 wallets')).toEqual([{ text: 'EIP-6963 wallets' }]);
  });
});
