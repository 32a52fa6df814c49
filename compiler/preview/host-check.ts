// Who may talk to the dev server and the preview server. Pure, and total: a malformed header
// (`127.0.0.1:99999`, `127.0.0.1:abc`, `[::1`) is refused, never an exception.
//
// The server binds 127.0.0.1, but a web page on any site can still make the reader's browser
// send requests to it. Two checks close that door:
// - the Host header must name this machine (localhost, an IP literal, or the --host given), which
//   defeats DNS rebinding (evil.example resolving to 127.0.0.1 would send Host: evil.example);
// - a websocket must come from the page's own origin (browsers always send Origin on a websocket
//   handshake, and scripts cannot forge it), so another site cannot listen to or drive reloads.
import { isIP } from 'node:net';

/** The host name of a Host header value ('127.0.0.1:5173' → '127.0.0.1', '[::1]:80' → '::1'). */
export function hostName(hostHeader: string): string {
  const value = hostHeader.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']') === -1 ? undefined : value.indexOf(']'));
  const colon = value.lastIndexOf(':');
  return colon === -1 ? value : value.slice(0, colon);
}

/** A Host header a browser could send: a name or address, then at most a port from 0 to 65535. */
export function isWellFormedHost(hostHeader: string): boolean {
  const value = hostHeader.trim();
  const match = /^(\[[0-9a-fA-F:.]+\]|[^\s:[\]/?#@]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return false;
  return match[2] === undefined || Number(match[2]) <= 65535;
}

export function isAllowedHost(hostHeader: string | undefined, listenHost: string): boolean {
  if (!hostHeader || !isWellFormedHost(hostHeader)) return false;
  const name = hostName(hostHeader);
  if (name === '') return false;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) !== 0) return true;
  return name === listenHost.trim().toLowerCase().replace(/^\[|\]$/g, '');
}

/** True when Origin is exactly the origin the request was addressed to (http://<Host>). */
export function isSameOrigin(originHeader: string | undefined, hostHeader: string | undefined): boolean {
  if (!originHeader || !hostHeader || !isWellFormedHost(hostHeader)) return false;
  try {
    const origin = new URL(originHeader);
    if (origin.protocol !== 'http:' && origin.protocol !== 'https:') return false;
    return origin.host === new URL(`http://${hostHeader.trim()}`).host;
  } catch {
    return false;
  }
}
