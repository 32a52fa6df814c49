import { describe, expect, test } from 'vitest';
import { identifierParts, words } from '../../theme/shared/search/tokenize.js';
import { isStopWord, termOf, wordTerms } from '../../theme/shared/search/terms.js';

describe('words', () => {
  test('splits on anything that is not a letter, digit or underscore, with offsets', () => {
    expect(words('Call createStore() with `wallet.id`!')).toEqual([
      { text: 'Call', start: 0, end: 4 },
      { text: 'createStore', start: 5, end: 16 },
      { text: 'with', start: 19, end: 23 },
      { text: 'wallet', start: 25, end: 31 },
      { text: 'id', start: 32, end: 34 },
    ]);
  });

  test('keeps chain ids, package names and inner apostrophes apart sensibly', () => {
    expect(words("starknet:0x534e @starknet-io/get-starknet don't").map((w) => w.text)).toEqual([
      'starknet',
      '0x534e',
      'starknet',
      'io',
      'get',
      'starknet',
      "don't",
    ]);
  });

  test('understands non-ASCII letters', () => {
    expect(words('Schlüssel über café').map((w) => w.text)).toEqual(['Schlüssel', 'über', 'café']);
  });
});

describe('identifierParts', () => {
  test.each([
    ['createStore', ['create', 'Store']],
    ['formatStarknetChainId', ['format', 'Starknet', 'Chain', 'Id']],
    ['WalletConnectModal', ['Wallet', 'Connect', 'Modal']],
    ['EIP1193Adapter', ['EIP', '1193', 'Adapter']],
    ['HTMLElement', ['HTML', 'Element']],
    ['SN_MAIN', ['SN', 'MAIN']],
    ['isA', []],
  ])('%s → %j', (word, parts) => {
    expect(identifierParts(word).map((p) => p.text)).toEqual(parts);
  });

  test('plain words and hex literals are not split', () => {
    expect(identifierParts('wallet')).toEqual([]);
    expect(identifierParts('Wallet')).toEqual([]);
    expect(identifierParts('0x534e5f4d41494e')).toEqual([]);
    expect(identifierParts('README')).toEqual([]);
  });

  test('parts carry their offset inside the word', () => {
    expect(identifierParts('useConnect')).toEqual([
      { text: 'use', start: 0 },
      { text: 'Connect', start: 3 },
    ]);
  });
});

describe('terms', () => {
  test('lower-cased and stemmed with lunr, stop words dropped', () => {
    expect(termOf('Wallets')).toBe('wallet');
    expect(termOf('connecting')).toBe('connect');
    expect(termOf('the')).toBeNull();
    expect(isStopWord('get')).toBe(true);
  });

  test('an identifier gives its whole name and its parts', () => {
    expect(wordTerms('useConnect')).toEqual(['useconnect', 'us', 'connect']); // lunr stems use → us
    // "get" is a stop word: the part goes, the whole name stays. Adjacent parts pair up.
    expect(wordTerms('getStarknetChainId')).toEqual(['getstarknetchainid', 'starknet', 'chain', 'id', 'getstarknet', 'starknetchain', 'chainid']);
    expect(wordTerms('metaMaskVirtualWallet')).toContain('metamask');
  });

  test('possessives and contractions', () => {
    expect(termOf("createStore's")).toBe(termOf('createStore'));
    expect(termOf('wallet’s')).toBe('wallet');
    expect(termOf("don't")).toBe('dont');
  });
});
