import { describe, expect, it } from 'vitest';
import { breakableRuns, identifierPieces, MIN_BREAKABLE_LENGTH } from '../../../theme/lib/word-breaks.js';

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

  it('breaks after / - _ : and before a dot between words', () => {
    expect(identifierPieces('@starknet-io/get-starknet-modal')).toEqual(['@starknet-', 'io/', 'get-', 'starknet-', 'modal']);
    expect(identifierPieces('wallet-standard:register-wallet')).toEqual(['wallet-', 'standard:', 'register-', 'wallet']);
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

describe('breakableRuns', () => {
  it('returns text without long words as one run', () => {
    expect(breakableRuns('Call createStore once')).toEqual(['Call createStore once']);
    expect(breakableRuns('')).toEqual(['']);
  });

  it('cuts only the long words, keeping spaces inside the runs', () => {
    expect(breakableRuns('Use StarknetInjectedWallet here')).toEqual(['Use Starknet', 'Injected', 'Wallet here']);
    expect(breakableRuns('a  StarknetInjectedWallet').join('')).toBe('a  StarknetInjectedWallet');
  });
});
