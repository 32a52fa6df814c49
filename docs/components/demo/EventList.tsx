import type { DemoEvent } from './event-log';

/**
 * A live list of what happened, newest last. The log region is always in the page, even when
 * empty: screen readers only announce additions to a live region that already existed.
 */
export function EventList({ events, labelledBy }: { events: readonly DemoEvent[]; labelledBy: string }) {
  return (
    <div className="demo-events" role="log" aria-labelledby={labelledBy} data-testid="event-list">
      {events.length === 0 ? (
        <p className="demo-muted">No events yet.</p>
      ) : (
        <ol>
          {events.map((event) => (
            <li key={event.id} data-testid="event-item" data-event={event.kind}>
              <span className="demo-events__kind">{event.kind}</span>{' '}
              <span className="demo-events__detail">{event.detail}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
