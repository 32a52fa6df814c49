import { WELL_KNOWN_STARKNET_CHAINS } from '@starknet-io/get-starknet-core';

/** "0x04a1…9f2c": enough to recognise an address, short enough for a button. */
export function shortAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}

const [MAINNET, SEPOLIA] = WELL_KNOWN_STARKNET_CHAINS;

/** A readable name for the chains get-starknet-core knows; `undefined` for any other. */
export function chainName(chain: string | undefined): string | undefined {
  if (chain === MAINNET) return 'Starknet Mainnet';
  if (chain === SEPOLIA) return 'Starknet Sepolia';
  return undefined;
}
