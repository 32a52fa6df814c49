// The error catalogue: names and anchors unique and link-safe, every entry reported somewhere, and
// the manual's errors page generating a section for each (the plugin the manual's build runs).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { ERRORS, errorUrl, isErrorName, MANUAL_URL, type ErrorName } from '../../../compiler/errors/catalogue.js';
import { errorReference } from '../../../compiler/errors/docsgen-error.js';
import { remarkErrorCatalogue } from '../../../manual/plugins/remark-error-catalogue.js';
import { REPO_ROOT } from '../../support/paths.js';

const names = Object.keys(ERRORS) as ErrorName[];

/** The sources of the code that reports errors: bin/, compiler/, config/. */
function sources(): { file: string; text: string }[] {
  return ['bin', 'compiler', 'config'].flatMap((dir) =>
    readdirSync(join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('catalogue.ts'))
      .map((file) => ({ file: `${dir}/${file}`, text: readFileSync(join(REPO_ROOT, dir, file), 'utf8') })),
  );
}

/** The section ids the plugin generates for `markdown`, or the error it fails with. */
function sectionsOf(markdown: string): string[] {
  const processor = unified().use(remarkParse).use(remarkDirective).use(remarkErrorCatalogue);
  const tree = processor.runSync(processor.parse(markdown)) as { children: { type: string; data?: { hProperties?: { id?: string } } }[] };
  return tree.children.filter((node) => node.type === 'errorEntry').map((node) => node.data!.hProperties!.id!);
}

const entryMarkdown = (name: string) => `:::error-entry{name=${name}}\n\nWhat it means.\n\n:::\n`;

describe('the error catalogue', () => {
  it('gives every entry a unique, link-safe anchor, a title and a hint', () => {
    const anchors = names.map((name) => ERRORS[name].anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const name of names) {
      expect(name, name).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(ERRORS[name].anchor, name).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(ERRORS[name].title.length, name).toBeGreaterThan(3);
      expect(ERRORS[name].hint.length, name).toBeGreaterThan(10);
      expect(errorUrl(name)).toBe(MANUAL_URL === undefined ? undefined : `${MANUAL_URL}/errors#${ERRORS[name].anchor}`);
    }
    expect(isErrorName('BrokenLink')).toBe(true);
    expect(isErrorName('toString')).toBe(false);
  });

  it('has only entries that some code reports (an entry nothing throws is a section nobody reaches)', () => {
    const all = sources().map((source) => source.text).join('\n');
    for (const name of names) expect(all, name).toContain(`'${name}'`);
  });

  it('is named by every DocsgenError the code constructs, by name or by copying one', () => {
    const constructed = sources().flatMap(({ file, text }) => [...text.matchAll(/new DocsgenError\(\s*([^,]+),/g)].map((match) => ({ file, first: match[1]!.trim() })));
    expect(constructed.length).toBeGreaterThan(90);
    for (const { file, first } of constructed) {
      const literal = /^'(\w+)'$/.exec(first);
      if (literal) expect(isErrorName(literal[1]), `${file}: ${first}`).toBe(true);
      // Otherwise the code of another error (a copy with a location added), or a catalogue choice made just above.
      else expect(first, file).toMatch(/^(INTERNAL_ERROR|code|[\w.]+\.code)$/);
    }
  });
});

describe("the manual's errors page", () => {
  it('has a section for every entry, at the anchor the CLI links to', () => {
    const page = readFileSync(join(REPO_ROOT, 'manual/pages/errors.mdx'), 'utf8');
    expect(sectionsOf(page).sort()).toEqual(names.map((name) => ERRORS[name].anchor).sort());
    // The example of a printed error shows its last line as the CLI prints it.
    expect(page).toContain(`${errorReference('FrontmatterInvalid')}`);
  });

  it('fails when an entry has no section, a section names no entry, or an entry has two', () => {
    const [first, ...rest] = names;
    expect(() => sectionsOf(rest.map(entryMarkdown).join('\n'))).toThrow(new RegExp(`no section for ${first}\\b`));
    expect(() => sectionsOf([...names, 'BrokenLinks'].map(entryMarkdown).join('\n'))).toThrow(/"BrokenLinks" is not an entry/);
    expect(() => sectionsOf([...names, first!].map(entryMarkdown).join('\n'))).toThrow(new RegExp(`${first} has a section already`));
    // A page without such sections is left alone.
    expect(sectionsOf('# Other page\n')).toEqual([]);
  });

  it("generates each section's heading and the line naming the error, around the page's prose", () => {
    const processor = unified().use(remarkParse).use(remarkDirective).use(remarkErrorCatalogue);
    const tree = processor.runSync(processor.parse(names.map(entryMarkdown).join('\n'))) as unknown as { children: { children: unknown[] }[] };
    expect(tree.children[0]!.children).toMatchObject([
      { type: 'heading', depth: 3, children: [{ type: 'text', value: ERRORS[names[0]!].title }] },
      { type: 'paragraph', children: [{ type: 'inlineCode', value: names[0] }, { type: 'text', value: `: a ${ERRORS[names[0]!].kind} error, exit code 1.` }] },
      { type: 'paragraph', children: [{ type: 'text', value: 'What it means.' }] },
    ]);
  });
});
