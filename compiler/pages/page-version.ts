// Where a page of an earlier version lives and links (config `versions`): known when the pages are
// discovered (discover.ts) and used by everything that compiles or checks the page.
/**
 * What compiling a page of an earlier version needs: its route prefix (an absolute link written
 * in it, `/core/x`, is its version's page `/v4/core/x`, unless it names another version's
 * prefix itself), and its version's site folder (pages/ of that folder holds the page; images
 * and twoslash's tsconfig are read from there).
 */
export interface PageVersion {
  prefix: string;
  /** Every earlier version's prefix: links starting with one stay as written. */
  prefixes: string[];
  siteRoot: string;
  /** The site folder of the working tree: errors name the version's files relative to it, as link errors do. */
  site: string;
  /**
   * A folder version's (versions/<key>/): the site folder, whose tsconfig.json its code blocks and
   * API references compile with when the version's folder has none of its own, as an editor
   * opening the version's files would. (A git version's copy is the whole site folder at its ref:
   * its own tsconfig.json, or none.)
   */
  tsconfigFallback?: string;
}
