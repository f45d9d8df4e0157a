import { TextField, type TextFieldProps } from './text-field';

type CountFieldProps = Omit<TextFieldProps, 'type' | 'urdu' | 'value'> & {
  /** As the form holds it: text while typed, or a number the form keeps (see `toCount`). */
  value: string | number | null;
};

/**
 * A count: a whole number of at least 0, typed as text so the form decides what an empty or
 * half-typed value means (the form values count an empty one as 0).
 */
export function CountField({ value, ...props }: CountFieldProps) {
  return (
    <TextField
      {...props}
      value={typeof value === 'number' ? String(value) : value}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
    />
  );
}
