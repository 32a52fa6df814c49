// An island: rendered to HTML at build time like the rest of the page, then hydrated in the
// browser when its strategy says so ('visible': once it scrolls into view). Only islands ship
// JavaScript; the rest of the page is static HTML.
import { useState } from 'react';

export const hydrate = 'visible';

export default function Counter({ start = 0 }: { start?: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" className="counter" onClick={() => setCount(count + 1)}>
      Clicked {count} {count === 1 ? 'time' : 'times'}
    </button>
  );
}
