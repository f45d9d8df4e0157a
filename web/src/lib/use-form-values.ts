import { useCallback, useState } from 'react';

/**
 * A form's values as typed, and `set` to change one of them. `setValues` is there for a change
 * that moves several fields together (a city that sets its zone).
 */
export function useFormValues<Values extends object>(initial: () => Values) {
  const [values, setValues] = useState(initial);
  const set = useCallback(
    <Key extends keyof Values>(key: Key, value: Values[Key]) =>
      setValues((current) => ({ ...current, [key]: value })),
    [],
  );
  return { values, set, setValues };
}
