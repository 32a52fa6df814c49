// The broken links of the page, in a note at the bottom corner: where each is written
// (file:line:column), the link, and why it is broken. It blocks nothing (a link to a page not
// written yet is a normal state of a draft), and goes by itself once they are fixed. Built with
// textContent only; its own shadow root keeps the site's CSS out.
import type { BrokenLinkNote } from '../../theme/shared/dev-messages.js';

const TAG = 'docsgen-link-notes';

const STYLE = `
:host { position: fixed; right: 16px; bottom: 16px; z-index: 2147483646; max-width: min(560px, calc(100vw - 32px));
  font: 13px/1.45 ui-sans-serif, system-ui, sans-serif; }
section { max-height: 40vh; overflow: auto; box-sizing: border-box; padding: 12px 14px; border-radius: 8px;
  border-left: 5px solid #e3b341; background: #181818; color: #eee; box-shadow: 0 8px 28px rgb(0 0 0 / 0.4); }
header { display: flex; gap: 12px; align-items: baseline; justify-content: space-between; }
h2 { margin: 0; font-size: 13px; color: #e3b341; }
button { font: inherit; color: inherit; background: none; border: 1px solid #555; border-radius: 4px; cursor: pointer; padding: 0 6px; }
ul { margin: 8px 0 0; padding: 0; list-style: none; }
li { margin: 4px 0 0; }
.location { color: #79c0ff; font-family: ui-monospace, monospace; }
code { font-family: ui-monospace, monospace; color: #ffa657; }
`;

export function showLinkNotes(broken: BrokenLinkNote[]): void {
  hideLinkNotes();
  if (broken.length === 0) return;
  const host = document.createElement(TAG);
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLE;
  const panel = document.createElement('section');
  panel.setAttribute('role', 'status');
  const title = `${broken.length} broken link${broken.length === 1 ? '' : 's'} on this page`;
  panel.setAttribute('aria-label', title);
  const header = document.createElement('header');
  const heading = element('h2', title);
  const close = element('button', 'Hide');
  close.type = 'button';
  close.addEventListener('click', hideLinkNotes);
  header.append(heading, close);
  const list = document.createElement('ul');
  for (const link of broken) {
    const item = document.createElement('li');
    const location = element('span', link.location);
    location.className = 'location';
    item.append(location, '  ', element('code', link.href === '' ? '""' : link.href), `  ${link.message}`);
    list.append(item);
  }
  panel.append(header, list);
  root.append(style, panel);
  document.documentElement.append(host);
}

export function hideLinkNotes(): void {
  document.querySelector(TAG)?.remove();
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.textContent = text;
  return node;
}
