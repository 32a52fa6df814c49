// Who may talk to the dev server. Pure.
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

export function isAllowedHost(hostHeader: string | undefined, listenHost: string): boolean {
  if (!hostHeader) return false;
  const name = hostName(hostHeader);
  if (name === '' ) return false;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) !== 0) return true;
  return name === listenHost.trim().toLowerCase().replace(/^\[|\]$/g, '');
}

/** True when Origin is exactly the origin the request was addressed to (http://<Host>). */
export function isSameOrigin(originHeader: string | undefined, hostHeader: string | undefined): boolean {
  if (!originHeader || !hostHeader) return false;
  let origin: URL;
  try {
    origin = new URL(originHeader);
  } catch {
    return false;
  }
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:') return false;
  return origin.host === new URL(`http://${hostHeader.trim()}`).host;
}
