import { describe, expect, it } from 'vitest';
import { parseGithubRemote } from '../../../compiler/scaffold/git-context.js';

describe('parseGithubRemote', () => {
  it.each([
    ['git@github.com:acme/widgets.git', 'acme', 'widgets'],
    ['https://github.com/acme/widgets.git', 'acme', 'widgets'],
    ['https://github.com/acme/widgets', 'acme', 'widgets'],
    ['ssh://git@github.com/acme/acme.github.io.git', 'acme', 'acme.github.io'],
    ['https://github.com/acme/widgets/', 'acme', 'widgets'],
  ])('%s', (url, owner, repo) => expect(parseGithubRemote(url)).toEqual({ owner, repo }));

  it('knows no other host', () => {
    expect(parseGithubRemote('git@gitlab.com:acme/widgets.git')).toBeUndefined();
    expect(parseGithubRemote('/srv/git/widgets.git')).toBeUndefined();
  });
});
