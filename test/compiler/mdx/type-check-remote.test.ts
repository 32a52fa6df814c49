// The page workers' line to the build's type-checking thread: answers come back as they were
// sent (a type error in the code keeps its place in the block), and should the thread stop, the
// blocks it had not answered are type-checked where they were asked.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { toString } from 'hast-util-to-string';
import { afterAll, describe, expect, it } from 'vitest';
import { TwoslashCodeError } from '../../../compiler/mdx/twoslash-code.js';
import type { TypeCheckReply } from '../../../compiler/mdx/type-check-remote.js';
import { typeCheckElsewhere, typeCheckThrough } from '../../../compiler/mdx/type-check-remote.js';
import type { TypeCheckRequest } from '../../../compiler/mdx/type-check-block.js';

const root = mkdtempSync(join(tmpdir(), 'docsgen-type-check-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The next request the thread's end of the line receives. */
function nextRequest(port: MessagePort): Promise<TypeCheckRequest & { id: number }> {
  return new Promise((resolve) => port.once('message', resolve));
}

const block = (code: string): TypeCheckRequest => ({ code, lang: 'ts', meta: 'twoslash', root });

describe('type-checking through another thread', () => {
  it('is not offered before a line is given', () => {
    expect(typeCheckElsewhere(block('const a = 1;'))).toBeUndefined();
  });

  it('sends the block and gives back the answer: a result, or a type error with its place in the block', async () => {
    const { port1, port2 } = new MessageChannel();
    typeCheckThrough(port1);
    const answered = typeCheckElsewhere(block('const a = 1;'))!;
    const asked = await nextRequest(port2);
    expect(asked).toMatchObject({ code: 'const a = 1;', lang: 'ts', meta: 'twoslash', root });
    const pre = { type: 'element', tagName: 'pre', properties: {}, children: [] };
    port2.postMessage({ id: asked.id, ok: true, checked: { pre, deps: [{ k: 'file', p: join(root, 'tsconfig.json'), e: false }], unstable: false, scope: 'scope 1' } } satisfies TypeCheckReply);
    expect(await answered).toEqual({ pre, deps: [{ k: 'file', p: join(root, 'tsconfig.json'), e: false }], unstable: false, scope: 'scope 1' });

    const failed = typeCheckElsewhere(block("const n: number = 'x';"))!;
    const second = await nextRequest(port2);
    port2.postMessage({ id: second.id, ok: false, error: { message: "type error TS2322: Type 'string' is not assignable to type 'number'.", line: 0, column: 7, inCode: true } } satisfies TypeCheckReply);
    const error = await failed.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TwoslashCodeError);
    expect(error).toMatchObject({ line: 0, column: 7, message: expect.stringContaining('TS2322') });
    port2.close();
  });

  it('type-checks here what a stopped thread did not answer, and everything after', async () => {
    const { port1, port2 } = new MessageChannel();
    typeCheckThrough(port1);
    const pending = typeCheckElsewhere(block('const width = 40 + 2;\n//    ^?'))!;
    await nextRequest(port2);
    port2.close();
    const checked = await pending;
    expect(toString(checked.pre)).toContain('const width: number');
    expect(checked.scope).toContain(root);
    await expect.poll(() => typeCheckElsewhere(block('const b = 2;'))).toBeUndefined();
  });
});
