// A page's own head tags: the config's `head` (tags, JSX, a map from path prefix, or a function of
// the page), then the page's frontmatter `head`, merged (theme/shared/head-tags.ts). A `head`
// function runs here, for each page, in the thread that renders it; what it gives is checked like
// the config.
import { headTag } from '../../config/head-schema.js';
import type { ConfigIssue } from '../../config/errors.js';
import { array } from '../../config/schema.js';
import type { HeadTag, ResolvedConfig } from '../../config/types.js';
import { withBasePath } from '../../theme/shared/links.js';
import { mergeHeadTags } from '../../theme/shared/head-tags.js';
import type { PageData } from '../../theme/shared/page-types.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { isReactElement } from '../../config/describe.js';
import { pathMatchesPrefix } from '../../theme/shared/sidebar.js';
import { HeadElementError, headTagsOfElement } from './head-elements.js';

const headTags = array(headTag);

/**
 * The site's tags for `page` (config `head` in any of its forms: tags, JSX, a map from path
 * prefix, a function that may be async), then the page's frontmatter `head`, merged.
 */
export async function pageHeadTags(config: ResolvedConfig, page: PageData): Promise<HeadTag[]> {
  const where = { file: page.filePath || 'docsgen.config' };
  const site = await siteHead(config, page, where);
  const own = page.frontmatter.head ?? [];
  return site.length === 0 && own.length === 0 ? [] : mergeHeadTags(site, own);
}

async function siteHead(config: ResolvedConfig, page: PageData, where: { file: string }): Promise<HeadTag[]> {
  const head = config.head;
  if (head === undefined) return [];
  if (typeof head === 'function') {
    let given: unknown;
    try {
      given = await head({ route: page.path, path: withBasePath(config.basePath, page.path), title: page.title, frontmatter: page.frontmatter });
    } catch (error) {
      throw new DocsgenError('ConfigFunctionFailed', `the config's head() threw for ${page.path}: ${error instanceof Error ? error.message : String(error)}`, { location: where, cause: error });
    }
    return checkedTags(given, 'head()', page, where);
  }
  if (Array.isArray(head) || isReactElement(head)) return checkedTags(head, 'head', page, where);
  const prefix = longestPrefix(Object.keys(head), page.path);
  return prefix === undefined ? [] : checkedTags(head[prefix], `head[${JSON.stringify(prefix)}]`, page, where);
}

/** Of `prefixes`, the longest that `route` is under (segment by segment), if any. */
export function longestPrefix(prefixes: readonly string[], route: string): string | undefined {
  let best: string | undefined;
  for (const prefix of prefixes) {
    if (!pathMatchesPrefix(route, prefix)) continue;
    if (best === undefined || prefix.replace(/\/+$/, '').length > best.replace(/\/+$/, '').length) best = prefix;
  }
  return best;
}

/** Tags as data or as JSX, checked like the config's: a DocsgenError naming the page otherwise. */
function checkedTags(given: unknown, name: string, page: PageData, where: { file: string }): HeadTag[] {
  if (given === undefined || given === null) return [];
  let tags: unknown = given;
  if (!Array.isArray(given)) {
    try {
      tags = headTagsOfElement(given);
    } catch (error) {
      if (!(error instanceof HeadElementError)) throw error;
      throw new DocsgenError('ConfigFunctionFailed', `the config's ${name} for ${page.path} holds ${error.message}`, {
        location: where,
        hint: 'head takes <meta>, <link>, <script> and <style> elements (or { tag, attrs?, content? } objects)',
      });
    }
  }
  const issues: ConfigIssue[] = [];
  headTags.check(tags, name, issues);
  if (issues.length > 0) {
    throw new DocsgenError('ConfigFunctionFailed', `the config's ${name} gave bad tags for ${page.path}: ${issues.map((issue) => issue.message).join('; ')}`, {
      location: where,
      hint: 'head gives a list of { tag, attrs?, content? } (meta, link, script or style), JSX of those elements, or nothing',
    });
  }
  return tags as HeadTag[];
}
