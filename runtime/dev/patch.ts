// Brings the open document to a new version of its page in place, instead of reloading: the
// body's server-rendered content is morphed (idiomorph: elements matched by id sets, then by
// tag, and changed only where they differ), so the scroll position, focus, text selection, open
// <details>, popovers and dialogs stay as the reader left them. Around the morph:
// - islands that did not change are not touched at all; changed ones re-hydrate alone (islands.ts);
// - what the page's scripts changed or added since it loaded stays (page-changes.ts);
// - <head>: the title and the other metadata follow; stylesheets are swapped by the `css`
//   message, and scripts are never run twice, so a change to the head's inline scripts reloads.
// Where a patch cannot be right (another layout, another skeleton, head code changed), it
// says 'reload' and the caller reloads.
import { Idiomorph } from 'idiomorph';
import { IslandPatch, isIsland } from './islands.js';
import { addedByPage, changedByPage, ignoreOwnChanges } from './page-changes.js';

export type PatchOutcome = 'patched' | 'reload';

export function patchDocument(html: string, hydrateUrl: string): PatchOutcome {
  const next = new DOMParser().parseFromString(html, 'text/html');
  const pairs = bodyPairs(next);
  if (!pairs || layoutOf(document) !== layoutOf(next) || headCode(document) !== headCode(next)) return 'reload';
  return ignoreOwnChanges(() => {
    const islands = new IslandPatch(next);
    const config = {
      morphStyle: 'outerHTML' as const,
      ignoreActiveValue: true,
      callbacks: {
        beforeNodeMorphed: (current: Node, incoming: Node) => (isIsland(current) ? islands.morph(current, incoming as Element) : true),
        beforeNodeRemoved: (node: Node) => {
          if (addedByPage(node)) return false;
          islands.removing(node);
          return true;
        },
        beforeAttributeUpdated: (name: string, element: Element) => !changedByPage(element, name) && !isFormState(element, name),
      },
    };
    for (const [current, incoming] of pairs) Idiomorph.morph(current, incoming, config);
    islands.finish(hydrateUrl);
    syncHead(next);
    return 'patched' as const;
  });
}

/**
 * The body's server-rendered children paired with the new ones, or undefined when they are not
 * the same elements in the same order (another page skeleton: reload). Nodes the page's scripts
 * added to <body> (portals, the search dialog) are left out: they stay where they are.
 */
function bodyPairs(next: Document): [Element, Element][] | undefined {
  const current = [...document.body.children].filter((element) => !addedByPage(element) && element.localName !== 'docsgen-error-overlay');
  const incoming = [...next.body.children];
  if (current.length !== incoming.length) return undefined;
  const pairs = current.map((element, i): [Element, Element] => [element, incoming[i]!]);
  return pairs.every(([a, b]) => a.localName === b.localName) ? pairs : undefined;
}

/** The layout the page renders with (theme/layouts/Chrome.tsx marks it). */
function layoutOf(doc: Document): string | null {
  return doc.querySelector('[data-layout]')?.getAttribute('data-layout') ?? null;
}

/**
 * The head's inline scripts: they ran once, and a patch cannot run them again. (Styles are left
 * alone: the theme's bootstrap adds one as the page loads, before anything could note it.)
 */
function headCode(doc: Document): string {
  return [...doc.head.querySelectorAll('script:not([src])')]
    .filter((element) => !addedByPage(element))
    .map((element) => element.outerHTML)
    .join('\n');
}

/** Scripts, stylesheets and styles are not metadata: everything else in <head> follows the new page. */
function isMetadata(element: Element): boolean {
  return !(element.localName === 'script' || element.localName === 'style' || (element.localName === 'link' && /\b(stylesheet|modulepreload|preload)\b/.test(element.getAttribute('rel') ?? '')));
}

function syncHead(next: Document): void {
  if (document.title !== next.title) document.title = next.title;
  const wanted = new Map<string, Element>();
  for (const element of next.head.children) if (isMetadata(element) && element.localName !== 'title') wanted.set(element.outerHTML, element);
  for (const element of [...document.head.children]) {
    if (!isMetadata(element) || element.localName === 'title' || addedByPage(element)) continue;
    if (!wanted.delete(element.outerHTML)) element.remove();
  }
  // New metadata goes before the first stylesheet or script, where the server puts it.
  const anchor = [...document.head.children].find((element) => !isMetadata(element)) ?? null;
  for (const element of wanted.values()) document.head.insertBefore(document.importNode(element, true), anchor);
}

/** What a reader typed or ticked outside the islands is theirs. */
function isFormState(element: Element, attribute: string): boolean {
  return (attribute === 'value' || attribute === 'checked') && /^(input|textarea|select)$/.test(element.localName);
}
