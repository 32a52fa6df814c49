// Text whose long identifiers may wrap at sensible points (see theme/lib/word-breaks.ts): the
// pieces joined with <wbr>, which adds no characters, so copying and searching see the text as it
// is; a hyphenated piece sits in a span that does not wrap (.dg-nobr).
import { Children, Fragment, type ReactNode } from 'react';
import { breakableRuns } from '../lib/word-breaks.js';

export function Breakable({ text }: { text: string }): ReactNode {
  const runs = breakableRuns(text);
  if (runs.length === 1 && !runs[0]!.whole) return text;
  return runs.map((run, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {run.whole ? <span className="dg-nobr">{run.text}</span> : run.text}
    </Fragment>
  ));
}

/** Children with each string child made breakable; elements pass through untouched. */
export function breakableChildren(children: ReactNode): ReactNode {
  if (typeof children === 'string') return <Breakable text={children} />;
  if (!Array.isArray(children)) return children;
  return Children.map(children, (child) => (typeof child === 'string' ? <Breakable text={child} /> : child));
}
