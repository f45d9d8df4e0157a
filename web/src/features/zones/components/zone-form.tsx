import {
  COUNT_LIMITS,
  TEXT_LIMITS,
  ZONE_NAME_TAKEN,
  type Zone,
  type ZoneFields,
  zoneFieldsSchema,
} from '@seerat/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CountField } from '../../../components/ui/count-field';
import { TextField } from '../../../components/ui/text-field';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
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
  /** The submit's last failure (the mutation's `error`): the fields the server named show their messages. */
  failure?: unknown;
};

/** A zone name another zone holds is said under Name. */
const NAME_CONFLICT = { [ZONE_NAME_TAKEN]: 'name' };

/** The zone fields, checked by the same rules as the server's (name and masool required). */
export function ZoneForm({
  zone,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  children,
  onCancel,
  failure,
}: ZoneFormProps) {
  const [values, setValues] = useState<ZoneFormValues>(() => initialValues(zone));
  const { errors, formRef, refuse, clear } = useFieldErrors({ failure, conflicts: NAME_CONFLICT });
  const set = (field: keyof ZoneFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message goes as soon as it is edited; the rules run again on submit.
    clear(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = zoneFieldsSchema.safeParse({ ...values, libraryCount: toCount(values.libraryCount) });
    if (refuse(parsed.success ? {} : fieldErrors(parsed.error)) || !parsed.success) return;
    onSubmit(parsed.data);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Zone Name"
          maxLength={TEXT_LIMITS.name}
          required
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          autoComplete="off"
        />
        <TextField
          label="Zone Masool"
          maxLength={TEXT_LIMITS.name}
          required
          value={values.masool}
          onChange={set('masool')}
          error={errors.masool}
          autoComplete="off"
        />
        <TextField
          label="Masool Contact"
          maxLength={TEXT_LIMITS.short}
          type="tel"
          placeholder="+92-300-0000000"
          value={values.masoolContact}
          onChange={set('masoolContact')}
          error={errors.masoolContact}
        />
        <TextField
          label="Responsible City"
          maxLength={TEXT_LIMITS.name}
          value={values.responsibleCity}
          onChange={set('responsibleCity')}
          error={errors.responsibleCity}
        />
        <TextField
          label="WhatsApp Group URL"
          maxLength={TEXT_LIMITS.url}
          type="url"
          placeholder="https://chat.whatsapp.com/…"
          value={values.whatsappGroupUrl}
          onChange={set('whatsappGroupUrl')}
          error={errors.whatsappGroupUrl}
        />
        <CountField
          label="Library Count"
          min={0}
          max={COUNT_LIMITS.books}
          value={values.libraryCount}
          onChange={set('libraryCount')}
          error={errors.libraryCount}
        />
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
