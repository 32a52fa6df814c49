// The open tabs, over websockets: each says which page it shows and which version of it, and
// gets told to reload, swap the stylesheet, or show or hide an error. Only the server's own
// pages may connect (see host-check.ts).
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { HelloMessage, ServerMessage } from '../../../theme/shared/dev-messages.js';

export interface LiveClient {
  /** The path the tab shows, as the browser sent it. */
  path: string;
  /** The version of the page the tab shows. */
  version: string;
  /** The version of the error the overlay shows, if one does. */
  shownError?: string;
  /** The stylesheet URL the tab uses. */
  stylesheet?: string;
  /** The broken links the tab's note lists (as JSON; undefined: none sent yet). */
  shownLinks?: string;
  send(message: ServerMessage): void;
}

export interface LiveClientsOptions {
  /** The websocket's URL path (base path included; it follows a config change). */
  path(): string;
  /** Host and Origin checks: false refuses the handshake with 403. */
  accepts(request: IncomingMessage): boolean;
  /** A tab said hello: compare its version with the current one. */
  onHello(client: LiveClient): void;
}

export class LiveClients {
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  private readonly clients = new Set<LiveClient>();

  constructor(http: Server, private readonly options: LiveClientsOptions) {
    http.on('upgrade', (request, socket, head) => this.upgrade(request, socket, head));
  }

  all(): LiveClient[] {
    return [...this.clients];
  }

  broadcast(message: ServerMessage): void {
    for (const client of this.clients) client.send(message);
  }

  close(): void {
    for (const socket of this.server.clients) socket.terminate();
    this.server.close();
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    // A socket that errors (a client that hangs up mid-handshake) must not become an uncaught exception.
    socket.on('error', () => socket.destroy());
    try {
      const path = (request.url ?? '').split('?', 1)[0];
      if (path !== this.options.path() || !this.options.accepts(request)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      this.server.handleUpgrade(request, socket, head, (ws) => this.connected(ws));
    } catch {
      // Whatever a request holds, the server goes on.
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    }
  }

  private connected(ws: WebSocket): void {
    ws.once('message', (data) => {
      const hello = parseHello(String(data));
      if (!hello) {
        ws.close(1008, 'expected hello');
        return;
      }
      const client: LiveClient = {
        path: hello.path,
        version: hello.version,
        ...(hello.stylesheet ? { stylesheet: hello.stylesheet } : {}),
        send: (message) => {
          if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
        },
      };
      this.clients.add(client);
      ws.on('close', () => this.clients.delete(client));
      this.options.onHello(client);
    });
    ws.on('error', () => ws.terminate());
  }
}

function parseHello(text: string): HelloMessage | undefined {
  try {
    const data = JSON.parse(text) as Partial<HelloMessage>;
    if (data.type === 'hello' && typeof data.path === 'string' && typeof data.version === 'string' && (data.stylesheet === undefined || typeof data.stylesheet === 'string')) return data as HelloMessage;
  } catch {
    // Not JSON.
  }
  return undefined;
}
