import { describe, expect, test } from 'vitest';
import { highlight } from '../../theme/shared/search/highlight.js';

const marked = (text: string, terms: string[]) =>
  highlight(text, new Set(terms))
    .map((s) => (s.mark ? `[${s.text}]` : s.text))
    .join('');

describe('highlight', () => {
  test('marks words whose index term matched, whatever their form', () => {
    expect(marked('Connecting wallets: connect a wallet.', ['connect', 'wallet'])).toBe('[Connecting] [wallets]: [connect] a [wallet].');
  });

  test('marks the whole identifier, or the parts that matched', () => {
    expect(marked('Call createStore().', ['createstor'])).toBe('Call [createStore]().');
    expect(marked('Call createStore().', ['store'])).toBe('Call create[Store]().');
    expect(marked('formatStarknetChainId', ['chain', 'id'])).toBe('formatStarknet[ChainId]');
  });

  test('nothing to mark: one plain segment; no terms: the same', () => {
    expect(highlight('plain text', new Set(['other']))).toEqual([{ text: 'plain text', mark: false }]);
    expect(highlight('plain text', new Set())).toEqual([{ text: 'plain text', mark: false }]);
  });

  test('markup in the text stays text', () => {
    expect(highlight('<b>wallet</b>', new Set(['wallet']))).toEqual([
      { text: '<b>', mark: false },
      { text: 'wallet', mark: true },
      { text: '</b>', mark: false },
    ]);
  });
});
