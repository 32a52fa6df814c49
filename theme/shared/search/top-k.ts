// The k best of many items without sorting them all: a query can match every document of a
// large site, and only the first few results are shown.
export class TopK<T> {
  /** Kept sorted worst-first, so the worst is always at index 0. k is small (16). */
  private readonly items: T[] = [];

  /** `compare(a, b) > 0` when a ranks better than b. */
  constructor(
    private readonly k: number,
    private readonly compare: (a: T, b: T) => number,
  ) {}

  offer(item: T): void {
    const { items, k, compare } = this;
    if (k <= 0) return;
    if (items.length === k) {
      if (compare(item, items[0]!) <= 0) return;
      items.shift();
    }
    let at = items.length;
    while (at > 0 && compare(items[at - 1]!, item) > 0) at--;
    items.splice(at, 0, item);
  }

  /** Best first. */
  sorted(): T[] {
    return [...this.items].reverse();
  }
}
