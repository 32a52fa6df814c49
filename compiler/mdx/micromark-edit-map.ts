// A drop-in for micromark-util-edit-map (micromark 4.0.3) whose `consume` costs what follows the
// first edit, not the whole list. The bundle of the CLI and workers (bin/bundle-cli.mjs) uses it in
// place of the package.
//
// Why: micromark 4.0.3 applies an EditMap to the whole document's events each time a container (a
// list, a list item, a block quote) closes, and the package's `consume` copies every event of the
// list to apply edits that sit near its end. A page with many lists therefore parsed in quadratic
// time: a 2 MB page spent most of its parse there, a 5 MB page 80 s. Here the events before the
// first edit stay where they are, so those edits cost what they touch.
//
// Same interface and same result as the package: edits are [index, remove, add]; `add` on an index
// that already has an edit appends to it (`addBefore` prepends); `consume` applies them all.
type Change<T> = [at: number, remove: number, add: T[]];

/** Events moved by every `consume` so far (tests check it grows with the edits, not the list). */
let moved = 0;

export function eventsMovedByEditMaps(): number {
  return moved;
}

export class EditMap<T = unknown> {
  /** Changes by index, so `add` need not scan `map`. */
  private readonly index = new Map<number, Change<T>>();
  private readonly map: Change<T>[] = [];

  add(index: number, remove: number, add: T[]): void {
    this.record(index, remove, add, false);
  }

  addBefore(index: number, remove: number, add: T[]): void {
    this.record(index, remove, add, true);
  }

  consume(events: T[]): void {
    if (this.map.length === 0) return;
    this.map.sort((a, b) => a[0] - b[0]);
    const first = this.map[0]![0];
    const rest: T[] = [];
    let cursor = first;
    for (const [at, remove, add] of this.map) {
      for (let i = cursor; i < at; i++) rest.push(events[i]!);
      for (const event of add) rest.push(event);
      cursor = at + remove;
    }
    for (let i = cursor; i < events.length; i++) rest.push(events[i]!);
    events.length = first;
    for (const event of rest) events.push(event);
    moved += rest.length;
    this.map.length = 0;
    this.index.clear();
  }

  private record(at: number, remove: number, add: T[], before: boolean): void {
    if (remove === 0 && add.length === 0) return;
    const existing = this.index.get(at);
    if (existing) {
      existing[1] += remove;
      if (before) {
        for (const item of existing[2]) add.push(item);
        existing[2] = add;
      } else {
        for (const item of add) existing[2].push(item);
      }
      return;
    }
    const change: Change<T> = [at, remove, add];
    this.map.push(change);
    this.index.set(at, change);
  }
}
