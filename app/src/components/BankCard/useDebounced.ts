import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `ms`: a search asks the server once per pause, not per key. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  // Nothing to settle, no timer: a field left alone schedules no late update.
  const pending = !Object.is(value, settled);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms, pending]);
  return settled;
}
