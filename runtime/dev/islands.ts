// Islands across a patch. An island is the same island when its marker says the same thing (which
// component, built from which code, with which props, strategy and server-rendered children):
// such an island is left alone, React state and DOM included, even when other content moved it.
// Any other island is new: the one it replaces is unmounted and the new one starts on its
// strategy (at once if the one before had hydrated: the reader had already woken it).
//
// The marker's `data-prefix` (its useId prefix, numbered in page order) is not part of what makes
// an island the same: an island added above would otherwise re-hydrate every island below it.
// A kept island keeps the prefix its root was hydrated with.
import { ISLAND_ROOT, type IslandRootHolder } from '../islands/root-key.js';
import { startIsland } from '../islands/start.js';

const ISLAND = 'docsgen-island';
/** The id given to a kept island and its new marker while the morph runs, so it matches exactly that one. */
const KEEP_PREFIX = 'docsgen-dev-keep-';

/** What each started island was when it started: its identity across patches. */
const identities = new WeakMap<Element, string>();

type Island = HTMLElement & IslandRootHolder;

/** Notes the islands the page script started (call before any of them hydrates). */
export function noteStartedIslands(): void {
  for (const island of document.querySelectorAll(ISLAND)) identities.set(island, identityOf(island));
}

export function isIsland(node: Node): node is Island {
  return node.nodeType === Node.ELEMENT_NODE && (node as Element).localName === ISLAND;
}

/** The islands of a patch: which are kept, and which replace the ones before them. */
export class IslandPatch {
  private readonly kept = new Set<Island>();
  private readonly replaced: { current: Island; next: Element }[] = [];

  /**
   * Pairs the islands of the document with those of `next` that are the same, in order, and
   * marks each pair with one id so the morph matches them to each other and to nothing else.
   */
  constructor(private readonly next: Document) {
    const waiting = new Map<string, Island[]>();
    for (const island of document.querySelectorAll<Island>(ISLAND)) {
      const identity = identities.get(island);
      if (identity === undefined) continue;
      const list = waiting.get(identity);
      if (list) list.push(island);
      else waiting.set(identity, [island]);
    }
    let count = 0;
    for (const island of next.querySelectorAll(ISLAND)) {
      const current = waiting.get(identityOf(island))?.shift();
      if (!current) continue;
      const id = `${KEEP_PREFIX}${count++}`;
      current.id = id;
      island.id = id;
      this.kept.add(current);
    }
  }

  /** For the morph: false leaves `current` alone (kept, or to be replaced once the morph is done). */
  morph(current: Island, next: Element): false {
    if (!(this.kept.has(current) && current.id === next.id)) this.replaced.push({ current, next });
    return false;
  }

  /** For the morph: an island (or islands inside a node) about to be removed is unmounted first. */
  removing(node: Node): void {
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    if (isIsland(node)) unmount(node);
    else for (const island of (node as Element).querySelectorAll<Island>(ISLAND)) unmount(island);
  }

  /**
   * Once the morph is done: replaced islands are swapped for fresh copies of their new markers,
   * kept ones lose their temporary id, and every island not started yet starts, with the hydrate
   * runtime the new page was built with.
   */
  finish(hydrateUrl: string): void {
    const woken = new Set<Element>();
    for (const { current, next } of this.replaced) {
      const fresh = document.importNode(next, true);
      if (current.hasAttribute('data-hydrated')) woken.add(fresh);
      unmount(current);
      current.replaceWith(fresh);
    }
    for (const island of this.kept) {
      island.removeAttribute('id');
      // Matched by the morph to nothing (its new place was under a node the morph made anew).
      if (!island.isConnected) unmount(island);
    }
    for (const island of document.querySelectorAll<HTMLElement>(ISLAND)) {
      if (identities.has(island)) continue;
      if (island.id.startsWith(KEEP_PREFIX)) island.removeAttribute('id');
      identities.set(island, identityOf(island));
      startIsland(island, hydrateUrl, woken.has(island));
    }
  }
}

/** Unmounts an island's React root, and the roots of islands in its slot first. */
function unmount(island: Island): void {
  for (const inner of island.querySelectorAll<Island>(ISLAND)) unmount(inner);
  const root = island[ISLAND_ROOT];
  delete island[ISLAND_ROOT];
  root?.unmount();
  identities.delete(island);
}

function identityOf(island: Element): string {
  const slot = island.hasAttribute('data-slot') ? (island.querySelector('docsgen-slot')?.innerHTML ?? '') : '';
  return ['data-island', 'data-src', 'data-props', 'data-strategy'].map((name) => island.getAttribute(name) ?? '').join('\n') + '\n' + slot;
}
