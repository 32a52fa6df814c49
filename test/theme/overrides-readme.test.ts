// The README's table of overridable components is the registry's, name for name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OVERRIDABLE_NAMES } from '../../theme/overrides/registry.js';
import { REPO_ROOT } from '../support/paths.js';

describe('the README', () => {
  it('lists every overridable component, and no other', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### Theme overrides'), readme.indexOf('### `docsgen/theme`'));
    const listed = [...section.matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...OVERRIDABLE_NAMES].sort());
  });
});
