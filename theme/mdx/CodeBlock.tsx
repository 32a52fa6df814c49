// A highlighted code block (Shiki ran at build time, see compiler/mdx/highlight/rehype-shiki.ts): an optional
// title bar, the code, a copy button, and type popups for twoslash blocks.
import type { ComponentPropsWithoutRef } from 'react';
import { useStrings } from '../server/page-context.js';
import CopyCode from './CopyCode.island.js';
import TwoslashPopups from './TwoslashPopups.island.js';

export type PreProps = ComponentPropsWithoutRef<'pre'> & {
  'data-title'?: string;
  /** `frame="terminal"` (a terminal window's bar, dots and all) or `frame="none"` (no title bar). */
  'data-frame'?: 'terminal' | 'none';
  'data-language'?: string;
  'data-twoslash'?: string | boolean;
};

export function CodeBlock(props: PreProps) {
  const { 'data-title': title, 'data-twoslash': twoslash, 'data-frame': frame, ...pre } = props;
  const code = <pre {...pre} tabIndex={0} />;
  const strings = useStrings();
  const terminal = frame === 'terminal';
  return (
    <figure className={terminal ? 'dg-code dg-code--terminal' : 'dg-code'} data-language={props['data-language']}>
      {title && frame !== 'none' && <figcaption className="dg-code__title">{title}</figcaption>}
      {/* A terminal's bar without a title: drawn, but nothing to read. */}
      {!title && terminal && <div className="dg-code__title" aria-hidden="true" />}
      <div className="dg-code__body">
        {twoslash !== undefined ? <TwoslashPopups>{code}</TwoslashPopups> : code}
        <CopyCode labels={{ copy: strings.copyCode, copied: strings.copied }} />
      </div>
    </figure>
  );
}
