/**
 * Maps from path prefix (`head`, `ogImageUrl`): Vocs takes the last key written that starts the
 * page's path, docsgen the longest. Written from general to specific, as they usually are, both
 * pick the same key; this names the keys for which they would not, and the keys Vocs would read
 * as globs.
 */
import type { Warn } from './warnings.js';

const GLOB = /[*?[\]{}!]/;

export function checkPrefixOrder(keys: readonly string[], field: string, warn: Warn): void {
  keys.forEach((key, index) => {
    if (GLOB.test(key)) {
      warn(`${field}[${JSON.stringify(key)}]`, 'Vocs matches this key as a glob; docsgen reads every key as a path prefix');
      return;
    }
    const later = keys.slice(index + 1).find((other) => !GLOB.test(other) && other !== key && isPrefix(other, key));
    if (later !== undefined) {
      warn(
        `${field}[${JSON.stringify(key)}]`,
        `written before ${JSON.stringify(later)}, which Vocs would pick for its pages (it takes the last matching key); docsgen takes the longest, this one: write the general key first to keep Vocs' choice`,
      );
    }
  });
}

function isPrefix(prefix: string, path: string): boolean {
  const key = prefix.replace(/\/+$/, '');
  return key === '' || path === key || path.startsWith(`${key}/`);
}
