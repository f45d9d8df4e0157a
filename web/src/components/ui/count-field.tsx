import { useState } from 'react';
import { toCount } from '../../lib/form-input';
import { TextField, type TextFieldProps } from './text-field';

type CountFieldProps = Omit<TextFieldProps, 'type' | 'urdu' | 'value'> & {
  /** As the form holds it: text while typed, or a number the form keeps (see `toCount`). */
  value: string | number | null;
};

/**
 * A count: a whole number of at least 0, typed as text so the form decides what an empty or
 * half-typed value means (the form values count an empty one as 0). A form that keeps a number
 * still sees the text as typed: a lone minus sign reads as empty, and showing the form's 0 for it
 * would turn "-3" into "03".
 */
export function CountField({ value, onChange, ...props }: CountFieldProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const shown =
    typeof value === 'number' ? (typed !== null && toCount(typed) === value ? typed : String(value)) : value;
  return (
    <TextField
      {...props}
      value={shown}
      onChange={(text) => {
        setTyped(text);
        onChange(text);
      }}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
    />
  );
}
