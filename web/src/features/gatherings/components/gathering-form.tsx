import { createGatheringRequestSchema, recordGatheringOutcomeRequestSchema } from '@seerat/contracts';
import { type FormEvent, useState } from 'react';
import { CityPicker } from '../../../components/places/city-picker';
import { Button } from '../../../components/ui/button';
import { CountField } from '../../../components/ui/count-field';
import { SchemaTextField } from '../../../components/ui/schema-text-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import {
  type GatheringFormValues,
  gatheringFormErrors,
  PARTICIPANT_FIELDS,
  TYPE_OPTIONS,
} from '../gathering-form-values';

/**
 * `plan`: a new, draft or rejected event (Save Draft, Submit for Approval). `locked`: an approved
 * event before its end, every field disabled. `outcome`: an approved event after its end, only the
 * participant counts (labelled Actual) and the outcome's notes open.
 */
export type GatheringFormMode = 'plan' | 'locked' | 'outcome';

type GatheringFormProps = {
  mode: GatheringFormMode;
  initial: GatheringFormValues;
  /** The event's city by name, when the user may no longer read it. */
  cityName?: string | undefined;
  pending: boolean;
  /** Save Draft (`submit: false`) or Submit for Approval (`submit: true`), once the form is valid. */
  onSave: (values: GatheringFormValues & { cityId: number }, submit: boolean) => void;
  onSaveOutcome: (values: GatheringFormValues) => void;
  /** What the form refused before sending: the screen shows its toast. */
  onRefused: (errors: Record<string, string>) => void;
  onCancel: () => void;
  /** The last save's failure (the mutation's `error`): the fields the server named show their messages. */
  failure?: unknown;
};

/** The request's names of the fields this form calls otherwise. */
const REQUEST_FIELD_NAMES = { startDateTime: 'start', endDateTime: 'end' };

/** The event form (spec section 2.2). */
export function GatheringForm(props: GatheringFormProps) {
  const { mode } = props;
  const [values, setValues] = useState(props.initial);
  const {
    errors,
    formRef,
    refuse,
    clear: forget,
  } = useFieldErrors({ failure: props.failure, fieldNames: REQUEST_FIELD_NAMES });
  const planning = mode === 'plan';
  const set =
    <K extends keyof GatheringFormValues>(name: K) =>
    (value: GatheringFormValues[K]) => {
      forget(name);
      setValues((current) => ({ ...current, [name]: value }));
    };
  const setCount = (name: keyof GatheringFormValues['counts']) => (value: string) => {
    forget(name);
    setValues((current) => ({ ...current, counts: { ...current.counts, [name]: value } }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Which button sent the form: Save Draft or Submit for Approval.
    const submitting = (event.nativeEvent as SubmitEvent).submitter?.dataset.action === 'submit';
    const found = gatheringFormErrors(values);
    if (refuse(found) || values.cityId === null) {
      props.onRefused(found);
      return;
    }
    if (mode === 'outcome') props.onSaveOutcome(values);
    else props.onSave({ ...values, cityId: values.cityId }, submitting);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
      {mode === 'locked' && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
          This event is approved. Its details are locked; the participant counts open once it has ended.
        </p>
      )}
      {mode === 'outcome' && (
        <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-800">
          This event has concluded. Please update the participant counts with the actual attendance.
        </p>
      )}
      <fieldset disabled={!planning} className="grid gap-4 sm:grid-cols-2">
        <SchemaTextField
          schema={createGatheringRequestSchema}
          name="title"
          label="Event Title"
          required
          value={values.title}
          onChange={set('title')}
          error={errors.title}
        />
        <SelectField
          label="Event Type"
          value={values.eventType}
          onChange={(value) => set('eventType')(value as GatheringFormValues['eventType'])}
          options={TYPE_OPTIONS}
        />
        <div className="sm:col-span-2">
          <SchemaTextField
            schema={createGatheringRequestSchema}
            name="purpose"
            label="Purpose"
            required
            value={values.purpose}
            onChange={set('purpose')}
            error={errors.purpose}
          />
        </div>
        <SchemaTextField
          schema={createGatheringRequestSchema}
          name="organizer"
          label="Organizer"
          value={values.organizer}
          onChange={set('organizer')}
        />
        <SchemaTextField
          schema={createGatheringRequestSchema}
          name="location"
          label="Location"
          value={values.location}
          onChange={set('location')}
        />
        <TextField
          label="Start Date & Time"
          type="datetime-local"
          required
          value={values.start}
          onChange={set('start')}
          error={errors.start}
        />
        <TextField
          label="End Date & Time"
          type="datetime-local"
          required
          value={values.end}
          onChange={set('end')}
          error={errors.end}
        />
        <CityPicker
          label="City"
          required
          value={values.cityId === null ? '' : String(values.cityId)}
          onChange={(value) => set('cityId')(value === '' ? null : Number(value))}
          currentName={props.cityName}
          disabled={!planning}
          placeholder="Select a city"
          error={errors.cityId}
        />
        <CountField
          label="Expected Participants"
          value={values.counts.expectedParticipants}
          onChange={setCount('expectedParticipants')}
          error={errors.expectedParticipants}
        />
      </fieldset>
      <fieldset disabled={mode === 'locked'} className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Participants</legend>
        {PARTICIPANT_FIELDS.map(({ name, label }) => (
          <CountField
            key={name}
            label={mode === 'outcome' ? `Actual ${label}` : label}
            value={values.counts[name]}
            onChange={setCount(name)}
            error={errors[name]}
          />
        ))}
      </fieldset>
      {planning && (
        <SchemaTextField
          schema={createGatheringRequestSchema}
          name="proposalAttachments"
          label="Proposal Attachments (one URL per line)"
          value={values.proposalAttachments}
          onChange={set('proposalAttachments')}
        />
      )}
      {mode === 'outcome' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SchemaTextField
            schema={recordGatheringOutcomeRequestSchema}
            name="executionNotes"
            label="Execution Notes"
            value={values.executionNotes}
            onChange={set('executionNotes')}
          />
          <SchemaTextField
            schema={recordGatheringOutcomeRequestSchema}
            name="achievements"
            label="Achievements"
            value={values.achievements}
            onChange={set('achievements')}
          />
          <SchemaTextField
            schema={recordGatheringOutcomeRequestSchema}
            name="challenges"
            label="Challenges"
            value={values.challenges}
            onChange={set('challenges')}
          />
          <SchemaTextField
            schema={recordGatheringOutcomeRequestSchema}
            name="documentUrls"
            label="Document URLs (one per line)"
            value={values.documentUrls}
            onChange={set('documentUrls')}
          />
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={props.onCancel}>
          Cancel
        </Button>
        {planning && (
          <>
            <Button type="submit" variant="outline" disabled={props.pending} data-action="draft">
              Save Draft
            </Button>
            <Button type="submit" disabled={props.pending} data-action="submit">
              Submit for Approval
            </Button>
          </>
        )}
        {mode === 'outcome' && (
          <Button type="submit" disabled={props.pending}>
            Save Outcome
          </Button>
        )}
      </div>
    </form>
  );
}
