// The HTML the dev server sends: each page with the live-reload client added, a page that failed
// to build as an error document, and each page's version (what tells a stale tab). Pure.
import { createHash } from 'node:crypto';
import { DEV_CLIENT_ATTRIBUTE, type OverlayError } from '../../theme/shared/dev-messages.js';

export interface ClientTag {
  /** URL of the live-reload client script. */
  src: string;
  /** URL of the websocket. */
  socket: string;
  version: string;
  /** The stylesheet URL in the page, so a CSS update knows which <link> to swap. */
  stylesheet?: string;
}

/** The client goes last in <head>: a module script, so it runs once the document is parsed. */
export function injectClient(html: string, tag: ClientTag): string {
  const script = clientScript(tag);
  const head = html.indexOf('</head>');
  if (head !== -1) return html.slice(0, head) + script + html.slice(head);
  const body = html.lastIndexOf('</body>');
  return body === -1 ? html + script : html.slice(0, body) + script + html.slice(body);
}

function clientScript({ src, socket, version, stylesheet }: ClientTag): string {
  const attributes = [`type="module"`, `src="${attr(src)}"`, DEV_CLIENT_ATTRIBUTE, `data-socket="${attr(socket)}"`, `data-version="${attr(version)}"`];
  if (stylesheet) attributes.push(`data-stylesheet="${attr(stylesheet)}"`);
  return `<script ${attributes.join(' ')}></script>`;
}

/**
 * A page that failed to build: the error as text (readable without JavaScript) and as data for
 * the overlay, plus the client, which reloads the page once the file is fixed.
 */
export function errorDocument(error: OverlayError, tag: ClientTag): string {
  const text = [error.title, error.location, error.message, error.frame, error.hint && `hint: ${error.hint}`].filter(Boolean).join('\n\n');
  // JSON in a script element: `<` escaped so no `</script>` or `<!--` in a message can end it.
  const data = JSON.stringify(error).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeText(error.title)} – docsgen dev</title>` +
    `<script type="application/json" id="docsgen-dev-error">${data}</script>` +
    clientScript(tag) +
    `</head><body><pre style="white-space:pre-wrap;font:13px/1.45 ui-monospace,monospace;padding:16px">${escapeText(text)}</pre></body></html>`
  );
}

/**
 * A short digest of what a reader sees. Asset URLs are left out: they change whenever any island
 * or stylesheet is rebuilt, and the files they name stay served, so a page whose own content did
 * not change must not reload because of them (a CSS change swaps the stylesheet instead).
 */
export function pageVersion(html: string, assetsUrlPrefix: string): string {
  const masked = html.split(assetsUrlPrefix).map((part, i) => (i === 0 ? part : part.replace(/^[^"'\s)>]*/, ''))).join(assetsUrlPrefix);
  return createHash('sha1').update(masked).digest('base64url').slice(0, 16);
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
