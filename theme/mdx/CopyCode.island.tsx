// A code block's copy button: copies the code as written (type popups, query results and error
// lines left out) and shows a copied state for 1 s.
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { writeClipboard } from '../components/clipboard.js';
import { Icon } from '../components/icons.js';
import { COPIED_INDICATOR_MS } from '../shared/constants.js';

export const hydrate = 'interaction';

/** The text of a code element without the twoslash popups nested in it. */
function codeText(code: Element): string {
  const copy = code.cloneNode(true) as Element;
  for (const popup of copy.querySelectorAll('.twoslash-popup-container, .twoslash-meta-line, .twoslash-tag-line')) popup.remove();
  return (copy.textContent ?? '').replace(/\n$/, '');
}

/** `labels`: the button's name, before and after copying, in the page's language. */
export default function CopyCode({ labels }: { labels: { copy: string; copied: string } }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (event: MouseEvent<HTMLButtonElement>) => {
    const code = event.currentTarget.closest('.dg-code')?.querySelector('pre code');
    if (!code || !(await writeClipboard(codeText(code)))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  };
  return (
    <button type="button" className="dg-code__copy" aria-label={copied ? labels.copied : labels.copy} data-copied={copied || undefined} onClick={copy}>
      <Icon name={copied ? 'check' : 'copy'} size={16} />
    </button>
  );
}
