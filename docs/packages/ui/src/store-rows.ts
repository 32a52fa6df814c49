import type { WalletInformation } from '@starknet-io/get-starknet-core/wallets';

/** A store the UI knows: its name and the label of its button. */
type KnownStore = { name: string; button: string };

const KNOWN_STORES: Readonly<Record<string, KnownStore>> = {
  chrome: { name: 'Chrome', button: 'Add to Chrome' },
  firefox: { name: 'Firefox', button: 'Add to Firefox' },
  edge: { name: 'Edge', button: 'Add to Edge' },
  safari: { name: 'Safari', button: 'Add to Safari' },
  android: { name: 'Android', button: 'Get the app' },
  ios: { name: 'iOS', button: 'Get the app' },
};

export type StoreRow = KnownStore & { store: string; url: string };

/** One row per known store in `downloads`, in the object's own order; other keys are ignored. */
export function storeRows(downloads: WalletInformation['downloads']): StoreRow[] {
  const rows: StoreRow[] = [];
  for (const [store, url] of Object.entries(downloads)) {
    const known = Object.hasOwn(KNOWN_STORES, store) ? KNOWN_STORES[store] : undefined;
    if (known) rows.push({ store, url, ...known });
  }
  return rows;
}
