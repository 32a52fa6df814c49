// The banner's identity: a short hash of what it says, so a reader who dismissed one banner still
// sees the next one the site publishes. Pure; the same on the server and in the inline bootstrap.
import type { ReactNode } from 'react';

/** The text and link targets of a banner's content, in document order. */
export function bannerText(content: ReactNode): string {
  if (content === null || content === undefined || typeof content === 'boolean') return '';
  if (typeof content === 'string' || typeof content === 'number') return String(content);
  if (Array.isArray(content)) return content.map(bannerText).join('');
  if (typeof content === 'object' && 'props' in content) {
    const props = (content.props ?? {}) as { children?: ReactNode; href?: unknown };
    const href = typeof props.href === 'string' ? `(${props.href})` : '';
    return bannerText(props.children) + href;
  }
  return '';
}

/** FNV-1a, 32 bits, as base 36: short, stable, good enough to tell banners apart. */
export function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function bannerKey(content: ReactNode): string {
  return hashText(bannerText(content));
}
