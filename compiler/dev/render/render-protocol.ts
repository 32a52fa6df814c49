// Messages between the dev server and its render worker. Plain data only; errors travel already
// located and formatted (the worker has the stack; the overlay needs only text).
import type { PageSummary } from '../../../theme/shared/page-types.js';
import type { CompileJob, RenderSetup } from '../../page/page-model.js';
import type { LinkFacts } from '../../links/check-built.js';
import type { ReportedError } from '../live/overlay-error.js';
import type { DocumentedSymbol } from '../../mdx/api/documented.js';

export type RenderRequest =
  /** The worker imports the config bundle itself (`configModule`): functions cannot cross threads. */
  /** `pluginWatch`: where the worker notes its site plugins' runs (mdx/plugin-watch.ts), for the time limit. */
  | { type: 'init'; basePath: string; configModule: string | null; root: string; bundlesDir: string; assetsDir: string; pluginWatch?: SharedArrayBuffer; documented: DocumentedSymbol[] }
  | { type: 'compile'; job: CompileJob }
  /** `pages` comes only when the page list changed since the last request that carried it. */
  | { type: 'render'; route: string; setup: RenderSetup; pages?: PageSummary[] }
  | { type: 'not-found'; setup: RenderSetup; pages?: PageSummary[] }
  | { type: 'forget'; route: string }
  | { type: 'reset'; basePath: string; configModule: string | null; assetsDir: string; documented: DocumentedSymbol[] };

export type CompileReply =
  /**
   * `code` and `source` only for pages that import components: the server bundles them. `ids`
   * and `links` are the page's, for the link check (site-links.ts). `reads`: the files its compile
   * read besides the page (partials, included code).
   */
  | ({ ok: true; format: 'tree' | 'function-body' | 'program'; code?: string; source?: string; reads: string[] } & Omit<LinkFacts, 'route'>)
  | { ok: false; error: ReportedError };

export type RenderReply = { ok: true; html: string; islands: string[] } | { ok: false; error: ReportedError };

export type RenderReplyFor<R extends RenderRequest> = R extends { type: 'compile' } ? CompileReply : R extends { type: 'render' | 'not-found' } ? RenderReply : null;

export interface RenderEnvelope {
  id: number;
  request: RenderRequest;
}

export interface RenderResponse {
  id: number;
  reply: CompileReply | RenderReply | null;
}
