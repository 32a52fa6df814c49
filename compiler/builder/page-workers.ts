// The build's page worker threads (page-runner.ts), seen from the build: started only when there
// is a page to compile or render (a warm build may need none, or only for the 404 page), and
// never once the build was told to stop.
import type { PageSummary } from '../../theme/shared/page-types.js';
import type { SiteSource } from '../mdx/compile-options.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { createPageRunner, type PageRunner } from './worker/page-runner.js';
import type { PageResult } from './worker/protocol.js';
import type { CompileJob, RenderSetup } from '../page/page-model.js';

export interface PageWorkersOptions {
  site: SiteSource;
  assetsDir: string;
  cacheDir: string | null;
  /** Seconds a page may take to render. */
  renderTimeout: number;
  fileOf: ReadonlyMap<string, string>;
}

export class PageWorkers {
  private runner?: PageRunner;
  /** Whether any worker was started: a build that started none wrote nothing new to the cache. */
  started = false;
  /**
   * Set when a signal stops the build (interrupt.ts): the build goes on between its awaits while
   * the writers stop, and must not start workers, whose files would land in a staging folder
   * being removed.
   */
  private stopping = false;

  constructor(private readonly options: PageWorkersOptions) {}

  /**
   * Starts workers on `list`. `typeChecked`: the pages to compile with type-checked blocks, whose
   * workers send the blocks to a thread of their own (pages rendered again take theirs from the cache).
   */
  start(list: CompileJob[], { typeChecked = new Set<string>() }: { typeChecked?: Set<string> } = {}): PageRunner {
    if (this.stopping) throw new DocsgenError('Interrupted', 'interrupted');
    this.started = true;
    const { site, assetsDir, cacheDir, renderTimeout, fileOf } = this.options;
    const started = createPageRunner({ site, assetsDir, cacheDir, pageCount: list.length, renderTimeoutMs: renderTimeout * 1000, fileOf: (route) => fileOf.get(route) ?? route, typeChecked });
    started.start(list);
    this.runner = started;
    return started;
  }

  /** No worker starts from now on (the build is being interrupted). */
  stop(): void {
    this.stopping = true;
  }

  /** The compiled module of a page the workers compile, once they have; undefined when none compile it. */
  moduleOf(route: string): Promise<string | undefined> | undefined {
    return this.runner?.moduleOf(route);
  }

  get running(): boolean {
    return this.runner !== undefined;
  }

  /** The workers render what they compiled, with `setup`, from now on. */
  setup(setup: RenderSetup, pages: PageSummary[]): void {
    this.runner?.setup(setup, pages);
  }

  /** More pages to compile and render (`setup` known), to the workers running or to new ones. */
  add(list: CompileJob[], setup: RenderSetup, pages: PageSummary[]): void {
    if (this.runner) this.runner.add(list);
    else this.start(list).setup(setup, pages);
  }

  /** Every page given to the workers, once done (none when none were started). */
  async finished(onResults: (results: readonly PageResult[], done: number) => void): Promise<PageResult[]> {
    return this.runner ? await this.runner.finished(onResults) : [];
  }

  /** The built-in 404 page, rendered by a worker (one is started for it when none runs). */
  notFound(setup: RenderSetup, pages: PageSummary[]): Promise<PageResult> {
    return (this.runner ?? this.start([])).notFound(setup, pages);
  }

  close(): Promise<void> | undefined {
    return this.runner?.close();
  }

  get typeChecked(): { blocks: number; ms: number } | undefined {
    return this.runner?.typeChecked;
  }
}
