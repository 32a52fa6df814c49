// A page's headings, ids and links from its source, without compiling it to JavaScript: the
// Markdown half of the build pipeline only. check-links and other source tools use this, so
// their ids and links are exactly the build's.
import { unified, type Processor } from 'unified';
import { versionData } from './compile-page.js';
import type { PageVersion } from '../pages/page-version.js';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { VFile } from 'vfile';
import { parseFrontmatter } from '../pages/frontmatter.js';
import type { Frontmatter } from '../../theme/shared/page-types.js';
import type { PageCompilerOptions } from './compile-page.js';
import { toPageError } from './page-errors.js';
import { preparePageSource } from './page-source.js';
import { createPartialLoader } from './partials.js';
import { remarkPlugins } from './plugins.js';
import type { PageTreeData } from './remark/remark-page-data.js';
import type { Dependency } from '../store/dependencies.js';
import { dependenciesOf } from '../store/file-data.js';
import { apiDependenciesOf } from './api/remark-api.js';

export interface PageAnalysis extends PageTreeData {
  frontmatter: Frontmatter;
  /** What its API references (`::api`) read: the facts hold while these do. Absent without any. */
  dependencies?: Dependency[];
  /** A file changed while it was read: the facts must not be kept. */
  unstable?: boolean;
}

/** The same options as the build's compiler: the analysis must see what the build sees. */
export function createPageAnalyzer({ basePath, site, extraKeys, documented }: PageCompilerOptions) {
  const processors = new Map<boolean, Processor>();
  const partials = createPartialLoader({ basePath, site, documented });
  const processorFor = (mdx: boolean) => {
    let processor = processors.get(mdx);
    if (!processor) {
      const base = unified().use(remarkParse);
      processor = (mdx ? base.use(remarkMdx) : base).use(remarkPlugins({ basePath, site, partials, documented })) as unknown as Processor;
      processors.set(mdx, processor);
    }
    return processor;
  };
  return {
    /** Throws a DocsgenError with file:line:column when the page does not parse. */
    async analyze(input: { source: string; filePath: string; relativePath: string; route: string; version?: PageVersion }): Promise<PageAnalysis> {
      const { source, customIds, snippets } = preparePageSource(input.source);
      const file = new VFile({ value: source, path: input.filePath, data: { route: input.route, customIds, snippets, ...versionData(input.version) } });
      try {
        const processor = processorFor(!input.filePath.endsWith('.md'));
        await processor.run(processor.parse(file), file);
        const page = file.data.page as PageTreeData;
        const frontmatter = page.yaml
          ? parseFrontmatter({ yaml: page.yaml.value, file: input.relativePath, firstLine: page.yaml.line, source: input.source, extraKeys })
          : {};
        const dependencies = apiDependenciesOf(file);
        return { ...page, frontmatter, ...(dependencies ? { dependencies } : {}), ...(dependenciesOf(file).unstable ? { unstable: true } : {}) };
      } catch (error) {
        throw toPageError(error, input.relativePath, input.source);
      }
    },
  };
}
