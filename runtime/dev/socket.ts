// The connection to the dev server, kept alive: when it drops (the server restarted, the laptop
// slept), it is opened again with a growing delay, and `onOpen` runs again each time.
export interface LiveSocket {
  send(message: unknown): void;
}

export function openLiveSocket(url: string, handlers: { onOpen(socket: LiveSocket): void; onMessage(data: unknown): void }): void {
  let delay = 250;
  const connect = () => {
    const socket = new WebSocket(url);
    const live: LiveSocket = { send: (message) => socket.send(JSON.stringify(message)) };
    socket.addEventListener('open', () => {
      delay = 250;
      handlers.onOpen(live);
    });
    socket.addEventListener('message', (event) => {
      try {
        handlers.onMessage(JSON.parse(String(event.data)) as unknown);
      } catch {
        // Not ours; ignore.
      }
    });
    socket.addEventListener('close', () => {
      setTimeout(connect, delay);
      delay = Math.min(delay * 2, 4000);
    });
  };
  connect();
}
