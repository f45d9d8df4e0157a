import { FormField } from './form-field';
import { Textarea } from './textarea';

type TextareaFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  rows?: number;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
};

/** A labelled text area for notes and reasons, with its mistake under it. */
export function TextareaField({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  rows = 3,
  required,
  disabled,
  error,
}: TextareaFieldProps) {
  return (
    <FormField label={label} required={required} error={error}>
      {(control) => (
        <Textarea
          {...control}
          rows={rows}
          value={value}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
