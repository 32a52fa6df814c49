import { EditMap as PackageEditMap } from 'micromark-util-edit-map';
import { describe, expect, it } from 'vitest';
import { EditMap, eventsMovedByEditMaps } from '../../../compiler/mdx/micromark-edit-map.js';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 4294967296) * below);
  };
}

describe('the linear EditMap', () => {
  it('applies edits exactly as micromark-util-edit-map does', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const next = random(seed);
      const length = next(40);
      const events = Array.from({ length }, (_, i) => `e${i}`);
      const ours = new EditMap<string>();
      const theirs = new PackageEditMap();
      const expected = events.slice();
      const actual = events.slice();
      // Edits never overlap in micromark: each removes up to the next edit's index.
      let at = next(3);
      for (let edit = 0; at <= length && edit < 6; edit++) {
        const remove = Math.min(next(3), length - at);
        const add = Array.from({ length: next(3) }, (_, i) => `s${seed}.${edit}.${i}`);
        const before = next(4) === 0;
        if (before) {
          ours.addBefore(at, remove, add.slice());
          theirs.addBefore(at, remove, add.slice() as never[]);
        } else {
          ours.add(at, remove, add.slice());
          theirs.add(at, remove, add.slice() as never[]);
        }
        // Sometimes a second edit at the same index (they merge).
        if (next(5) === 0) {
          ours.add(at, 0, ['again']);
          theirs.add(at, 0, ['again'] as never[]);
        }
        at += remove + 1 + next(4);
      }
      theirs.consume(expected as never[]);
      ours.consume(actual);
      expect(actual, `seed ${seed}`).toEqual(expected);
    }
  });

  it('costs what follows the first edit, not the whole list (micromark edits near the end at every closed list)', () => {
    // What micromark 4.0.3's document tokenizer does each time a container closes: copy the exits
    // to just after the last flow chunk, and drop the duplicates at the end.
    const events: string[] = [];
    const before = eventsMovedByEditMaps();
    const closings = 5000;
    for (let i = 0; i < closings; i++) {
      for (let k = 0; k < 10; k++) events.push(`flow ${i}.${k}`);
      const indexBeforeExits = events.length;
      events.push(`exit ${i}.a`, `exit ${i}.b`);
      const map = new EditMap<string>();
      map.add(indexBeforeExits - 3, 0, events.slice(indexBeforeExits));
      map.add(indexBeforeExits, events.length - indexBeforeExits, []);
      map.consume(events);
    }
    expect(events).toHaveLength(closings * 12);
    expect(events.slice(0, 12)).toEqual(['flow 0.0', 'flow 0.1', 'flow 0.2', 'flow 0.3', 'flow 0.4', 'flow 0.5', 'flow 0.6', 'exit 0.a', 'exit 0.b', 'flow 0.7', 'flow 0.8', 'flow 0.9']);
    // Five events moved per closing; the package's consume copied the whole list each time
    // (about 150 million here).
    expect(eventsMovedByEditMaps() - before).toBe(closings * 5);
  });
});
