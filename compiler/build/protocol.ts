// Messages between the build's main thread and its page workers. Plain data only.
import type { Frontmatter, Heading, PageSummary } from '../../theme/lib/page-types.js';
import type { ErrorKind, SourceLocation } from '../errors.js';
import type { PageLink, PageSection } from '../mdx/remark-page-data.js';

export interface CompileJob {
  filePath: string;
  relativePath: string;
  route: string;
  lastUpdatedAt?: number;
}

export interface SerializedError {
  message: string;
  kind: ErrorKind;
  hint?: string;
  location?: SourceLocation;
}

export type CompileResult =
  | {
      ok: true;
      route: string;
      relativePath: string;
      title: string;
      description?: string;
      frontmatter: Frontmatter;
      headings: Heading[];
      ids: string[];
      links: PageLink[];
      sections: PageSection[];
      format: 'function-body' | 'program';
      code?: string;
      source?: string;
    }
  | { ok: false; route: string; error: SerializedError };

export interface RenderSetup {
  themeModule: string;
  /** The base path in force (the config's, or --base). */
  basePath: string;
  configModule: string | null;
  outDir: string;
  assets: { stylesheet: string; loader: string; islands: Record<string, string>; searchIndex?: string };
  /** Route → bundled module, for pages that import components. */
  pageModules: Record<string, string>;
  /** The route rendered to 404.html instead of a normal route ('/404' when pages/404.mdx exists). */
  notFoundRoute: string | null;
}

export type RenderResult =
  | { ok: true; route: string; bytes: number; islands: string[] }
  | { ok: false; route: string; error: SerializedError };

export type WorkerRequest =
  | { type: 'init'; basePath: string }
  | { type: 'compile'; jobs: CompileJob[] }
  | { type: 'render'; setup: RenderSetup; pages?: PageSummary[]; routes: string[] }
  | { type: 'render-not-found'; setup: RenderSetup; pages?: PageSummary[] };

export type WorkerResponse =
  | { type: 'compiled'; results: CompileResult[] }
  | { type: 'rendered'; results: RenderResult[] };
