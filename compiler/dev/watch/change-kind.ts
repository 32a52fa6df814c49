// What a changed file is to the site, which decides what must be rebuilt. Pure.
import { basename, dirname, extname, join, relative, sep } from 'node:path';
import { ALL_CONFIG_FILES } from '../../../config/load.js';
import { isHiddenFromRoutes, isPageFile } from '../../pages/routes.js';

export type ChangeKind =
  /** pages/**\/*.{md,mdx}: that page. */
  | 'page'
  /** docsgen.config.* or a file it imports: everything. */
  | 'config'
  /** public/**: served as is; open pages reload. */
  | 'public'
  /** Any other .css: the stylesheet alone, swapped without a reload. */
  | 'style'
  /** Components and the rest: the pages whose bundles read it. */
  | 'source';

export interface SiteLayout {
  root: string;
  /** The config file's folder (the root, unless the config names another with rootDir). */
  configDir?: string;
  /** Absolute paths of the files the config was built from. */
  configDependencies: ReadonlySet<string>;
  /** The site folders of the versions kept in folders (versions/<key>/): their pages/ hold pages too. */
  versionRoots?: readonly string[];
}

export function changeKind(file: string, { root, configDir = root, configDependencies, versionRoots = [] }: SiteLayout): ChangeKind {
  if (configDependencies.has(file)) return 'config';
  if (dirname(file) === configDir && ALL_CONFIG_FILES.includes(basename(file))) return 'config';
  if (isInside(join(root, 'public'), file)) return 'public';
  for (const site of [root, ...versionRoots]) {
    const pages = join(site, 'pages');
    // A partial (pages/_shared.mdx) is not a page: the pages that import it are rebuilt.
    if (isInside(pages, file) && isPageFile(file) && !isHiddenFromRoutes(relative(pages, file).split(sep).join('/'))) return 'page';
  }
  if (extname(file) === '.css') return 'style';
  return 'source';
}

export function isInside(dir: string, file: string): boolean {
  const rel = relative(dir, file);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !rel.startsWith(sep);
}

/** Folders and files under the root that are never the site's sources. */
export function isIgnoredPath(file: string, root: string): boolean {
  const rel = relative(root, file);
  if (rel === '' || rel.startsWith('..')) return false;
  return rel.split(sep).some((part) => part === 'node_modules' || part === 'dist' || part.startsWith('.') || part.endsWith('~'));
}
