// The search index, kept up to date in the background: every page compiled once, then only the
// pages that change, and the index written again each time the queue runs dry. Runs in the search
// worker; compiling and writing are passed in, so this logic is tested without a thread.
import type { CompiledInfo, CompileJob, CompileResult, SerializedError } from '../../page/page-model.js';
import type { LinkFacts } from '../../links/check-built.js';

export interface IndexerDeps {
  compile(job: CompileJob): Promise<CompileResult>;
  /** Writes the index of these pages; returns its URL (undefined: nothing to search). */
  write(pages: CompiledInfo[]): Promise<string | undefined>;
  /** Lets queued messages in between pages, so an edit jumps the queue. */
  pause(): Promise<void>;
  /** `links`: the ids and links of the pages compiled since the last index (for the link check). */
  done(result: { url: string | undefined; pages: number; milliseconds: number; failed: { route: string; error: SerializedError }[]; links: LinkFacts[] }): void;
  failed(message: string): void;
}

export class SearchIndexer {
  private readonly results = new Map<string, CompileResult>();
  /** Pages compiled since the last index was written. */
  private readonly fresh = new Set<string>();
  private queue = new Map<string, CompileJob>();
  private generation = 0;
  private running = false;
  private dirty = false;
  private started = 0;

  constructor(private deps: IndexerDeps) {}

  /** Forget everything and index these pages. `deps` replaces the previous ones (a new base path). */
  reset(jobs: CompileJob[], deps: IndexerDeps = this.deps): void {
    this.deps = deps;
    this.generation++;
    this.results.clear();
    this.fresh.clear();
    this.queue = new Map(jobs.map((job) => [job.route, job]));
    this.dirty = true;
    this.started = performance.now();
    void this.drain();
  }

  update(changed: CompileJob[], removed: string[]): void {
    // Changed pages go first: the index should show an edit soon, not after the initial pass.
    const rest = [...this.queue].filter(([route]) => !changed.some((job) => job.route === route));
    this.queue = new Map([...changed.map((job): [string, CompileJob] => [job.route, job]), ...rest]);
    for (const route of removed) {
      this.queue.delete(route);
      this.results.delete(route);
    }
    if (!this.running) this.started = performance.now();
    this.dirty = true;
    void this.drain();
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.dirty) {
        while (this.queue.size > 0) {
          const [route, job] = this.queue.entries().next().value as [string, CompileJob];
          this.queue.delete(route);
          const generation = this.generation;
          const result = await this.deps.compile(job);
          // A reset while compiling makes the result stale; the page is queued again anyway.
          if (generation === this.generation) {
            this.results.set(route, result);
            this.fresh.add(route);
          }
          await this.deps.pause();
        }
        this.dirty = false;
        await this.writeIndex();
      }
    } finally {
      this.running = false;
    }
  }

  private async writeIndex(): Promise<void> {
    const ok: CompiledInfo[] = [];
    const failed: { route: string; error: SerializedError }[] = [];
    for (const result of this.results.values()) {
      if (result.ok) ok.push(result);
      else failed.push({ route: result.route, error: result.error });
    }
    ok.sort((a, b) => a.route.localeCompare(b.route));
    const links: LinkFacts[] = [];
    for (const route of this.fresh) {
      const result = this.results.get(route);
      if (result?.ok) links.push({ route, ids: result.ids, links: result.links });
    }
    this.fresh.clear();
    try {
      const url = await this.deps.write(ok);
      this.deps.done({ url, pages: ok.length, milliseconds: performance.now() - this.started, failed, links });
    } catch (error) {
      this.deps.failed(error instanceof Error ? error.message : String(error));
    }
  }
}
