// 'Copy page as Markdown': fetches the page's Markdown copy (written by the build next to the
// page, see theme/shared/markdown-path.ts) and puts it on the clipboard.
import { useEffect, useRef, useState } from 'react';
import { COPIED_INDICATOR_MS } from '../shared/constants.js';
import { writeClipboard } from './clipboard.js';
import { Icon } from './icons.js';

export const hydrate = 'interaction';

export interface CopyPageLabels {
  copyPage: string;
  copyPageSuffix: string;
  copied: string;
  copyFailed: string;
}

/** `labels`: its words in the page's language. */
export default function CopyPage({ src, labels }: { src: string; labels: CopyPageLabels }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    const text = fetch(src).then((response) => {
      if (!response.ok) throw new Error(`${src}: ${response.status}`);
      return response.text();
    });
    const ok = await writeClipboard(text);
    setState(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPIED_INDICATOR_MS);
  };
  return (
    <button type="button" className="dg-action dg-copy-page" data-copied={state === 'copied' || undefined} onClick={copy}>
      <Icon name={state === 'copied' ? 'check' : 'markdown'} size={16} />
      <span aria-live="polite">
        {state === 'copied' ? labels.copied : state === 'failed' ? labels.copyFailed : labels.copyPage}
        {state === 'idle' && <span className="dg-wide-only">{labels.copyPageSuffix}</span>}
      </span>
    </button>
  );
}
