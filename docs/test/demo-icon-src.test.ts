import { describe, expect, it } from 'vitest';
import { iconSrc } from '../components/demo/icon-src.js';

describe('iconSrc', () => {
  it('drops bare parameters from data URLs and keeps the rest', () => {
    expect(iconSrc('data:image/svg+xml;utf8;base64,PHN2Zz4=')).toBe('data:image/svg+xml;base64,PHN2Zz4=');
    expect(iconSrc('data:image/svg+xml;charset=utf-8,%3Csvg%3E')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%3E');
    expect(iconSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('leaves other URLs alone', () => {
    expect(iconSrc('https://wallet.example/icon.svg')).toBe('https://wallet.example/icon.svg');
    expect(iconSrc(undefined)).toBeUndefined();
  });
});
