import {
  createQabailRequestSchema,
  DATE_LIMITS,
  QABAIL_COUNT_LIMITS,
  QABAIL_STATUSES,
  TEXT_LIMITS,
  updateQabailRequestSchema,
  WEEK_DAYS,
} from '@seerat/contracts';
import { type FormEvent, useId, useState } from 'react';
import { CityPicker } from '../../../components/places/city-picker';
import { Button } from '../../../components/ui/button';
import { CountField } from '../../../components/ui/count-field';
import { FormSection } from '../../../components/ui/form-section';
import { SchemaTextField } from '../../../components/ui/schema-text-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ToggleField } from '../../../components/ui/toggle-field';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import {
  QABAIL_COUNT_FIELDS,
  type QabailFormRequest,
  type QabailFormValues,
  qabailFormErrors,
  toQabailRequest,
  withToggle,
} from '../qabail-form-values';

type QabailFormProps = {
  initial: QabailFormValues;
  /** The qabail's city by name, when the user may no longer read it. */
  cityName?: string | undefined;
  /** Qabilah names already in use, offered as the user types. */
  qabilahNames: string[];
  submitLabel: string;
  pending: boolean;
  /** An edit asks for the reason of the change. */
  askReason: boolean;
  onSubmit: (request: QabailFormRequest) => void;
  onCancel: () => void;
  /** The submit's last failure (the mutation's `error`): the fields the server named show their messages. */
  failure?: unknown;
};

const STATUS_OPTIONS = QABAIL_STATUSES.map((status) => ({
  value: status,
  label: status === 'active' ? 'Active' : 'Inactive',
}));
const DAY_OPTIONS = WEEK_DAYS.map((day) => ({ value: day, label: day }));

/** The qabail form (spec section 5): toggles reveal the inputs that depend on them. */
export function QabailForm(props: QabailFormProps) {
  const [values, setValues] = useState(props.initial);
  const { errors, formRef, refuse } = useFieldErrors({ failure: props.failure });
  const suggestionsId = useId();
  const set =
    <K extends keyof QabailFormValues>(name: K) =>
    (value: QabailFormValues[K]) =>
      setValues((current) => ({ ...current, [name]: value }));
  const toggle = (name: Parameters<typeof withToggle>[1]) => (on: boolean) =>
    setValues((current) => withToggle(current, name, on));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (refuse(qabailFormErrors(values)) || values.cityId === null) return;
    props.onSubmit(toQabailRequest({ ...values, cityId: values.cityId }));
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
      <FormSection title="Basic Information" variant="fieldset" columns="sm:grid-cols-2">
        <TextField
          label="Qabilah Name"
          required
          value={values.qabilahName}
          onChange={set('qabilahName')}
          list={suggestionsId}
          autoComplete="off"
          placeholder="Enter qabilah name"
          maxLength={TEXT_LIMITS.name}
          error={errors.qabilahName}
        />
        <datalist id={suggestionsId}>
          {props.qabilahNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <TextField
          label="Masool Name"
          required
          value={values.masoolName}
          onChange={set('masoolName')}
          placeholder="Enter masool name"
          maxLength={TEXT_LIMITS.name}
          error={errors.masoolName}
        />
        <TextField
          label="Masool Contact"
          type="tel"
          value={values.masoolContact}
          onChange={set('masoolContact')}
          placeholder="+92-300-0000000"
          maxLength={TEXT_LIMITS.short}
          error={errors.masoolContact}
        />
        <CityPicker
          label="City Name"
          required
          value={values.cityId === null ? '' : String(values.cityId)}
          onChange={(value) => set('cityId')(value === '' ? null : Number(value))}
          currentName={props.cityName}
          placeholder="Select a city"
          error={errors.cityId}
        />
        <TextField
          label="Area Covered"
          value={values.areaCovered}
          onChange={set('areaCovered')}
          maxLength={TEXT_LIMITS.phrase}
          error={errors.areaCovered}
        />
        <SelectField
          label="Status"
          value={values.status}
          onChange={(value) => set('status')(value === 'inactive' ? 'inactive' : 'active')}
          options={STATUS_OPTIONS}
        />
      </FormSection>

      <FormSection title="Statistics" variant="fieldset" columns="grid-cols-2 sm:grid-cols-3">
        {QABAIL_COUNT_FIELDS.map(({ name, label }) => (
          <CountField
            key={name}
            label={label}
            max={QABAIL_COUNT_LIMITS[name]}
            value={values.counts[name]}
            onChange={(value) =>
              setValues((current) => ({ ...current, counts: { ...current.counts, [name]: value } }))
            }
            error={errors[name]}
          />
        ))}
      </FormSection>

      <FormSection title="Activities" variant="fieldset">
        <ToggleField
          label="WhatsApp Group"
          checked={values.whatsappGroup}
          onCheckedChange={toggle('whatsappGroup')}
          twoColumns
        >
          <TextField
            label="WhatsApp Group URL"
            type="url"
            value={values.whatsappGroupUrl}
            onChange={set('whatsappGroupUrl')}
            placeholder="https://chat.whatsapp.com/..."
            maxLength={TEXT_LIMITS.url}
            error={errors.whatsappGroupUrl}
          />
        </ToggleField>
        <ToggleField
          label="Majlis Zikr"
          checked={values.majlisZikrCheck}
          onCheckedChange={toggle('majlisZikrCheck')}
          twoColumns
        >
          <SelectField
            label="Zikr Day"
            value={values.majlisZikrDay}
            onChange={(value) => set('majlisZikrDay')(WEEK_DAYS.find((day) => day === value) ?? '')}
            options={DAY_OPTIONS}
            placeholder="Select a day"
          />
          <TextField
            label="Zikr Time"
            value={values.majlisZikrTime}
            onChange={set('majlisZikrTime')}
            placeholder="e.g. 8:00 PM"
            maxLength={TEXT_LIMITS.short}
            error={errors.majlisZikrTime}
          />
        </ToggleField>
        <ToggleField
          label="Shab-e-Tazkia"
          checked={values.shabetazkiaCheck}
          onCheckedChange={toggle('shabetazkiaCheck')}
          twoColumns
        >
          <TextField
            label="Last Shab-e-Tazkia Date"
            type="date"
            min={DATE_LIMITS.min}
            max={DATE_LIMITS.max}
            value={values.shabetazkiaLastDate}
            onChange={set('shabetazkiaLastDate')}
          />
        </ToggleField>
      </FormSection>

      <FormSection title="Notes" variant="fieldset">
        <SchemaTextField
          schema={createQabailRequestSchema}
          name="additionalInfo"
          label="Additional Information"
          value={values.additionalInfo}
          onChange={set('additionalInfo')}
        />
        <SchemaTextField
          schema={createQabailRequestSchema}
          name="specialNotes"
          label="Special Notes"
          value={values.specialNotes}
          onChange={set('specialNotes')}
        />
        {props.askReason && (
          <SchemaTextField
            schema={updateQabailRequestSchema}
            name="changeReason"
            label="Reason for Change"
            value={values.changeReason}
            onChange={set('changeReason')}
            placeholder="Why is this being changed? (optional)"
          />
        )}
      </FormSection>

      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={props.onCancel} disabled={props.pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={props.pending}>
          {props.pending ? 'Saving...' : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
