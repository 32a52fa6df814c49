// The files a build derives from every page at once (the built-in 404 page, which lists the
// site's pages; each locale's search index; the llms files) cost a pass over the whole site to
// make, yet on a warm build they rarely change. Each is made again only when what it is made
// from changed: the output record keeps a key of its inputs beside what was written, and when
// this build's key is that key and the previous output still holds the very files recorded, they
// are kept. The three differ only in their key, in how their previous files are taken (a stored
// copy, parts, several files or none) and in how they are made: one rule decides between the two.

/** What the previous build recorded of a derived file: at least the key of what it was made from. */
export interface RecordedFile {
  key: string;
}

export interface ReuseOrMake<Previous extends RecordedFile, Made> {
  /** The key of what this build would make it from; undefined when it cannot be known (no cache): made. */
  key: string | undefined;
  /** What the previous build recorded of it, if anything. */
  previous: Previous | undefined;
  /** What else must hold of the previous one besides its key (checked after the key, before `keep`). */
  alsoSame?: (previous: Previous) => boolean;
  /** Takes the previous output's files into this one; false when they are no longer as recorded. */
  keep: (previous: Previous) => boolean;
  /** Makes it anew: when the key differs, is unknown, or the previous files could not be kept. */
  make: () => Made;
}

/** The previous one, kept (`{ kept }`), or what `make` gave (`{ made }`). */
export function reuseOrMake<Previous extends RecordedFile, Made>(derived: ReuseOrMake<Previous, Made>): { kept: Previous } | { made: Made } {
  const { key, previous } = derived;
  if (key !== undefined && previous?.key === key && (derived.alsoSame?.(previous) ?? true) && derived.keep(previous)) return { kept: previous };
  return { made: derived.make() };
}
