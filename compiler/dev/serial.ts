// Runs async tasks one at a time, in the order they were given. The dev server's state (compiled
// pages, bundles, assets) is changed by requests and by file changes; running every change of it
// through one queue means no build ever sees another half done.
export class Serial {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    // The queue goes on after a failure; the caller still gets the error.
    this.tail = result.catch(() => undefined);
    return result;
  }
}
