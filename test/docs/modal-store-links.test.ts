import { braavos, okxWallet } from '@starknet-io/get-starknet-core/wallets';
import { describe, expect, it } from 'vitest';
import { storeLinks } from '../../docs/packages/modal/src/store-links';

describe('storeLinks', () => {
  it('gives one link per store, known stores in a fixed order', () => {
    expect(storeLinks(okxWallet).map((l) => l.store)).toEqual(['chrome', 'firefox', 'edge', 'safari']);
    expect(storeLinks(braavos).map((l) => l.store)).toEqual(['chrome', 'firefox', 'edge', 'ios', 'android']);
  });

  it('labels known stores and keeps the URL', () => {
    const [chrome] = storeLinks({ downloads: { chrome: 'https://chrome.google.com/webstore/detail/x' } });
    expect(chrome).toEqual({ store: 'chrome', label: 'Chrome Web Store', url: 'https://chrome.google.com/webstore/detail/x' });
  });

  it('keeps other stores after the known ones, labelled by their key', () => {
    const links = storeLinks({ downloads: { website: 'https://example.com/get', android: 'https://play.google.com/x' } });
    expect(links.map((l) => [l.store, l.label])).toEqual([
      ['android', 'Google Play (Android)'],
      ['website', 'website'],
    ]);
  });

  it('drops links that are not https', () => {
    const links = storeLinks({
      downloads: { chrome: 'javascript:alert(1)', firefox: 'http://example.com', edge: 'not a url', safari: 'https://apps.apple.com/us/app/x' },
    });
    expect(links.map((l) => l.store)).toEqual(['safari']);
  });
});
