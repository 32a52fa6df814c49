// Which parts of a displayed text to highlight for a result: the words (or identifier parts)
// whose index term is one of the result's matched terms. Returns plain segments; the dialog
// renders them as text and <mark> elements, never as HTML.
import { englishAnalyzer, type Analyzer } from './analyzer.js';

export interface Segment {
  text: string;
  mark: boolean;
}

/** `analyzer`: the index's (its language's words and terms). */
export function highlight(text: string, terms: ReadonlySet<string>, analyzer: Analyzer = englishAnalyzer): Segment[] {
  const ranges: [number, number][] = [];
  if (terms.size > 0) {
    for (const word of analyzer.words(text)) {
      const whole = analyzer.termOf(word.text);
      if (whole !== null && terms.has(whole)) {
        ranges.push([word.start, word.end]);
        continue;
      }
      for (const part of analyzer.partTerms(word.text)) {
        if (terms.has(part.term)) ranges.push([word.start + part.start, word.start + part.end]);
      }
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const segments: Segment[] = [];
  let at = 0;
  for (const [rangeStart, end] of ranges) {
    // Part ranges and pair ranges overlap (meta|Mask, metaMask): mark each letter once.
    if (end <= at) continue;
    const start = Math.max(rangeStart, at);
    if (start > at) segments.push({ text: text.slice(at, start), mark: false });
    const last = segments.at(-1);
    // Adjacent marked parts (create|Store) read better as one mark.
    if (last?.mark && start === at) last.text += text.slice(start, end);
    else segments.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), mark: false });
  return segments;
}
