// The page workers' line to the build's type-checking thread: answers come back as they were
// sent (a type error in the code keeps its place in the block), and should the thread stop, the
// blocks it had not answered are type-checked where they were asked. And a block renders the
// same from twoslash's result copied across threads as from one computed where it renders.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { toString } from 'hast-util-to-string';
import { afterAll, describe, expect, it } from 'vitest';
import { TwoslashCodeError } from '../../../compiler/mdx/twoslash-code.js';
import { twoslashCall, type TwoslashCall } from '../../../compiler/mdx/twoslash-render.js';
import { twoslashHere, typeCheckBlock } from '../../../compiler/mdx/type-check-block.js';
import { twoslashElsewhere, typeCheckThrough, type TwoslashReply, type TwoslashRequest } from '../../../compiler/mdx/type-check-remote.js';

const root = mkdtempSync(join(tmpdir(), 'docsgen-type-check-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The next request the thread's end of the line receives. */
function nextRequest(port: MessagePort): Promise<TwoslashRequest> {
  return new Promise((resolve) => port.once('message', resolve));
}

const call = (code: string): TwoslashCall => ({ code, lang: 'ts', options: {} });

describe('twoslash in another thread', () => {
  it('is not offered before a line is given', () => {
    expect(twoslashElsewhere(call('const a = 1;'), root)).toBeUndefined();
  });

  it('sends the call and gives back the answer: a result, or a type error with its place in the block', async () => {
    const { port1, port2 } = new MessageChannel();
    typeCheckThrough(port1);
    const answered = twoslashElsewhere(call('const a = 1;'), root)!;
    const asked = await nextRequest(port2);
    expect(asked).toMatchObject({ call: call('const a = 1;'), root });
    const twoslashed = { twoslash: { code: 'const a = 1;', nodes: [] }, deps: [{ k: 'file', p: join(root, 'tsconfig.json'), e: false }], unstable: false, scope: 'scope 1' };
    port2.postMessage({ id: asked.id, ok: true, twoslashed } as unknown as TwoslashReply);
    expect(await answered).toEqual(twoslashed);

    const failed = twoslashElsewhere(call("const n: number = 'x';"), root)!;
    const second = await nextRequest(port2);
    port2.postMessage({ id: second.id, ok: false, error: { message: "type error TS2322: Type 'string' is not assignable to type 'number'.", line: 0, column: 7, inCode: true } } satisfies TwoslashReply);
    const error = await failed.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TwoslashCodeError);
    expect(error).toMatchObject({ line: 0, column: 7, message: expect.stringContaining('TS2322') });
    port2.close();
  });

  it('runs here what a stopped thread did not answer, and everything after', async () => {
    const { port1, port2 } = new MessageChannel();
    typeCheckThrough(port1);
    const pending = twoslashElsewhere(call('const width = 40 + 2;\n//    ^?'), root)!;
    await nextRequest(port2);
    port2.close();
    const twoslashed = await pending;
    expect(twoslashed.twoslash.nodes.map((node) => ('text' in node ? node.text : ''))).toContain('const width: number');
    expect(twoslashed.scope).toContain(root);
    await expect.poll(() => twoslashElsewhere(call('const b = 2;'), root)).toBeUndefined();
  });
});

describe('rendering apart from type-checking', () => {
  const blocks: [code: string, lang: string, meta: string][] = [
    ['const width = 40 + 2;\n//    ^?\nconst label = `${width} px`;', 'ts', 'twoslash'],
    ['// @errors: 2322\nconst n: number = "x";', 'ts', 'twoslash'],
    ['// @jsx: preserve\ndeclare global { namespace JSX { interface IntrinsicElements { div: { title?: string } } } }\nexport const Box = (props: { title: string }) => <div title={props.title} />;', 'tsx', 'twoslash'],
    ['const plain = 1;', 'typescript', 'twoslash'],
    ['const notChecked = 1;', 'js', 'twoslash'],
  ];

  it('asks twoslash what the transformer would (languages aliased, others left alone)', async () => {
    expect(await twoslashCall('const a = 1;', 'typescript', 'twoslash')).toMatchObject({ code: 'const a = 1;', lang: 'ts' });
    expect(await twoslashCall('const a = 1;', 'js', 'twoslash')).toBeUndefined();
  });

  it('renders a block the same from a result that crossed to another thread as from one computed here', async () => {
    const here = await Promise.all(blocks.map(([code, lang, meta]) => typeCheckBlock({ code, lang, meta, root })));
    // The other end of the line answers as the type-checking thread does; the result is copied across.
    const { port1, port2 } = new MessageChannel();
    port2.on('message', async ({ id, call: asked, root: site }: TwoslashRequest) => {
      port2.postMessage({ id, ok: true, twoslashed: await twoslashHere(asked, site) } satisfies TwoslashReply);
    });
    typeCheckThrough(port1);
    const across = [];
    for (const [code, lang, meta] of blocks) across.push(await typeCheckBlock({ code, lang, meta, root }));
    port2.close();
    expect(across.map((block) => block.pre)).toEqual(here.map((block) => block.pre));
    const text = here.map((block) => toString(block.pre));
    expect(text[0]).toContain('const width: number');
    expect(text[4]).toBe('const notChecked = 1;');
  });
});
