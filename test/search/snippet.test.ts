import { describe, expect, test } from 'vitest';
import { snippet } from '../../compiler/search/snippet.js';
import { escapeHtml } from '../../theme/shared/search/escape-html.js';

describe('snippet', () => {
  test('short text stays whole', () => {
    expect(snippet('Connect a wallet.', 40)).toBe('Connect a wallet.');
  });

  test('long text is cut at a word boundary with an ellipsis', () => {
    const text = 'Discover injected wallets through the wallet standard, then connect one of them silently.';
    const cut = snippet(text, 40);
    expect(cut).toBe('Discover injected wallets through the…');
    expect(cut.length).toBeLessThanOrEqual(41);
  });

  test('one very long token is cut inside it rather than dropped', () => {
    expect(snippet('0x' + 'a'.repeat(100), 20)).toBe('0x' + 'a'.repeat(18) + '…');
  });
});

describe('escapeHtml', () => {
  test('markup in content is shown as text', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')"> & co`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; co');
  });
});
