// `docsgen explain`: an error's section of the manual in the terminal, found by name or anchor.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERRORS, type ErrorName } from '../../../compiler/errors/catalogue.js';
import { closestErrorName, explainError, findErrorEntry, listErrors, sectionProse } from '../../../compiler/errors/explain.js';
import { docsgen } from '../../build/hostile-site.js';
import { REPO_ROOT } from '../../support/paths.js';

const ERRORS_PAGE = readFileSync(join(REPO_ROOT, 'manual/pages/errors.mdx'), 'utf8');

describe('docsgen explain', () => {
  it('finds an entry by its name in any case, or by its anchor, and suggests the closest for a typo', () => {
    expect(findErrorEntry('BrokenLink')).toBe('BrokenLink');
    expect(findErrorEntry('brokenlink')).toBe('BrokenLink');
    expect(findErrorEntry('broken-link')).toBe('BrokenLink');
    expect(findErrorEntry('NoSuchError')).toBeUndefined();
    expect(closestErrorName('BrokenLinks')).toBe('BrokenLink');
  });

  it("takes every entry's prose from its section of the errors page, up to the section's end, past fenced code", () => {
    for (const name of Object.keys(ERRORS) as ErrorName[]) {
      const prose = sectionProse(ERRORS_PAGE, name);
      expect(prose, name).toBeDefined();
      expect(prose, name).not.toMatch(/^:::/m);
      expect(prose!.length, name).toBeGreaterThan(40);
    }
    const page = 'intro\n\n:::error-entry{name=BrokenLink}\n\nFirst.\n\n```md\n:::\n```\n\nLast.\n:::\n\n:::error-entry{name=CompileError}\nOther.\n:::\n';
    expect(sectionProse(page, 'BrokenLink')).toBe('First.\n\n```md\n:::\n```\n\nLast.');
    expect(sectionProse(page, 'RenderError')).toBeUndefined();
  });

  it("prints the title, the kind and exit code, then the prose (or the catalogue's hint without the page)", () => {
    const text = explainError('BrokenLink', ERRORS_PAGE);
    expect(text.split('\n').slice(0, 3)).toEqual([`BrokenLink: ${ERRORS.BrokenLink.title}`, 'a content error, exit code 1', '']);
    expect(text).toContain(sectionProse(ERRORS_PAGE, 'BrokenLink'));
    expect(explainError('PortUnavailable', undefined)).toBe(`PortUnavailable: ${ERRORS.PortUnavailable.title}\na usage error, exit code 2\n\nhint: ${ERRORS.PortUnavailable.hint}\n`);
    expect(listErrors().trimEnd().split('\n')).toHaveLength(Object.keys(ERRORS).length);
  });

  it('runs from the CLI: a section by name, the list without one, a clear error for an unknown name', async () => {
    const one = await docsgen(['explain', 'broken-link']);
    expect(one.code, one.output).toBe(0);
    expect(one.stdout).toBe(explainError('BrokenLink', ERRORS_PAGE));
    const all = await docsgen(['explain']);
    expect(all.code, all.output).toBe(0);
    expect(all.stdout).toBe(listErrors());
    const unknown = await docsgen(['explain', 'BrokenLinks']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('no error is named "BrokenLinks"\nhint: did you mean BrokenLink? (docsgen explain lists every error)\n[InvalidArguments] more: docsgen explain InvalidArguments');
  });
});
