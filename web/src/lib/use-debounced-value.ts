import { useEffect, useState } from 'react';

/**
 * The value as it stood `delayMs` after it last changed: a search typed into a box is sent to the
 * server once the typing pauses, not once per key.
 */
export function useDebouncedValue<Value>(value: Value, delayMs = 300): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
