// The live-reload client, injected into every page `docsgen dev` serves. It tells the server which
// page and which version of it this is, then does what the server says: reload (keeping the
// scroll position), swap the stylesheet, or show or hide the error overlay.
import { DEV_CLIENT_ATTRIBUTE, type HelloMessage, type OverlayError, type ServerMessage } from './messages.js';
import { hideOverlay, showOverlay } from './overlay.js';
import { restoreScroll, saveScroll } from './scroll.js';
import { openLiveSocket } from './socket.js';
import { swapStylesheet } from './stylesheet.js';

const script = document.querySelector<HTMLScriptElement>(`script[${DEV_CLIENT_ATTRIBUTE}]`);
const settings = script?.dataset ?? {};
let stylesheet = settings.stylesheet ?? '';

restoreScroll();

// A page that failed to build is served with its error, so the overlay shows at once.
const initialError = document.getElementById('docsgen-dev-error')?.textContent;
if (initialError) showOverlay(JSON.parse(initialError) as OverlayError);

function handle(message: ServerMessage): void {
  switch (message.type) {
    case 'reload':
      saveScroll();
      location.reload();
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
  }
}

if (settings.socket) {
  const url = new URL(settings.socket, location.href);
  url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  openLiveSocket(url.href, {
    onOpen(socket) {
      const hello: HelloMessage = { type: 'hello', path: location.pathname, version: settings.version ?? '', stylesheet };
      socket.send(hello);
    },
    onMessage: (data) => handle(data as ServerMessage),
  });
}
