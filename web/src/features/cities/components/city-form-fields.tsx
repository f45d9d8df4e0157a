import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { useId } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { classNames } from '../../../lib/class-names';

/** The building blocks of the city form: labelled inputs that share one look. */

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} />
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

type TextFieldProps = {
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  placeholder?: string;
  /** Urdu: typed right to left in the Nastaliq font. */
  urdu?: boolean;
  maxLength?: number;
  /** Bounds of a date input. */
  min?: string;
  max?: string;
  error?: string | undefined;
};

export function TextField({
  label,
  value,
  onChange,
  required = false,
  type = 'text',
  placeholder,
  urdu,
  maxLength,
  min,
  max,
  error,
}: TextFieldProps) {
  return (
    <FormField label={label} required={required} error={error}>
      {(control) => (
        <Input
          {...control}
          type={type}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          min={min}
          max={max}
          // Nastaliq reads small at the inputs' usual size; `!` outranks the input's own text-sm.
          {...(urdu && { dir: 'rtl', lang: 'ur', className: 'font-urdu text-base!' })}
        />
      )}
    </FormField>
  );
}

type CountFieldProps = { label: string; value: string; max: number; onChange: (value: string) => void };

export function CountField({ label, value, max, onChange }: CountFieldProps) {
  const id = useId();
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

type SelectFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  /** The empty first choice, when there may be none. */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** A line under the field (why it is disabled). */
  note?: string;
  error?: string | undefined;
};

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

type ToggleFieldProps = {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The inputs this toggle reveals while it is on. */
  children?: ReactNode;
  className?: string;
};

export function ToggleField({ label, checked, onCheckedChange, children, className }: ToggleFieldProps) {
  const id = useId();
  return (
    <div
      className={classNames('rounded-lg border border-slate-200 p-3', checked && 'bg-slate-50/60', className)}
    >
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={id} className="cursor-pointer">
          {label}
        </Label>
        <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />
      </div>
      {checked && children !== undefined && <div className="mt-3 grid gap-3">{children}</div>}
    </div>
  );
}

type TextAreaFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength: number;
};

export function TextAreaField({ label, value, onChange, placeholder, maxLength }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={3}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
