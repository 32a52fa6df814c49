// The manual's live island: a button that counts, hydrated when it scrolls into view.
import { useState } from 'react';

export const hydrate = 'visible';

export default function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" className="manual-counter" onClick={() => setCount(count + 1)}>
      Clicked {count} {count === 1 ? 'time' : 'times'}
    </button>
  );
}
