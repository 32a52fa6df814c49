import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { Terminal } from '../../compiler/dev/terminal.js';

describe('Terminal', () => {
  it('prints a problem once while it lasts, and once more when it is fixed', () => {
    const out: string[] = [];
    const err: string[] = [];
    const terminal = new Terminal({ write: (t) => out.push(t) }, { write: (t) => err.push(t) });
    terminal.problem('/a', 'pages/a.mdx:1:1  broken');
    terminal.problem('/a', 'pages/a.mdx:1:1  broken');
    expect(err).toEqual(['\npages/a.mdx:1:1  broken\n\n']);
    terminal.problem('/a', 'pages/a.mdx:2:1  broken differently');
    expect(err).toHaveLength(2);
    terminal.resolved('/a', 'pages/a.mdx');
    terminal.resolved('/a', 'pages/a.mdx');
    terminal.resolved('/b', 'pages/b.mdx');
    expect(out).toEqual(['fixed: pages/a.mdx\n']);
  });

  it('outlives an output that was closed (piped into a program that quit)', async () => {
    const closed = new Writable({ write: (_chunk, _encoding, done) => done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })) });
    const terminal = new Terminal(closed, closed);
    terminal.info('ready');
    terminal.problem('/a', 'broken');
    // A stream error nobody listens to would crash the process right here.
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed.destroyed).toBe(true);
  });
});
