// The error overlay: what broke, where (file:line:column), the code frame and a hint, drawn over
// the last good page. Built with textContent only, so nothing in an error message is ever parsed
// as HTML. Its own shadow root keeps the site's CSS out and its CSS in.
import type { OverlayError } from '../../theme/shared/dev-messages.js';

const TAG = 'docsgen-error-overlay';

const STYLE = `
:host { position: fixed; inset: 0; z-index: 2147483647; display: flex; align-items: flex-start; justify-content: center;
  padding: 8vh 16px; background: rgb(0 0 0 / 0.6); font: 14px/1.5 ui-sans-serif, system-ui, sans-serif; }
.panel { max-width: 960px; width: 100%; max-height: 84vh; overflow: auto; box-sizing: border-box; padding: 20px 24px;
  border-radius: 8px; border-top: 6px solid #e5484d; background: #181818; color: #eee; box-shadow: 0 12px 40px rgb(0 0 0 / 0.5); }
header { display: flex; gap: 12px; align-items: baseline; justify-content: space-between; }
h2 { margin: 0; font-size: 16px; color: #ff7b72; }
button { font: inherit; color: inherit; background: none; border: 1px solid #555; border-radius: 4px; cursor: pointer; padding: 0 8px; }
.location { margin: 8px 0 0; color: #79c0ff; font-family: ui-monospace, monospace; }
pre { margin: 12px 0 0; padding: 12px; overflow-x: auto; border-radius: 6px; background: #0d0d0d;
  font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; white-space: pre-wrap; }
.hint { margin: 12px 0 0; color: #e3b341; }
.tip { margin: 16px 0 0; color: #999; font-size: 12px; }
`;

export function showOverlay(error: OverlayError): void {
  hideOverlay();
  const host = document.createElement(TAG);
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLE;
  const panel = element('div', 'panel');
  panel.setAttribute('role', 'alertdialog');
  panel.setAttribute('aria-label', error.title);
  const header = element('header');
  const close = element('button', undefined, 'Close');
  close.addEventListener('click', hideOverlay);
  header.append(element('h2', undefined, error.title), close);
  panel.append(header);
  if (error.location) panel.append(element('p', 'location', error.location));
  panel.append(element('pre', 'message', error.message));
  if (error.frame) panel.append(element('pre', 'frame', error.frame));
  if (error.hint) panel.append(element('p', 'hint', `hint: ${error.hint}`));
  panel.append(element('p', 'tip', 'Fix the file and save: the page updates by itself.'));
  root.append(style, panel);
  document.documentElement.append(host);
}

export function hideOverlay(): void {
  document.querySelector(TAG)?.remove();
}

function element(tag: string, className?: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

addEventListener('keydown', (event) => {
  if (event.key === 'Escape') hideOverlay();
});
