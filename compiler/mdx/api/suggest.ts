// The export a missing name was probably meant to be, for "did you mean …?": a near spelling
// (findShape → findShapes), or else an export renamed by a word added or dropped (createStore →
// createWalletStore, useStarknetWallet → useWallet): every word of the one is a word of the other,
// in order. Among several such, the one with the fewest words changed; none when that is a tie.
import { closestMatch } from '../../../config/describe.js';

export function closestExport(name: string, exports: readonly string[]): string | undefined {
  const near = closestMatch(name, exports);
  if (near !== undefined) return near;
  const wanted = words(name);
  if (wanted.length < 2) return undefined;
  const named = exports.map((candidate) => ({ candidate, have: words(candidate) }));
  // A word added (every word of the name kept) is likelier than one dropped; a name of one word
  // left ("Store" from "createStore") says too little.
  return (
    fewestChanged(named.filter(({ have }) => have.length > wanted.length && isSubsequence(wanted, have)), wanted.length) ??
    fewestChanged(named.filter(({ have }) => have.length >= 2 && have.length < wanted.length && isSubsequence(have, wanted)), wanted.length)
  );
}

/** The one candidate whose word count is nearest `length`; none when two are as near. */
function fewestChanged(candidates: { candidate: string; have: string[] }[], length: number): string | undefined {
  const change = (have: string[]) => Math.abs(have.length - length);
  const least = Math.min(...candidates.map(({ have }) => change(have)));
  const best = candidates.filter(({ have }) => change(have) === least);
  return best.length === 1 ? best[0]!.candidate : undefined;
}

/** `createWalletStore` → create, wallet, store; `EIP1193Adapter` → eip1193, adapter; `WELL_KNOWN` → well, known. */
function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_$-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

function isSubsequence(part: readonly string[], whole: readonly string[]): boolean {
  let at = 0;
  for (const word of whole) if (word === part[at]) at++;
  return at === part.length;
}
