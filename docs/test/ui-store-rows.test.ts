import { describe, expect, it } from 'vitest';
import { storeRows } from '../packages/ui/src/store-rows';

describe('storeRows (the UI’s install panel)', () => {
  it('one row per known store, in the object’s order, with upstream’s labels; other keys are ignored', () => {
    const rows = storeRows({
      ios: 'https://apps.example/ios',
      website: 'https://example.com',
      chrome: 'https://chrome.google.com/webstore/detail/x',
      android: 'https://play.example/a',
      safari: 'https://apps.apple.com/us/app/x',
      firefox: 'https://addons.mozilla.org/en-US/firefox/addon/x',
      edge: 'https://microsoftedge.microsoft.com/addons/detail/x',
      toString: 'https://nope',
    });
    expect(rows.map(({ store, name, button }) => [store, name, button])).toEqual([
      ['ios', 'iOS', 'Get the app'],
      ['chrome', 'Chrome', 'Add to Chrome'],
      ['android', 'Android', 'Get the app'],
      ['safari', 'Safari', 'Add to Safari'],
      ['firefox', 'Firefox', 'Add to Firefox'],
      ['edge', 'Edge', 'Add to Edge'],
    ]);
    expect(rows[0]!.url).toBe('https://apps.example/ios');
  });
});
