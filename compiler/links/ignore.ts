// Links the checks leave alone: config `links.ignore` and `--ignore-link`. A pattern is a string
// with wildcards (`*` within one path segment, `**` across segments; everything else literal,
// `?` included) or a RegExp. A link is ignored when a pattern matches it as written, or the site
// path it resolves to (without the base path, with or without its #hash). Pure.

export type LinkPattern = string | RegExp;

export type LinkIgnore = (link: { href: string; path?: string; hash?: string }) => boolean;

export function linkIgnore(patterns: readonly LinkPattern[]): LinkIgnore {
  if (patterns.length === 0) return () => false;
  const tests = patterns.map((pattern) => (typeof pattern === 'string' ? globToRegExp(pattern) : pattern));
  const matches = (text: string) => tests.some((test) => {
    test.lastIndex = 0;
    return test.test(text);
  });
  return ({ href, path, hash }) => {
    if (matches(href)) return true;
    if (path === undefined) return false;
    return matches(path) || (hash !== undefined && hash !== '' && matches(`${path}#${hash}`));
  };
}

export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*') {
      if (glob[i + 1] === '*') {
        source += '.*';
        i++;
      } else source += '[^/]*';
    } else source += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}
