// A page's own head tags: the config's `head` (a list, or a function of the page), then the
// page's frontmatter `head`, merged (theme/lib/head-tags.ts). A `head` function runs here, for
// each page, in the thread that renders it; what it returns is checked like the config.
import { headTag } from '../../config/head-schema.js';
import type { ConfigIssue } from '../../config/errors.js';
import { array } from '../../config/schema.js';
import type { HeadTag, ResolvedConfig } from '../../config/types.js';
import { withBasePath } from '../../theme/lib/links.js';
import { mergeHeadTags } from '../../theme/lib/head-tags.js';
import type { PageData } from '../../theme/lib/page-types.js';
import { DocsgenError } from '../errors.js';

const headTags = array(headTag);

export function pageHeadTags(config: ResolvedConfig, page: PageData): HeadTag[] {
  const site = typeof config.head === 'function' ? fromFunction(config.head, config, page) : (config.head ?? []);
  const own = page.frontmatter.head ?? [];
  return site.length === 0 && own.length === 0 ? [] : mergeHeadTags(site, own);
}

function fromFunction(head: Extract<ResolvedConfig['head'], Function>, config: ResolvedConfig, page: PageData): HeadTag[] {
  let tags: unknown;
  const where = { file: page.filePath || 'docsgen.config' };
  try {
    tags = head({ route: page.path, path: withBasePath(config.basePath, page.path), title: page.title, frontmatter: page.frontmatter });
  } catch (error) {
    throw new DocsgenError('content', `the config's head() threw for ${page.path}: ${error instanceof Error ? error.message : String(error)}`, { location: where, cause: error });
  }
  if (tags === undefined || tags === null) return [];
  const issues: ConfigIssue[] = [];
  headTags.check(tags, 'head()', issues);
  if (issues.length > 0) {
    throw new DocsgenError('content', `the config's head() returned bad tags for ${page.path}: ${issues.map((issue) => issue.message).join('; ')}`, {
      location: where,
      hint: 'head() returns a list of { tag, attrs?, content? } (meta, link, script or style), or nothing',
    });
  }
  return tags as HeadTag[];
}
