import { describe, expect, it } from 'vitest';
import { hostName, isAllowedHost, isSameOrigin, isWellFormedHost } from '../../compiler/preview/host-check.js';

describe('hostName', () => {
  it('drops the port, brackets and case', () => {
    expect(hostName('127.0.0.1:5173')).toBe('127.0.0.1');
    expect(hostName('[::1]:5173')).toBe('::1');
    expect(hostName('LocalHost')).toBe('localhost');
  });
});

describe('isAllowedHost', () => {
  it('allows this machine by name or address, and the host the server was started with', () => {
    for (const host of ['localhost:5173', 'docs.localhost:5173', '127.0.0.1:5173', '[::1]:5173', '192.168.1.20:5173']) {
      expect(isAllowedHost(host, '127.0.0.1'), host).toBe(true);
    }
    expect(isAllowedHost('docs.internal:5173', 'docs.internal')).toBe(true);
  });

  it('refuses other names (DNS rebinding) and a missing Host', () => {
    expect(isAllowedHost('evil.example:5173', '127.0.0.1')).toBe(false);
    expect(isAllowedHost('localhost.evil.example', '127.0.0.1')).toBe(false);
    expect(isAllowedHost(undefined, '127.0.0.1')).toBe(false);
    expect(isAllowedHost('', '127.0.0.1')).toBe(false);
  });
});

describe('isSameOrigin', () => {
  it('accepts only the origin the request was sent to', () => {
    expect(isSameOrigin('http://127.0.0.1:5173', '127.0.0.1:5173')).toBe(true);
    expect(isSameOrigin('http://localhost:5173', '127.0.0.1:5173')).toBe(false);
    expect(isSameOrigin('http://127.0.0.1:5174', '127.0.0.1:5173')).toBe(false);
    expect(isSameOrigin('https://evil.example', '127.0.0.1:5173')).toBe(false);
    expect(isSameOrigin('null', '127.0.0.1:5173')).toBe(false);
    expect(isSameOrigin(undefined, '127.0.0.1:5173')).toBe(false);
    expect(isSameOrigin('file://', '127.0.0.1:5173')).toBe(false);
  });

  it('refuses a malformed Host, never throws', () => {
    for (const host of ['127.0.0.1:99999', '127.0.0.1:abc', '[::1', '127.0.0.1:5173:1', 'a b', '']) {
      expect(() => isSameOrigin('http://127.0.0.1:5173', host), host).not.toThrow();
      expect(isSameOrigin('http://127.0.0.1:5173', host), host).toBe(false);
      expect(isAllowedHost(host, '127.0.0.1'), host).toBe(false);
    }
    expect(isWellFormedHost('[::1]:5173')).toBe(true);
    expect(isWellFormedHost('localhost')).toBe(true);
    expect(isWellFormedHost('127.0.0.1:65535')).toBe(true);
  });
});
