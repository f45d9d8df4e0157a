import { TextField, type TextFieldProps } from './text-field';

/**
 * A count: a whole number of at least 0, typed as text so the form decides what an empty or
 * half-typed value means (the form values count an empty one as 0).
 */
export function CountField(props: Omit<TextFieldProps, 'type' | 'urdu'>) {
  return <TextField {...props} type="number" inputMode="numeric" min={0} step={1} />;
}
