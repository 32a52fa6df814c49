import { describe, expect, it } from 'vitest';
import { appendEvent, MAX_EVENTS, type DemoEvent } from '../components/demo/event-log';

describe('appendEvent', () => {
  it('appends with increasing ids', () => {
    const log = appendEvent(appendEvent([], 'connected', 'a'), 'disconnected', 'b');
    expect(log).toEqual([
      { id: 1, kind: 'connected', detail: 'a' },
      { id: 2, kind: 'disconnected', detail: 'b' },
    ]);
  });

  it('keeps only the newest events', () => {
    let log: DemoEvent[] = [];
    for (let i = 0; i < MAX_EVENTS + 5; i++) log = appendEvent(log, 'accountChanged', String(i));
    expect(log).toHaveLength(MAX_EVENTS);
    expect(log[0]?.detail).toBe('5');
    expect(log.at(-1)?.id).toBe(MAX_EVENTS + 5);
  });
});
