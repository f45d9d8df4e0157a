import {
  CITY_COUNT_LIMITS,
  CITY_STATUSES,
  type CityStatus,
  CONTACT_PLACEHOLDER,
  createCityRequestSchema,
  DATE_LIMITS,
  ONLY_ADMIN_CAN_CHANGE_STATUS,
  TEXT_LIMITS,
  updateCityRequestSchema,
  WEEK_DAYS,
} from '@seerat/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CountField } from '../../../components/ui/count-field';
import { useErrorToast } from '../../../components/ui/error-toast';
import { FormSection } from '../../../components/ui/form-section';
import { SchemaTextField } from '../../../components/ui/schema-text-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ToggleField } from '../../../components/ui/toggle-field';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { fieldErrors } from '../../../lib/form-input';
import { describeFieldErrors } from '../../../lib/server-field-errors';
import { useCityAccess } from '../city-access';
import {
  CITY_COUNT_FIELDS,
  type CityEditableFields,
  type CityFormRequest,
  type CityFormStart,
  type CityFormValues,
  initialCityFormValues,
  toCityRequest,
  withField,
} from '../city-form-values';
import { CityCampusFields } from './city-campus-fields';
import { CityCatalogueSections } from './city-catalogue-sections';
import { ParentCityField } from './parent-city-field';

export type { CityFormRequest } from '../city-form-values';

export type CityFormProps = {
  /** Where the form starts: the city being edited with its selections, or a zone for a new city. */
  start: CityFormStart;
  /** Zones to choose from when adding a city; without them the city stays in the zone it starts in. */
  zones?: Array<{ id: number; name: string }>;
  submitLabel: string;
  /** The submit button's text while the request is on its way (`Saving...`). */
  pendingLabel: string;
  pending: boolean;
  onSubmit: (request: CityFormRequest) => void;
  onCancel?: () => void;
  /** Shown above the buttons: a problem the user should know before sending again. */
  notice?: ReactNode;
  /** The submit's last failure (the mutation's `error`): the fields the server named show their messages. */
  failure?: unknown;
};

/**
 * Every field of a city, for editing one (with a reason for the change) or adding one. Toggles
 * reveal what depends on them and clear it when switched off. Only an administrator sets the status.
 */
export function CityForm({
  start,
  zones,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onCancel,
  notice,
  failure,
}: CityFormProps) {
  const [values, setValues] = useState<CityFormValues>(() => initialCityFormValues(start));
  // The status is the user's right alone, whichever city the form holds.
  const { canChangeStatus } = useCityAccess(null);
  const editing = start.city !== undefined;
  const { fields } = values;

  const { errors, formRef, refuse, clear } = useFieldErrors({ failure });
  const { refused } = useErrorToast();

  const setField = <K extends keyof CityEditableFields>(name: K, value: CityEditableFields[K]) => {
    setValues((current) => ({ ...current, fields: withField(current.fields, name, value) }));
    // A field's message goes as soon as it is edited; the rules run again on submit.
    clear(name);
  };

  // The contract's own rules run before sending, so a mistake shows under its field.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = toCityRequest(
      // A zone not chosen yet is reported below as such, not as the contract's number message.
      { ...values, zoneId: values.zoneId ?? 0 },
      { includeStatus: canChangeStatus, includeChangeReason: editing },
    );
    const parsed = (editing ? updateCityRequestSchema : createCityRequestSchema).safeParse(request);
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (values.zoneId === null) found.zoneId = 'Zone is required';
    if (refuse(found)) refused(describeFieldErrors(found));
    else onSubmit(request);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-6">
      <FormSection title="Basic Information">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Name"
            required
            maxLength={TEXT_LIMITS.name}
            value={fields.name}
            error={errors.name}
            onChange={(value) => setField('name', value)}
          />
          <TextField
            label="City Name (Urdu)"
            urdu
            maxLength={TEXT_LIMITS.name}
            value={fields.nameUrdu}
            error={errors.nameUrdu}
            onChange={(value) => setField('nameUrdu', value)}
          />
          <TextField
            label="Masool Name"
            required
            maxLength={TEXT_LIMITS.name}
            value={fields.masoolName}
            error={errors.masoolName}
            onChange={(value) => setField('masoolName', value)}
          />
          <TextField
            label="Masool Number"
            type="tel"
            maxLength={TEXT_LIMITS.short}
            placeholder={CONTACT_PLACEHOLDER}
            value={fields.masoolNumber}
            error={errors.masoolNumber}
            onChange={(value) => setField('masoolNumber', value)}
          />
          <SelectField
            label="Status"
            value={fields.status}
            error={errors.status}
            onChange={(value) => setField('status', value as CityStatus)}
            options={CITY_STATUSES.map((status) => ({ value: status, label: capitalise(status) }))}
            disabled={!canChangeStatus}
            note={canChangeStatus ? undefined : ONLY_ADMIN_CAN_CHANGE_STATUS}
          />
          {zones !== undefined && (
            <SelectField
              label="Zone"
              required
              placeholder="Select a zone"
              value={values.zoneId === null ? '' : String(values.zoneId)}
              error={errors.zoneId}
              onChange={(value) =>
                setValues((current) => ({
                  ...current,
                  zoneId: value === '' ? null : Number(value),
                  // A parent city belongs to the same zone.
                  fields: withField(current.fields, 'parentCityId', null),
                }))
              }
              options={zones.map((zone) => ({ value: String(zone.id), label: zone.name }))}
            />
          )}
        </div>
      </FormSection>

      <FormSection title="Numbers">
        <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {CITY_COUNT_FIELDS.map(({ name, label }) => (
            <CountField
              key={name}
              label={label}
              max={CITY_COUNT_LIMITS[name]}
              value={values.counts[name]}
              error={errors[name]}
              onChange={(value) => {
                setValues((current) => ({ ...current, counts: { ...current.counts, [name]: value } }));
                clear(name);
              }}
            />
          ))}
        </div>
      </FormSection>

      <FormSection title="Activities">
        <div className="grid items-start gap-3 md:grid-cols-2">
          <ToggleField
            label="WhatsApp Group"
            checked={fields.whatsappGroup}
            onCheckedChange={(checked) => setField('whatsappGroup', checked)}
          >
            <TextField
              label="WhatsApp Group URL"
              type="url"
              placeholder="https://chat.whatsapp.com/..."
              maxLength={TEXT_LIMITS.url}
              value={fields.whatsappGroupUrl}
              error={errors.whatsappGroupUrl}
              onChange={(value) => setField('whatsappGroupUrl', value)}
            />
          </ToggleField>
          <ToggleField
            label="Islahi Muamlat"
            checked={fields.islahiMuamlat}
            onCheckedChange={(checked) => setField('islahiMuamlat', checked)}
          >
            <TextField
              label="Muamlat Receiver"
              maxLength={TEXT_LIMITS.name}
              value={fields.muamlatReceiver}
              error={errors.muamlatReceiver}
              onChange={(value) => setField('muamlatReceiver', value)}
            />
          </ToggleField>
          <ToggleField
            label="Islahi Majlis (Majlis Zikr)"
            checked={fields.majlisZikrCheck}
            onCheckedChange={(checked) => setField('majlisZikrCheck', checked)}
            twoColumns
          >
            <SelectField
              label="Day"
              placeholder="Select a day"
              value={fields.majlisZikrDay ?? ''}
              onChange={(value) =>
                setField('majlisZikrDay', value === '' ? null : (value as (typeof WEEK_DAYS)[number]))
              }
              options={WEEK_DAYS.map((day) => ({ value: day, label: day }))}
            />
            <TextField
              label="Time"
              placeholder="6:00PM"
              maxLength={TEXT_LIMITS.short}
              value={fields.majlisZikrTime}
              error={errors.majlisZikrTime}
              onChange={(value) => setField('majlisZikrTime', value)}
            />
          </ToggleField>
          <ToggleField
            label="Shabeer-e-Tazkia"
            checked={fields.shabetazkiaCheck}
            onCheckedChange={(checked) => setField('shabetazkiaCheck', checked)}
          >
            <TextField
              label="Last Date"
              type="date"
              min={DATE_LIMITS.min}
              max={DATE_LIMITS.max}
              value={fields.shabetazkiaLastDate}
              error={errors.shabetazkiaLastDate}
              onChange={(value) => setField('shabetazkiaLastDate', value)}
            />
          </ToggleField>
          <ToggleField
            label="Is Sub City"
            checked={fields.isParentCity}
            onCheckedChange={(checked) => setField('isParentCity', checked)}
            className="md:col-span-2"
          >
            <ParentCityField
              zoneId={values.zoneId}
              start={start}
              value={fields.parentCityId}
              error={errors.parentCityId}
              onChange={(parentCityId) => setField('parentCityId', parentCityId)}
            />
          </ToggleField>
        </div>
      </FormSection>

      <FormSection title="Campus">
        <CityCampusFields fields={fields} setField={setField} errors={errors} />
      </FormSection>

      <CityCatalogueSections values={values} setValues={setValues} errors={errors} />

      <FormSection title="Notes">
        <SchemaTextField
          schema={createCityRequestSchema}
          name="karguzari"
          label="Karguzari"
          value={fields.karguzari ?? ''}
          onChange={(value) => setField('karguzari', value)}
        />
        {editing && (
          <SchemaTextField
            schema={updateCityRequestSchema}
            name="changeReason"
            label="Reason for change"
            placeholder="Why is this city being changed?"
            value={values.changeReason}
            onChange={(changeReason) => setValues((current) => ({ ...current, changeReason }))}
          />
        )}
      </FormSection>

      {notice}
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

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
