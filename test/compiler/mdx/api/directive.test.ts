import type { ContainerDirective, LeafDirective } from 'mdast-util-directive';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { ApiDirectiveError, parseAttributes, readDirective, scanDirectives } from '../../../../compiler/mdx/api/directive.js';

const parse = (markdown: string) => unified().use(remarkParse).use(remarkDirective).parse(markdown) as Root;
const directiveOf = (markdown: string) => parse(markdown).children.find((node) => node.type === 'leafDirective' || node.type === 'containerDirective') as LeafDirective | ContainerDirective;

describe('scanDirectives', () => {
  it('finds API directives outside code fences, with their attributes and lines', () => {
    const source = ['# Page', '', '::api{from="pkg" name="a"}', '```md', '::api{from="pkg" name="in-code"}', '```', ':::api{from=\'./x.ts\' name=b show="members"}', '- `x`: y', ':::', '::api-index{from=pkg}', '::note{from="pkg"}'].join('\n');
    expect(scanDirectives(source)).toEqual([
      { name: 'api', attributes: { from: 'pkg', name: 'a' }, line: 3 },
      { name: 'api', attributes: { from: './x.ts', name: 'b', show: 'members' }, line: 7 },
      { name: 'api-index', attributes: { from: 'pkg' }, line: 10 },
    ]);
  });

  it('reads attributes as remark-directive does', () => {
    expect(parseAttributes('#top .wide from="a b" name=\'c\' level=3 bare')).toEqual({ id: 'top', class: 'wide', from: 'a b', name: 'c', level: '3', bare: '' });
  });
});

describe('readDirective', () => {
  it('reads a reference with its defaults', () => {
    expect(readDirective(directiveOf('::api{from="pkg" name="createStore"}'))).toMatchObject({ kind: 'api', from: 'pkg', name: 'createStore', names: ['createStore'], group: 'category', notes: [], line: 1 });
    expect(readDirective(directiveOf('::api{from="pkg" name="a"}')).show).toHaveLength(8);
  });

  it('reads several names for one block of signatures', () => {
    expect(readDirective(directiveOf('::api{from="pkg" name="Store, Listener" show="signature"}')).names).toEqual(['Store', 'Listener']);
  });

  it.each([
    ['::api{name="a"}', 'the attribute "from" is missing'],
    ['::api{from="pkg"}', 'the attribute "name" is missing'],
    ['::api{from="pkg" name="a" shwo="members"}', 'unknown attribute "shwo"'],
    ['::api{from="pkg" name="a" show="members,props"}', 'unknown part "props" in show'],
    ['::api{from="pkg" name="a, b"}', 'several names are shown only as signatures'],
    ['::api{from="pkg" name="a" level="9"}', 'level must be a heading level from 2 to 6'],
    ['::api-index{from="pkg" group="alphabet"}', 'group must be "kind" or "category"'],
  ])('refuses %s', (markdown, message) => {
    expect(() => readDirective(directiveOf(markdown))).toThrow(ApiDirectiveError);
    expect(() => readDirective(directiveOf(markdown))).toThrow(message);
  });

  it('reads the notes of a container: the member, an optional default, the text', () => {
    const directive = readDirective(
      directiveOf([':::api{from="pkg" name="createStore" show="parameters"}', '- `options.adapters` (default `[a]`): What to use.', '- `options.other` — Another *one*.', '- `plain`', ':::'].join('\n')),
    );
    expect(directive.notes.map(({ path, defaultValue, line }) => ({ path, defaultValue, line }))).toEqual([
      { path: 'options.adapters', defaultValue: '[a]', line: 2 },
      { path: 'options.other', defaultValue: undefined, line: 3 },
      { path: 'plain', defaultValue: undefined, line: 4 },
    ]);
    expect(JSON.stringify(directive.notes[0]!.description)).toContain('What to use.');
    expect(JSON.stringify(directive.notes[1]!.description)).toContain('"type":"emphasis"');
    expect(directive.notes[2]!.description).toEqual([]);
  });

  it('refuses notes that do not name a member, and content that is not a list', () => {
    expect(() => readDirective(directiveOf(':::api{from="pkg" name="a"}\n- no code here\n:::'))).toThrow("a note must start with the member's name in code");
    expect(() => readDirective(directiveOf(':::api{from="pkg" name="a"}\nA paragraph.\n:::'))).toThrow('its content must be a list of notes on members');
  });
});
