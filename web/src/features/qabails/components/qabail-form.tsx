import { DATE_LIMITS, QABAIL_COUNT_LIMITS, QABAIL_STATUSES, TEXT_LIMITS, WEEK_DAYS } from '@seerat/contracts';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { focusFirstInvalid } from '../../../components/ui/form-field';
import {
  CountInputField,
  InputField,
  NotesField,
  SelectInputField,
  ToggleSection,
} from './qabail-form-fields';
import {
  QABAIL_COUNT_FIELDS,
  type QabailFormRequest,
  type QabailFormValues,
  qabailFormErrors,
  toQabailRequest,
  withToggle,
} from './qabail-form-values';

type QabailFormProps = {
  initial: QabailFormValues;
  /** The cities the qabail may be attached to. */
  cities: Array<{ id: number; name: string }>;
  /** Qabilah names already in use, offered as the user types. */
  qabilahNames: string[];
  submitLabel: string;
  pending: boolean;
  /** An edit asks for the reason of the change. */
  askReason: boolean;
  onSubmit: (request: QabailFormRequest) => void;
  onCancel: () => void;
};

const STATUS_OPTIONS = QABAIL_STATUSES.map((status) => ({
  value: status,
  label: status === 'active' ? 'Active' : 'Inactive',
}));
const DAY_OPTIONS = WEEK_DAYS.map((day) => ({ value: day, label: day }));

/** The qabail form (spec section 5): toggles reveal the inputs that depend on them. */
export function QabailForm(props: QabailFormProps) {
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const suggestionsId = useId();
  const set =
    <K extends keyof QabailFormValues>(name: K) =>
    (value: QabailFormValues[K]) =>
      setValues((current) => ({ ...current, [name]: value }));
  const toggle = (name: Parameters<typeof withToggle>[1]) => (on: boolean) =>
    setValues((current) => withToggle(current, name, on));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = qabailFormErrors(values);
    setErrors(found);
    if (values.cityId === null || Object.keys(found).length > 0) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    props.onSubmit(toQabailRequest({ ...values, cityId: values.cityId }));
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <FormPart title="Basic Information">
        <InputField
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
        <InputField
          label="Masool Name"
          required
          value={values.masoolName}
          onChange={set('masoolName')}
          placeholder="Enter masool name"
          maxLength={TEXT_LIMITS.name}
          error={errors.masoolName}
        />
        <InputField
          label="Masool Contact"
          type="tel"
          value={values.masoolContact}
          onChange={set('masoolContact')}
          placeholder="+92-300-0000000"
          maxLength={TEXT_LIMITS.short}
          error={errors.masoolContact}
        />
        <SelectInputField
          label="City Name"
          required
          value={values.cityId === null ? '' : String(values.cityId)}
          onChange={(value) => set('cityId')(value === '' ? null : Number(value))}
          options={props.cities.map((city) => ({ value: String(city.id), label: city.name }))}
          placeholder="Select a city"
          error={errors.cityId}
        />
        <InputField
          label="Area Covered"
          value={values.areaCovered}
          onChange={set('areaCovered')}
          maxLength={TEXT_LIMITS.phrase}
          error={errors.areaCovered}
        />
        <SelectInputField
          label="Status"
          value={values.status}
          onChange={(value) => set('status')(value === 'inactive' ? 'inactive' : 'active')}
          options={STATUS_OPTIONS}
        />
      </FormPart>

      <FormPart title="Statistics" columns="grid-cols-2 sm:grid-cols-3">
        {QABAIL_COUNT_FIELDS.map(({ name, label }) => (
          <CountInputField
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
      </FormPart>

      <FormPart title="Activities" columns="grid-cols-1">
        <ToggleSection
          label="WhatsApp Group"
          checked={values.whatsappGroup}
          onCheckedChange={toggle('whatsappGroup')}
        >
          <InputField
            label="WhatsApp Group URL"
            type="url"
            value={values.whatsappGroupUrl}
            onChange={set('whatsappGroupUrl')}
            placeholder="https://chat.whatsapp.com/..."
            maxLength={TEXT_LIMITS.url}
            error={errors.whatsappGroupUrl}
          />
        </ToggleSection>
        <ToggleSection
          label="Majlis Zikr"
          checked={values.majlisZikrCheck}
          onCheckedChange={toggle('majlisZikrCheck')}
        >
          <SelectInputField
            label="Zikr Day"
            value={values.majlisZikrDay}
            onChange={(value) => set('majlisZikrDay')(WEEK_DAYS.find((day) => day === value) ?? '')}
            options={DAY_OPTIONS}
            placeholder="Select a day"
          />
          <InputField
            label="Zikr Time"
            value={values.majlisZikrTime}
            onChange={set('majlisZikrTime')}
            placeholder="e.g. 8:00 PM"
            maxLength={TEXT_LIMITS.short}
            error={errors.majlisZikrTime}
          />
        </ToggleSection>
        <ToggleSection
          label="Shab-e-Tazkia"
          checked={values.shabetazkiaCheck}
          onCheckedChange={toggle('shabetazkiaCheck')}
        >
          <InputField
            label="Last Shab-e-Tazkia Date"
            type="date"
            min={DATE_LIMITS.min}
            max={DATE_LIMITS.max}
            value={values.shabetazkiaLastDate}
            onChange={set('shabetazkiaLastDate')}
          />
        </ToggleSection>
      </FormPart>

      <FormPart title="Notes" columns="grid-cols-1">
        <NotesField
          label="Additional Information"
          value={values.additionalInfo}
          onChange={set('additionalInfo')}
          maxLength={TEXT_LIMITS.notes}
        />
        <NotesField
          label="Special Notes"
          value={values.specialNotes}
          onChange={set('specialNotes')}
          maxLength={TEXT_LIMITS.notes}
        />
        {props.askReason && (
          <InputField
            label="Reason for Change"
            value={values.changeReason}
            onChange={set('changeReason')}
            placeholder="Why is this being changed? (optional)"
            maxLength={TEXT_LIMITS.reason}
          />
        )}
      </FormPart>

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

function FormPart({
  title,
  columns = 'sm:grid-cols-2',
  children,
}: {
  title: string;
  columns?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{title}</legend>
      <div className={`grid gap-4 ${columns}`}>{children}</div>
    </fieldset>
  );
}
