// The page workers' line to the build's type-checking thread: a page's blocks go together and
// their answers come back as they were sent (a type error in the code keeps its place in the
// block), and should the thread stop, the pages it had not answered are type-checked where they
// were asked. And a block renders the same from twoslash's result copied across threads as from
// one computed where it renders.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { toString } from 'hast-util-to-string';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_TWOSLASH } from '../../../../compiler/mdx/twoslash/twoslash-site.js';
import { TwoslashCodeError } from '../../../../compiler/mdx/twoslash/twoslash-code.js';
import { twoslashCall, type TwoslashCall } from '../../../../compiler/mdx/twoslash/twoslash-render.js';
import { twoslashHere, typeCheckBlocks } from '../../../../compiler/mdx/twoslash/type-check-block.js';
import { twoslashElsewhere, typeCheckThrough, type TwoslashReply, type TwoslashRequest } from '../../../../compiler/mdx/twoslash/type-check-remote.js';

const root = mkdtempSync(join(tmpdir(), 'docsgen-type-check-'));
const site = { root, settings: DEFAULT_TWOSLASH };
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The next request the thread's end of the line receives. */
function nextRequest(port: MessagePort): Promise<TwoslashRequest> {
  return new Promise((resolve) => port.once('message', resolve));
}

const call = (code: string): TwoslashCall => ({ code, lang: 'ts', options: {} });

describe('twoslash in another thread', () => {
  it('is not offered before a line is given', () => {
    expect(twoslashElsewhere([call('const a = 1;')], site)).toBeUndefined();
  });

  it('sends a page\'s calls together and gives back the answers: results, or a type error with its place in the block', async () => {
    const { port1, port2 } = new MessageChannel();
    typeCheckThrough(port1);
    const calls = [call('const a = 1;'), call("const n: number = 'x';")];
    const answered = twoslashElsewhere(calls, site)!;
    const asked = await nextRequest(port2);
    expect(asked).toMatchObject({ calls, site });
    const page = {
      outcomes: [
        { ok: true, twoslash: { code: 'const a = 1;', nodes: [] } },
        { ok: false, error: { message: "type error TS2322: Type 'string' is not assignable to type 'number'.", line: 0, column: 7, inCode: true } },
      ],
      deps: [{ k: 'file', p: join(root, 'tsconfig.json'), e: false }],
      unstable: false,
      scope: 'scope 1',
    };
    port2.postMessage({ id: asked.id, ok: true, page } as unknown as TwoslashReply);
    expect(await answered).toEqual(page);

    // The thread itself failed (not a block): the page's promise fails.
    const failed = twoslashElsewhere([call('const b = 2;')], site)!;
    const second = await nextRequest(port2);
    port2.postMessage({ id: second.id, ok: false, error: 'internal: TypeScript crashed' } satisfies TwoslashReply);
    await expect(failed).rejects.toThrow('internal: TypeScript crashed');
    port2.close();
  });

  it('runs here what a stopped thread did not answer, and everything after', async () => {
    const { port1, port2 } = new MessageChannel();
    typeCheckThrough(port1);
    const pending = twoslashElsewhere([call('const width = 40 + 2;\n//    ^?'), call("const n: number = 'x';")], site)!;
    await nextRequest(port2);
    port2.close();
    const page = await pending;
    const [first, second] = page.outcomes;
    expect(first!.ok && first!.twoslash.nodes.map((node) => ('text' in node ? node.text : ''))).toContain('const width: number');
    expect(second).toMatchObject({ ok: false, error: { inCode: true, line: 0, column: 7, message: expect.stringContaining('TS2322') } });
    expect(page.scope).toContain(root);
    await expect.poll(() => twoslashElsewhere([call('const b = 2;')], site)).toBeUndefined();
  });
});

describe('rendering apart from type-checking', () => {
  const blocks = [
    { code: 'const width = 40 + 2;\n//    ^?\nconst label = `${width} px`;', lang: 'ts', meta: 'twoslash' },
    { code: '// @errors: 2322\nconst n: number = "x";', lang: 'ts', meta: 'twoslash' },
    { code: '// @jsx: preserve\ndeclare global { namespace JSX { interface IntrinsicElements { div: { title?: string } } } }\nexport const Box = (props: { title: string }) => <div title={props.title} />;', lang: 'tsx', meta: 'twoslash' },
    { code: 'const plain = 1;', lang: 'typescript', meta: 'twoslash' },
    { code: 'const notChecked = 1;', lang: 'js', meta: 'twoslash' },
    { code: "const wrong: string = 1;", lang: 'ts', meta: 'twoslash' },
  ];

  it('asks twoslash what the transformer would (languages aliased, others left alone)', async () => {
    expect(await twoslashCall('const a = 1;', 'typescript', 'twoslash')).toMatchObject({ code: 'const a = 1;', lang: 'ts' });
    expect(await twoslashCall('const a = 1;', 'js', 'twoslash')).toBeUndefined();
  });

  it('renders a page\'s blocks the same from results that crossed to another thread as from results computed here', async () => {
    const here = await typeCheckBlocks(blocks, site);
    // The other end of the line answers as the type-checking thread does; the results are copied across.
    const { port1, port2 } = new MessageChannel();
    port2.on('message', async ({ id, calls, site: asked }: TwoslashRequest) => {
      port2.postMessage({ id, ok: true, page: await twoslashHere(calls, asked) } satisfies TwoslashReply);
    });
    typeCheckThrough(port1);
    const across = await typeCheckBlocks(blocks, site);
    port2.close();
    expect(across.blocks).toEqual(here.blocks);
    const text = here.blocks.map((block) => ('pre' in block ? toString(block.pre) : block.error));
    expect(text[0]).toContain('const width: number');
    expect(text[4]).toBe('const notChecked = 1;');
    // The block with an undeclared error has it, in its place; the others are rendered.
    expect(text[5]).toBeInstanceOf(TwoslashCodeError);
    expect(text[5]).toMatchObject({ line: 0, column: 7 });
    expect(here.blocks.filter((block) => 'error' in block)).toHaveLength(1);
  });
});
