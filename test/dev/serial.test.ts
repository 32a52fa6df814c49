import { describe, expect, it } from 'vitest';
import { Serial } from '../../compiler/dev/serial.js';

describe('Serial', () => {
  it('runs tasks one at a time, in order, and goes on after a failure', async () => {
    const serial = new Serial();
    const events: string[] = [];
    const task = (name: string, fail = false) => async () => {
      events.push(`start ${name}`);
      await new Promise((resolve) => setImmediate(resolve));
      events.push(`end ${name}`);
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([serial.run(task('a')), serial.run(task('b', true)), serial.run(task('c'))]);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
