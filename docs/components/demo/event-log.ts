export type DemoEventKind =
  | 'walletsChanged'
  | 'connected'
  | 'noAccount'
  | 'connectFailed'
  | 'accountChanged'
  | 'chainChanged'
  | 'disconnected';

export type DemoEvent = { id: number; kind: DemoEventKind; detail: string };

export const MAX_EVENTS = 50;

/** Appends, keeping the newest `MAX_EVENTS`: a long session must not grow the page forever. */
export function appendEvent(log: readonly DemoEvent[], kind: DemoEventKind, detail: string): DemoEvent[] {
  const id = (log.at(-1)?.id ?? 0) + 1;
  return [...log, { id, kind, detail }].slice(-MAX_EVENTS);
}
