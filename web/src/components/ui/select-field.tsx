import { useId } from 'react';
import { FormField } from './form-field';
import { Select } from './select';

type SelectFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  /** The empty first choice (value `''`), while nothing is chosen or when none may be. */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** A line under the field: why it is disabled, or that its choices failed to load. */
  note?: string | undefined;
  error?: string | undefined;
};

/** A labelled native select with its mistake, and a note, under it. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  required = false,
  disabled,
  note,
  error,
}: SelectFieldProps) {
  const noteId = useId();
  return (
    <FormField label={label} required={required} error={error}>
      {(control) => (
        <>
          <Select
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            disabled={disabled}
            aria-describedby={
              [control['aria-describedby'], note && noteId].filter(Boolean).join(' ') || undefined
            }
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
          {note !== undefined && (
            <p id={noteId} className="text-xs text-amber-700">
              {note}
            </p>
          )}
        </>
      )}
    </FormField>
  );
}
