// Messages between the build's main thread and its page workers. Plain data only (but for a
// MessagePort, transferred). The page data they carry is the page model (compiler/page/page-model.ts).
import type { MessagePort } from 'node:worker_threads';
import type { PageSummary } from '../../../theme/shared/page-types.js';
import type { SiteSource } from '../../mdx/compile-options.js';
import type { PageRecord } from '../../cache/output-record.js';
import type { CompiledInfo, CompileJob, RenderResult, RenderSetup, SerializedError } from '../../page/page-model.js';

/** What the persistent cache gave a page: its compiled result, or its HTML too. */
export type Reused = 'compiled' | 'html';

/** One page, compiled, rendered and written. */
export type PageResult =
  | { ok: true; route: string; bytes: number; islands: string[]; info: CompiledInfo; reused?: Reused; record?: PageRecord; pagesRead?: string[] }
  | { ok: false; route: string; error: SerializedError };

export type WorkerRequest =
  /** Each worker imports the config bundle itself (functions cannot cross threads). */
  /** `pluginWatch`: where the worker notes its site plugins' runs (mdx/plugin-watch.ts), for the time limit. */
  | { type: 'init'; site: SiteSource; assetsDir: string; cacheDir: string | null; pluginWatch?: SharedArrayBuffer }
  /** Where to send twoslash blocks: the build's type-checking thread (mdx/twoslash/type-check-remote.ts). */
  | { type: 'type-check'; port: MessagePort }
  /**
   * Every page of the build, shared by all workers: each takes the next page by adding one to the
   * counter in `next` (an Int32Array's buffer), compiles it, and renders it once the setup is known.
   * `first` are pages to build before those (a stopped worker's unfinished pages).
   */
  | { type: 'pages'; jobs: CompileJob[]; next: SharedArrayBuffer; first?: CompileJob[] }
  /** Pages added to the end of the shared list (every worker gets the same, in the same order). */
  | { type: 'more'; jobs: CompileJob[] }
  | { type: 'setup'; setup: RenderSetup; pages: PageSummary[] }
  | { type: 'not-found'; setup: RenderSetup; pages: PageSummary[] };

export type WorkerResponse =
  /** Pages rendered and written (or failed). */
  | { type: 'results'; results: PageResult[] }
  /**
   * Work on a page starts now (`at`: Date.now()): its compile, or its render, where site code
   * runs; the main thread stops a render that takes too long.
   */
  | { type: 'busy'; route: string; phase: 'compile' | 'render'; at: number }
  /** No work left until more arrives. */
  | { type: 'idle' }
  /** A bundled page's compiled module (a `bundled` job), or none when it did not compile to one. */
  | { type: 'module'; route: string; code?: string }
  /** The built-in not-found page. */
  | { type: 'not-found'; result: PageResult };

/** What the build's type-checking thread tells the main thread: one more page's blocks type-checked, in `ms`. */
export interface TypeCheckerNews {
  type: 'checked';
  /** The blocks of the page it checked. */
  blocks: number;
  ms: number;
}
