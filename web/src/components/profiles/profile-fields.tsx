import { useId } from 'react';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Switch } from '../ui/switch';
import { Textarea } from '../ui/textarea';

/**
 * The inputs of the profile forms (masool, team, the profile page and the Alim page), each a
 * label, its control and its error. Values are kept as the form shows them; the contracts' schema
 * parses them on submit.
 */
type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  placeholder?: string;
  type?: 'text' | 'tel' | 'email' | 'date';
  disabled?: boolean;
};

export function TextField({
  label,
  value,
  onChange,
  error,
  required,
  placeholder,
  type = 'text',
  disabled,
}: TextFieldProps) {
  return (
    <FormField label={label} required={required} error={error}>
      {(control) => (
        <Input
          {...control}
          type={type}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

export function TextAreaField({
  label,
  value,
  onChange,
  error,
  disabled,
}: Omit<TextFieldProps, 'type' | 'placeholder' | 'required'>) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <Textarea
          {...control}
          rows={3}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** A whole number of at least 0; what is typed is kept, the schema refuses what is not a count. */
export function CountField({
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={Number.isFinite(value) ? value : 0}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value === '' ? 0 : Number(event.target.value))}
        />
      )}
    </FormField>
  );
}

export function ToggleField({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
