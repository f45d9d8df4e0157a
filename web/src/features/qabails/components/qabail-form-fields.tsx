import { type ComponentProps, type ReactNode, useId } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { classNames } from '../../../lib/class-names';

/** The labelled inputs of the qabail form; each shows its own mistake under it. */

type InputFieldProps = Omit<ComponentProps<'input'>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
};

export function InputField({ label, value, onChange, error, required, ...input }: InputFieldProps) {
  return (
    <FormField label={label} required={required} error={error}>
      {(control) => (
        <Input {...input} {...control} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </FormField>
  );
}

/** A count: whole numbers of at least 0 (empty counts as 0). */
export function CountInputField(props: Omit<InputFieldProps, 'type'>) {
  return <InputField {...props} type="number" inputMode="numeric" min={0} step={1} />;
}

type SelectInputFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  /** The empty first choice, while nothing is chosen. */
  placeholder?: string;
  required?: boolean;
  error?: string | undefined;
};

export function SelectInputField({
  label,
  value,
  onChange,
  options,
  placeholder,
  required,
  error,
}: SelectInputFieldProps) {
  return (
    <FormField label={label} required={required} error={error}>
      {(control) => (
        <Select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

type ToggleSectionProps = {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The inputs the toggle reveals while it is on. */
  children: ReactNode;
};

export function ToggleSection({ label, checked, onCheckedChange, children }: ToggleSectionProps) {
  const id = useId();
  return (
    <div className={classNames('rounded-lg border border-slate-200 p-3', checked && 'bg-slate-50/60')}>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={id} className="cursor-pointer">
          {label}
        </Label>
        <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />
      </div>
      {checked && <div className="mt-3 grid gap-3 sm:grid-cols-2">{children}</div>}
    </div>
  );
}

type NotesFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength: number;
};

export function NotesField({ label, value, onChange, placeholder, maxLength }: NotesFieldProps) {
  return (
    <FormField label={label}>
      {(control) => (
        <Textarea
          {...control}
          rows={3}
          value={value}
          placeholder={placeholder}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
