// Small search corpora for the unit tests, written as the compiler would hand them over.
import type { SearchablePage } from '../../compiler/search/documents.js';
import type { PageSection } from '../../compiler/mdx/remark/remark-page-data.js';

export function page(route: string, title: string, intro: string, sections: Omit<PageSection, 'depth'>[] = []): SearchablePage {
  return {
    route,
    title,
    sections: [{ id: '', depth: 1, title: '', titles: [], text: intro }, ...sections.map((s) => ({ ...s, depth: s.titles.length + 2 }))],
  };
}

export function section(id: string, title: string, text: string, titles: string[] = []): Omit<PageSection, 'depth'> {
  return { id, title, titles, text };
}

/** A deterministic pseudo-random corpus: repeated words (term frequencies above 1), uneven lengths. */
export function generatedPages(count: number): SearchablePage[] {
  const vocabulary = 'wallet connect discovery standard account chain provider modal injected virtual request feature event silent disconnect selected recommended install store icon address network signer useConnect createStore WalletConnectModal'.split(' ');
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = () => vocabulary[Math.floor(random() * vocabulary.length)]!;
  const sentence = (n: number) => Array.from({ length: n }, pick).join(' ');
  return Array.from({ length: count }, (_, i) =>
    page(`/p${i}`, `${pick()} ${pick()} ${i}`, sentence(3 + Math.floor(random() * 20)), [
      section('one', `${pick()} one`, sentence(5 + Math.floor(random() * 40))),
      section('two', `${pick()} two`, sentence(Math.floor(random() * 10)), [`${pick()} one`]),
    ]),
  );
}
