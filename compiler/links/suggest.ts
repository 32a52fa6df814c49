// "Did you mean": the known route or id closest to what a link asked for, if it is a likely typo.
import { closestMatch } from '../../config/describe.js';

/** Same tolerance as closestMatch: one edit per three characters, at least one. */
function candidates(input: string, known: readonly string[]): string[] {
  const limit = Math.max(1, Math.floor(input.length / 3));
  // The edit distance is at least the difference in length: skip the rest before computing it.
  return known.filter((value) => Math.abs(value.length - input.length) <= limit);
}

export function closestRoute(path: string, routes: readonly string[]): string | undefined {
  const wanted = path.replace(/\.html$/, '').replace(/\/(index)?$/, '') || '/';
  return closestMatch(wanted, candidates(wanted, routes));
}

export function closestId(id: string, ids: readonly string[]): string | undefined {
  return closestMatch(id, candidates(id, ids));
}
