'use client';
import { useState } from 'react';

/** The one client component: what any interactive page hydrates at the least. */
export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count} times
    </button>
  );
}
