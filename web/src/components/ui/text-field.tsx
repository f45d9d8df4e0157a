import type { ComponentProps } from 'react';
import { FormField } from './form-field';
import { Input } from './input';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'children'> & {
  label: string;
  /** `null` shows an empty input. */
  value: string | null;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Urdu: typed right to left in the Nastaliq font. */
  urdu?: boolean;
};

/**
 * A labelled input that shows its own mistake under it. Every other input prop passes through,
 * `required` included: the label gets its asterisk and the input `aria-required`.
 */
export function TextField({ label, value, onChange, error, urdu, ...input }: TextFieldProps) {
  return (
    <FormField label={label} required={input.required} error={error}>
      {(control) => (
        <Input
          {...input}
          {...control}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          // Nastaliq reads small at the inputs' usual size; `!` outranks the input's own text-sm.
          {...(urdu && { dir: 'rtl', lang: 'ur', className: 'font-urdu text-base!' })}
        />
      )}
    </FormField>
  );
}
