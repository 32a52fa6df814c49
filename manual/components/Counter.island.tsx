// The manual's live island: a button that counts, hydrated on the reader's first
// interaction with it (the default here, so that it costs a page no JavaScript before then).
import { useState } from 'react';

export const hydrate = 'interaction';

export default function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" className="manual-counter" onClick={() => setCount(count + 1)}>
      Clicked {count} {count === 1 ? 'time' : 'times'}
    </button>
  );
}
