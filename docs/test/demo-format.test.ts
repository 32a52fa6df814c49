import { WELL_KNOWN_STARKNET_CHAINS } from '@starknet-io/get-starknet-core';
import { describe, expect, it } from 'vitest';
import { chainName, shortAddress } from '../components/demo/format';

describe('shortAddress', () => {
  it('keeps the start and the end of a long address', () => {
    expect(shortAddress('0x04a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d9f2c')).toBe('0x04a1…9f2c');
  });

  it('leaves a short one as it is', () => {
    expect(shortAddress('0x0123')).toBe('0x0123');
  });
});

describe('chainName', () => {
  it('names the chains get-starknet-core knows', () => {
    expect(WELL_KNOWN_STARKNET_CHAINS.map(chainName)).toEqual(['Starknet Mainnet', 'Starknet Sepolia']);
  });

  it('returns undefined for other chains', () => {
    expect(chainName('starknet:0x1')).toBeUndefined();
    expect(chainName(undefined)).toBeUndefined();
  });
});
