// Every internal link of the built pages checked against what the build made (pages, their
// headings, public files). On a warm build, after a check that found every link holding on the
// same site, only the pages that changed and those leading to them are judged again.
import { formatDocsgenError } from '../errors/docsgen-error.js';
import { brokenBuiltLinks, type BuiltLinks } from '../links/check-built.js';
import { formatLinkWarning } from '../links/locale-links.js';
import type { BuildPlan, BuildRun } from './build-plan.js';
import type { BuiltBundles } from './build-bundles.js';
import type { RenderedPages } from './build-render.js';
import { linkSiteKey, linksToJudge } from './warm-pages.js';

export type CheckedLinks = Awaited<ReturnType<typeof checkLinks>>;

/** `brokenLinks`: those that fail the build (config links.check: true); 'warn' prints them here. */
export async function checkLinks(run: BuildRun, plan: BuildPlan, { publicDir }: BuiltBundles, { results, hasOwnNotFound }: RenderedPages) {
  const { options, root, basePath, config, warn, timer } = run;
  const { files, store, record } = plan;
  const linkInput: BuiltLinks = {
    root,
    basePath,
    pages: files,
    compiled: results.flatMap((r) => (r.ok && (r.route !== '/404' || hasOwnNotFound) ? [r.info] : [])),
    publicFiles: publicDir.files.map((file) => file.path),
    sitemap: config.baseUrl !== undefined,
    config: { file: options.config.file, bundleFile: options.config.bundleFile },
    ignore: [...config.links.ignore, ...(options.ignoreLinks ?? [])],
    locales: config.locales,
    ...(config.versions ? { versions: config.versions } : {}),
  };
  const linksKey = store ? linkSiteKey(linkInput) : undefined;
  const checked = await brokenBuiltLinks({ ...linkInput, only: record && linksKey !== undefined && record.links === linksKey ? linksToJudge(results, record) : undefined });
  // Config links.check: 'warn' prints broken links and builds, false lets them be.
  const brokenLinks = config.links.check === true ? checked.broken : [];
  if (config.links.check === 'warn') for (const link of checked.broken) warn(`broken link: ${formatDocsgenError(link, { oneLine: true })}`);
  for (const warning of checked.warnings) warn(formatLinkWarning(warning));
  // A check that did not hold is judged again next time, whatever it did to this build.
  const linksHeld = checked.broken.length === 0;
  timer.mark('check links');
  return { brokenLinks, checked, linksKey, linksHeld };
}
