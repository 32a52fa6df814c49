import type { WalletInformation } from '@starknet-io/get-starknet-core/wallets';

export type StoreLink = {
  /** The key in `downloads`: chrome, firefox, edge, safari, ios, android, or another store. */
  store: string;
  label: string;
  url: string;
};

const KNOWN_STORES: Record<string, string> = {
  chrome: 'Chrome Web Store',
  firefox: 'Firefox Add-ons',
  edge: 'Microsoft Edge Add-ons',
  safari: 'Safari (App Store)',
  ios: 'App Store (iOS)',
  android: 'Google Play (Android)',
};

const STORE_ORDER = Object.keys(KNOWN_STORES);

function isHttpsUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The links to show for a wallet that is not installed: known stores first in a fixed order, then
 * any other keys. Only https URLs are kept: the list may come from app config, and a
 * `javascript:` URL in an href would run on click.
 */
export function storeLinks(info: Pick<WalletInformation, 'downloads'>): StoreLink[] {
  const downloads: Record<string, unknown> = info.downloads;
  const keys = Object.keys(downloads).sort((a, b) => {
    const rank = (key: string) => (STORE_ORDER.includes(key) ? STORE_ORDER.indexOf(key) : STORE_ORDER.length);
    return rank(a) - rank(b);
  });
  const links: StoreLink[] = [];
  for (const store of keys) {
    const url = downloads[store];
    if (isHttpsUrl(url)) links.push({ store, label: KNOWN_STORES[store] ?? store, url });
  }
  return links;
}
