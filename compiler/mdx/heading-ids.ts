// Heading ids: GitHub-style slugs, de-duplicated within a page (a second "Usage" is "usage-1").
// The build and check-links both call this, so an #anchor checked is an #anchor built.
import GithubSlugger from 'github-slugger';

export interface HeadingSlugger {
  slug(text: string): string;
  /** Reserve an id that an element already carries, so a later heading does not take it. */
  reserve(id: string): void;
}

export function createHeadingSlugger(): HeadingSlugger {
  const slugger = new GithubSlugger();
  return {
    slug: (text) => slugger.slug(text),
    reserve: (id) => {
      // github-slugger counts what it has seen; slugging the id itself records it.
      slugger.slug(id, true);
    },
  };
}
