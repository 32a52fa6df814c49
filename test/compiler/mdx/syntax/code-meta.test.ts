import { describe, expect, it } from 'vitest';
import { lineRanges, parseCodeMeta } from '../../../../compiler/mdx/syntax/code-meta.js';

describe('parseCodeMeta', () => {
  it('reads a title however a dialect writes it', () => {
    expect(parseCodeMeta('[src/a.ts] twoslash')).toMatchObject({ title: 'src/a.ts', flags: ['twoslash'] });
    expect(parseCodeMeta('title="My file.ts"')).toMatchObject({ title: 'My file.ts', flags: [] });
    expect(parseCodeMeta("title='b.js'").title).toBe('b.js');
  });

  it('reads highlighted, added and removed lines', () => {
    expect(parseCodeMeta('{1,3-4}')).toMatchObject({ highlighted: [1, 3, 4], inserted: [], deleted: [] });
    expect(parseCodeMeta('mark={2} ins={3-4} del={5}')).toMatchObject({ highlighted: [2], inserted: [3, 4], deleted: [5] });
    // Starlight's text forms mark words, not lines: no line is taken from them.
    expect(parseCodeMeta('ins={"a"}').inserted).toEqual([]);
  });

  it('reads where line numbers start', () => {
    expect(parseCodeMeta('showLineNumbers').lineNumbers).toBe(1);
    expect(parseCodeMeta(':line-numbers=5').lineNumbers).toBe(5);
    expect(parseCodeMeta('showLineNumbers startLineNumber=7').lineNumbers).toBe(7);
    expect(parseCodeMeta(':no-line-numbers').lineNumbers).toBeUndefined();
    expect(parseCodeMeta('twoslash').lineNumbers).toBeUndefined();
  });

  it("reads Expressive Code's wrap, frames and showLineNumbers=false", () => {
    expect(parseCodeMeta('wrap')).toMatchObject({ wrap: true, flags: ['wrap'], ignored: [] });
    expect(parseCodeMeta('wrap=false').wrap).toBe(false);
    expect(parseCodeMeta('frame="terminal" title="Install"')).toMatchObject({ frame: 'terminal', title: 'Install', ignored: [] });
    expect(parseCodeMeta("frame='none'").frame).toBe('none');
    expect(parseCodeMeta('frame="code"')).toMatchObject({ ignored: [] });
    // `code` is kept (it opts a shell block out of automatic frames); `auto` is no frame said.
    expect(parseCodeMeta('frame="code"').frame).toBe('code');
    expect(parseCodeMeta('frame="auto"')).toMatchObject({ ignored: [] });
    expect(parseCodeMeta('frame="auto"').frame).toBeUndefined();
    expect(parseCodeMeta('showLineNumbers=false').lineNumbers).toBeUndefined();
    expect(parseCodeMeta('showLineNumbers=true').lineNumbers).toBe(1);
    expect(parseCodeMeta('startLineNumber=5 showLineNumbers=false').lineNumbers).toBeUndefined();
  });

  it('lists what other tools draw that docsgen does not, as written, with the docsgen way', () => {
    const meta = parseCodeMeta('mark=/foo.*/ "two words" ins="added" collapse={1-5} del={2, "x"} /re gex/g frame="window"');
    expect(meta.ignored.map((ignored) => ignored.text)).toEqual(['mark=/foo.*/', '"two words"', 'ins="added"', 'collapse={1-5}', 'del={2, "x"}', '/re gex/g', 'frame="window"']);
    expect(meta.deleted).toEqual([2]);
    expect(meta.flags).toEqual([]);
    expect(meta.ignored[0]!.reason).toContain('docsgen marks whole lines only');
    expect(meta.ignored[0]!.hint).toContain('// [!code word:name]');
    expect(meta.ignored[3]!.reason).toContain('docsgen shows every line');
    expect(parseCodeMeta('[file.ts] twoslash {1} showLineNumbers').ignored).toEqual([]);
  });

  it('reads a virtual file name', () => {
    expect(parseCodeMeta('filename="client.ts"').filename).toBe('client.ts');
  });
});

describe('lineRanges', () => {
  it('never makes a range longer than a block can be', () => {
    expect(lineRanges('1-99999999')).toHaveLength(10_000);
    expect(lineRanges('x, 2 - 3')).toEqual([2, 3]);
  });
});
