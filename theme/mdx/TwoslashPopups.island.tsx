// Type information on a twoslash code block: hovering or focusing a token shows its popup after
// 100 ms; it goes 300 ms after the pointer or focus leaves (the pointer may move onto the popup
// meanwhile to select text). The popups are computed at build time and sit in the code as hidden
// elements; this shows a copy of one in a fixed-position layer, so the code block's scrolling
// box never clips it.
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { HOVER_POPUP_CLOSE_DELAY_MS, HOVER_POPUP_OPEN_DELAY_MS } from '../shared/constants.js';

export const hydrate = 'interaction';

interface Shown {
  html: string;
  left: number;
  top: number;
  above: boolean;
}

const TOKEN = '.twoslash-hover';
const GAP = 6;

export default function TwoslashPopups({ children }: { children?: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const current = useRef<Element | null>(null);
  const popupId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!shown) return;
    // A fixed popup would drift away from its token: close it when the page scrolls.
    const hide = () => setShown(null);
    window.addEventListener('scroll', hide, { passive: true, once: true });
    return () => window.removeEventListener('scroll', hide);
  }, [shown]);

  const schedule = (ms: number, action: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  };
  const open = (token: Element) => {
    if (current.current === token && shown) return clearTimeout(timer.current);
    schedule(HOVER_POPUP_OPEN_DELAY_MS, () => {
      const popup = token.querySelector('.twoslash-popup-container');
      if (!popup) return;
      const rect = token.getBoundingClientRect();
      const above = rect.bottom + 160 > window.innerHeight && rect.top > 160;
      current.current?.removeAttribute('aria-describedby');
      current.current = token;
      token.setAttribute('aria-describedby', popupId);
      setShown({ html: popup.innerHTML, left: Math.max(8, Math.min(rect.left, window.innerWidth - 320)), top: above ? rect.top - GAP : rect.bottom + GAP, above });
    });
  };
  const close = () =>
    schedule(HOVER_POPUP_CLOSE_DELAY_MS, () => {
      current.current?.removeAttribute('aria-describedby');
      current.current = null;
      setShown(null);
    });

  const tokenOf = (target: EventTarget | null) => (target as Element | null)?.closest?.(TOKEN) ?? null;
  const onPointerOver = (event: PointerEvent) => {
    const token = tokenOf(event.target);
    if (token) open(token);
    else if ((event.target as Element).closest('.dg-tw__popup')) clearTimeout(timer.current);
  };
  const onPointerOut = (event: PointerEvent) => {
    const from = tokenOf(event.target) ?? (event.target as Element).closest('.dg-tw__popup');
    const to = event.relatedTarget as Element | null;
    if (from && !(to && (from.contains(to) || to.closest?.('.dg-tw__popup')))) close();
  };
  const onFocus = (event: FocusEvent) => {
    const token = tokenOf(event.target);
    if (token) open(token);
  };
  const onBlur = (event: FocusEvent) => {
    if (tokenOf(event.target)) close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && shown) {
      clearTimeout(timer.current);
      setShown(null);
    }
  };

  return (
    <div className="dg-tw" onPointerOver={onPointerOver} onPointerOut={onPointerOut} onFocus={onFocus} onBlur={onBlur} onKeyDown={onKeyDown}>
      {children}
      {shown && (
        <div
          id={popupId}
          className="dg-tw__popup"
          role="tooltip"
          data-above={shown.above || undefined}
          style={{ left: shown.left, top: shown.top }}
          dangerouslySetInnerHTML={{ __html: shown.html }}
        />
      )}
    </div>
  );
}
