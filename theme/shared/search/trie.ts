// Walks over lunr's token set (the trie of every index term, shared suffixes merged): the terms
// that start with a prefix, and the terms within a few edits of a typed word.
//
// lunr answers both by building a query automaton (TokenSet.fromString('conn*'),
// TokenSet.fromFuzzyString(word, d)) and intersecting it with the index's; for fuzzy matching that
// automaton holds every string within d edits, and for a 28-letter API name at d = 2 it took
// ~40 ms per keystroke. Walking the index's trie directly takes a fraction of a millisecond.

interface TrieNode {
  final: boolean;
  edges: Record<string, TrieNode>;
}

/** Calls `found(term)` for each index term that starts with `prefix` (the prefix itself included). */
export function prefixTerms(root: unknown, prefix: string, found: (term: string) => void): void {
  let node = root as TrieNode | undefined;
  for (let i = 0; i < prefix.length && node; i++) node = node.edges[prefix[i]!];
  if (node) collect(node, prefix);

  function collect(at: TrieNode, term: string): void {
    if (at.final) found(term);
    for (const char in at.edges) collect(at.edges[char]!, term + char);
  }
}

/**
 * Calls `found(term, distances)` for each index term within `maxEdits` edits of some prefix of
 * `word`, where distances[k] is the edit distance from the term to word.slice(0, k) (valid during
 * the call only). Prefixes, because index terms are stems: "provider" is indexed as "provid", and
 * its typo "provder" is one edit from the prefix "provd"; the caller decides which prefixes count.
 *
 * Edits are insertions, deletions, substitutions and adjacent transpositions, as in lunr. One row
 * of the edit-distance table is computed per letter of the path, and a branch is abandoned as
 * soon as every cell of its row exceeds the allowed edits.
 */
export function fuzzyTerms(root: unknown, word: string, maxEdits: number, found: (term: string, distances: readonly number[]) => void): void {
  const width = word.length + 1;
  // rows[depth]: the row for the path's first `depth` letters; reused across branches.
  const rows: number[][] = [Array.from({ length: width }, (_, j) => j)];
  walk(root as TrieNode, '', 1, '');

  function walk(node: TrieNode, term: string, depth: number, previousChar: string): void {
    const previous = rows[depth - 1]!;
    const beforePrevious = depth > 1 ? rows[depth - 2]! : undefined;
    const row = (rows[depth] ??= new Array<number>(width));
    for (const char in node.edges) {
      row[0] = depth;
      let best = depth;
      for (let j = 1; j < width; j++) {
        let cell = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (word[j - 1] === char ? 0 : 1));
        if (beforePrevious && j > 1 && word[j - 2] === char && word[j - 1] === previousChar) cell = Math.min(cell, beforePrevious[j - 2]! + 1);
        row[j] = cell;
        if (cell < best) best = cell;
      }
      if (best > maxEdits) continue;
      const next = node.edges[char]!;
      const extended = term + char;
      if (next.final) found(extended, row);
      // The child overwrites deeper rows only; this row is recomputed for the next letter.
      walk(next, extended, depth + 1, char);
    }
  }
}
