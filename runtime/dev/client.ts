// The dev client, injected into every page `docsgen dev` serves. It tells the server which page
// and which version of it this is, then does what the server says: patch the page in place
// (patch.ts), reload it (keeping the scroll position), swap the stylesheet, show or hide the
// error overlay, or note the page's broken links.
import { noteStartedIslands } from './islands.js';
import { hideLinkNotes, showLinkNotes } from './link-notes.js';
import { DEV_CLIENT_ATTRIBUTE, type HelloMessage, type OverlayError, type ServerMessage } from '../../theme/shared/dev-messages.js';
import { hideOverlay, showOverlay } from './overlay.js';
import { patchDocument } from './patch.js';
import { watchPageChanges } from './page-changes.js';
import { restoreScroll, saveScroll } from './scroll.js';
import { openLiveSocket } from './socket.js';
import { swapStylesheet } from './stylesheet.js';

/**
 * `localStorage['docsgen.dev.reload'] = '1'` makes every update a full reload, as before pages
 * were patched: for a component that patching does not suit, and the bench's reference.
 */
const RELOAD_ONLY_KEY = 'docsgen.dev.reload';

const script = document.querySelector<HTMLScriptElement>(`script[${DEV_CLIENT_ATTRIBUTE}]`);
const settings = script?.dataset ?? {};
let stylesheet = settings.stylesheet ?? '';
let version = settings.version ?? '';

// Module scripts run in order once the document is parsed: the page script has started its
// islands, and none has hydrated yet.
noteStartedIslands();
watchPageChanges();
restoreScroll();

// A page that failed to build is served with its error, so the overlay shows at once.
const initialError = document.getElementById('docsgen-dev-error')?.textContent;
if (initialError) showOverlay(JSON.parse(initialError) as OverlayError);

function reload(): void {
  saveScroll();
  location.reload();
}

function reloadOnly(): boolean {
  try {
    return localStorage.getItem(RELOAD_ONLY_KEY) === '1';
  } catch {
    return false;
  }
}

function patch(message: Extract<ServerMessage, { type: 'patch' }>): void {
  // A page served as an error document has nothing to patch.
  if (initialError || reloadOnly()) return reload();
  let outcome;
  const started = performance.now();
  try {
    outcome = patchDocument(message.html, message.hydrate);
    // In the browser's performance timeline (and read by the dev bench).
    performance.measure('docsgen dev: patch', { start: started });
  } catch (error) {
    // A patch that fails half-way leaves a page no one can trust: load it whole.
    console.error('docsgen dev: patching the page failed, reloading', error);
    outcome = 'reload' as const;
  }
  if (outcome === 'reload') return reload();
  version = message.version;
  hideOverlay();
}

function handle(message: ServerMessage): void {
  switch (message.type) {
    case 'patch':
      patch(message);
      break;
    case 'reload':
      reload();
      break;
    case 'css':
      if (stylesheet) swapStylesheet(stylesheet, message.href);
      stylesheet = message.href;
      break;
    case 'error':
      showOverlay(message.error);
      break;
    case 'clear':
      hideOverlay();
      break;
    case 'links':
      if (message.broken.length > 0) showLinkNotes(message.broken);
      else hideLinkNotes();
      break;
  }
}

if (settings.socket) {
  const url = new URL(settings.socket, location.href);
  url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  openLiveSocket(url.href, {
    onOpen(socket) {
      const hello: HelloMessage = { type: 'hello', path: location.pathname, version, stylesheet };
      socket.send(hello);
    },
    onMessage: (data) => handle(data as ServerMessage),
  });
}
