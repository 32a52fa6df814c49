// The link check while developing: the build's own check (links/check-built.ts), run on what the
// dev server already knows of each page: its ids and links as the compile recorded them, from the
// render worker (a page a tab shows, the moment it is compiled again after a save) and from the
// search worker (every page, in the background). A page not compiled yet has unknown ids, so
// anchors into it are not judged until it is; its own links are judged once it is.
//
// Broken links are reported per file: in the terminal when they appear, change or go (as the
// build prints them, file:line:column first), and to every tab showing that file's page (a note
// that blocks nothing; runtime/dev/link-notes.ts).
import type { LinkFacts } from '../links/check-built.js';
import { brokenBuiltLinks } from '../links/check-built.js';
import { listPublicFiles } from '../links/public-files.js';
import type { BrokenLinkNote } from '../../theme/shared/dev-messages.js';
import { formatLocation } from '../errors/docsgen-error.js';
import type { DevSite } from './dev-site.js';

export class SiteLinks {
  private readonly facts = new Map<string, LinkFacts>();
  private publicFiles: string[] | undefined;
  /** Broken links by file (relative to the site root), as of the last check. */
  private broken = new Map<string, BrokenLinkNote[]>();
  private checked: Promise<void> | undefined;
  private dirty = true;

  /** A page compiled: what it says now replaces what was known. */
  update(facts: LinkFacts): void {
    this.facts.set(facts.route, facts);
    this.dirty = true;
  }

  /** Files in public/ came or went. */
  publicChanged(): void {
    this.publicFiles = undefined;
    this.dirty = true;
  }

  /** The page list or the config changed: links to pages may hold or break without a page compiling. */
  siteChanged(): void {
    this.dirty = true;
  }

  /** The broken links written in `file`, checking again first when something changed. */
  async brokenIn(site: DevSite, file: string): Promise<BrokenLinkNote[]> {
    await this.check(site);
    return this.broken.get(file) ?? [];
  }

  /** Judges every known link again if something changed since the last check; reports changes to the terminal. */
  check(site: DevSite): Promise<void> {
    if (!this.dirty) return this.checked ?? Promise.resolve();
    this.dirty = false;
    const previous = this.checked ?? Promise.resolve();
    this.checked = previous.then(() => this.judge(site));
    return this.checked;
  }

  private async judge(site: DevSite): Promise<void> {
    const pages = site.table.files();
    const { config } = site.config.loaded;
    this.publicFiles ??= listPublicFiles(site.root);
    let result;
    try {
      result = await brokenBuiltLinks({
        root: site.root,
        basePath: site.basePath,
        pages,
        compiled: pages.flatMap((page) => this.facts.get(page.route) ?? []),
        publicFiles: this.publicFiles,
        sitemap: config.baseUrl !== undefined,
        config: { file: site.config.loaded.file, bundleFile: site.config.loaded.bundleFile },
        ignore: config.links.ignore,
        locales: config.locales,
      });
    } catch (error) {
      // The config bundle went away under a reload, say: the next change checks again.
      site.terminal.problem('links', `docsgen dev: the link check failed: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    site.terminal.resolved('links', 'the link check');
    const broken = new Map<string, BrokenLinkNote[]>();
    for (const link of result.brokenLinks) {
      const list = broken.get(link.file) ?? [];
      list.push({ location: formatLocation(link), href: link.href, message: link.message });
      broken.set(link.file, list);
    }
    for (const file of this.broken.keys()) if (!broken.has(file)) site.terminal.resolved(`links:${file}`, `the links in ${file}`);
    for (const [file, notes] of broken) {
      const count = `${notes.length} broken link${notes.length === 1 ? '' : 's'}`;
      site.terminal.problem(`links:${file}`, `${count} in ${file}:\n${notes.map((note) => `  ${note.location}  ${note.href}  ${note.message}`).join('\n')}`);
    }
    this.broken = broken;
  }
}
