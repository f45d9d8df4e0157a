import { COUNT_LIMITS, TEXT_LIMITS, type Zone, type ZoneFields, zoneFieldsSchema } from '@seerat/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, focusFirstInvalid } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { fieldErrors, toCount } from '../../../lib/form-input';

type ZoneFormValues = Record<Exclude<keyof ZoneFields, 'libraryCount'>, string> & { libraryCount: string };

type ZoneFormProps = {
  /** The zone being edited; a new zone starts empty. */
  zone?: Zone;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Called with fields that passed the zone rules. */
  onSubmit: (fields: ZoneFields) => void;
  /** Inputs after the zone's own (the reason for a change). */
  children?: ReactNode;
  /** A Cancel button, for forms in a dialog. */
  onCancel?: () => void;
};

/** The zone fields, checked by the same rules as the server's (name and masool required). */
export function ZoneForm({
  zone,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  children,
  onCancel,
}: ZoneFormProps) {
  const [values, setValues] = useState<ZoneFormValues>(() => initialValues(zone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof ZoneFormValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // A field's message goes as soon as it is edited; the rules run again on submit.
    setErrors(({ [field]: _edited, ...others }) => others);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = zoneFieldsSchema.safeParse({ ...values, libraryCount: toCount(values.libraryCount) });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Zone Name" required error={errors.name}>
          {(control) => (
            <Input
              {...control}
              maxLength={TEXT_LIMITS.name}
              value={values.name}
              onChange={set('name')}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField label="Zone Masool" required error={errors.masool}>
          {(control) => (
            <Input
              {...control}
              maxLength={TEXT_LIMITS.name}
              value={values.masool}
              onChange={set('masool')}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField label="Masool Contact" error={errors.masoolContact}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              maxLength={TEXT_LIMITS.short}
              placeholder="+92-300-0000000"
              value={values.masoolContact}
              onChange={set('masoolContact')}
            />
          )}
        </FormField>
        <FormField label="Responsible City" error={errors.responsibleCity}>
          {(control) => (
            <Input
              {...control}
              maxLength={TEXT_LIMITS.name}
              value={values.responsibleCity}
              onChange={set('responsibleCity')}
            />
          )}
        </FormField>
        <FormField label="WhatsApp Group URL" error={errors.whatsappGroupUrl}>
          {(control) => (
            <Input
              {...control}
              type="url"
              maxLength={TEXT_LIMITS.url}
              placeholder="https://chat.whatsapp.com/…"
              value={values.whatsappGroupUrl}
              onChange={set('whatsappGroupUrl')}
            />
          )}
        </FormField>
        <FormField label="Library Count" error={errors.libraryCount}>
          {(control) => (
            <Input
              {...control}
              type="number"
              min={0}
              max={COUNT_LIMITS.books}
              inputMode="numeric"
              value={values.libraryCount}
              onChange={set('libraryCount')}
            />
          )}
        </FormField>
      </div>
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function initialValues(zone: Zone | undefined): ZoneFormValues {
  return {
    name: zone?.name ?? '',
    masool: zone?.masool ?? '',
    masoolContact: zone?.masoolContact ?? '',
    responsibleCity: zone?.responsibleCity ?? '',
    whatsappGroupUrl: zone?.whatsappGroupUrl ?? '',
    libraryCount: String(zone?.libraryCount ?? 0),
  };
}
