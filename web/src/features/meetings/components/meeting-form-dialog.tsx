import {
  COUNT_LIMITS,
  createMeetingRequestSchema,
  MEETING_STATUSES,
  MEETING_TYPES,
  type Meeting,
  updateMeetingRequestSchema,
} from '@seerat/contracts';
import type { FormEvent } from 'react';
import { CityPicker } from '../../../components/places/city-picker';
import { Button } from '../../../components/ui/button';
import { CountField } from '../../../components/ui/count-field';
import { Dialog } from '../../../components/ui/dialog';
import { useErrorToast } from '../../../components/ui/error-toast';
import { FormActions } from '../../../components/ui/form-actions';
import { SchemaTextField } from '../../../components/ui/schema-text-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { placeOptions } from '../../../lib/place-options';
import { useZones } from '../../../lib/queries/get-zones';
import { describeFieldErrors, type FieldErrors } from '../../../lib/server-field-errors';
import { useFormValues } from '../../../lib/use-form-values';
import { labelledOptions, labelOf } from '../../../lib/value-label';
import { useCreateMeeting } from '../api/create-meeting';
import { useUpdateMeeting } from '../api/update-meeting';
import {
  initialMeetingFormValues,
  type MeetingFormValues,
  meetingFormErrors,
  missingRequired,
  toCreateRequest,
  toUpdateRequest,
} from '../meeting-form-values';
import { NewActionItems } from './new-action-items';

/** Recording a new meeting (optionally of a given city), or editing `meeting`. */
export type MeetingFormTarget = { mode: 'add'; cityId?: number } | { mode: 'edit'; meeting: Meeting };

export function MeetingFormDialog({
  target,
  onClose,
}: {
  target: MeetingFormTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(next) => next || onClose()}
      title={target?.mode === 'edit' ? 'Edit Meeting' : 'New Meeting'}
      size="xl"
    >
      {target && <MeetingForm target={target} onClose={onClose} />}
    </Dialog>
  );
}

/**
 * The meeting's fields. A new meeting also chooses where it sits, its first status and its
 * action items; an edit leaves the status to the status control of Meeting Details, which offers
 * only the changes the server allows.
 */
function MeetingForm({ target, onClose }: { target: MeetingFormTarget; onClose: () => void }) {
  const editing = target.mode === 'edit' ? target.meeting : undefined;
  const { values, set: setValue } = useFormValues(() =>
    initialMeetingFormValues(editing, target.mode === 'add' ? { cityId: target.cityId } : undefined),
  );
  const create = useCreateMeeting();
  const update = useUpdateMeeting();
  const { errors, formRef, refuse, clear } = useFieldErrors({ failure: create.error ?? update.error });
  const set: typeof setValue = (key, value) => {
    setValue(key, value);
    clear(key);
  };
  const { toast } = useToast();
  const { refused, failed } = useErrorToast();
  const succeeded = (title: string) => () => {
    toast({ title });
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = meetingFormErrors(values, editing !== undefined);
    if (refuse(found)) {
      // The spec's words for missing fields; any other mistake is named as the field says it.
      refused(missingRequired(values) ?? describeFieldErrors(found));
      return;
    }
    if (editing) {
      update.mutate(
        { meeting: editing, request: toUpdateRequest(values) },
        { onSuccess: succeeded('Meeting updated successfully'), onError: failed('Failed to update meeting') },
      );
    } else {
      create.mutate(toCreateRequest(values), {
        onSuccess: succeeded('Meeting created successfully'),
        onError: failed('Failed to create meeting'),
      });
    }
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4">
      {!editing && <MeetingPlaceFields values={values} set={set} errors={errors} />}
      <SchemaTextField
        schema={createMeetingRequestSchema}
        name="title"
        label="Title"
        required
        value={values.title}
        error={errors.title}
        onChange={(text) => set('title', text)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Meeting Date"
          required
          type="date"
          value={values.meetingDate}
          error={errors.meetingDate}
          onChange={(text) => set('meetingDate', text)}
        />
        <TextField
          label="Start Time"
          type="time"
          value={values.startTime}
          error={errors.startTime}
          onChange={(text) => set('startTime', text)}
        />
        <TextField
          label="End Time"
          type="time"
          value={values.endTime}
          error={errors.endTime}
          onChange={(text) => set('endTime', text)}
        />
        <SelectField
          label="Meeting Type"
          value={values.meetingType}
          onChange={(type) => set('meetingType', type as MeetingFormValues['meetingType'])}
          options={labelledOptions(MEETING_TYPES)}
        />
        {!editing && (
          <SelectField
            label="Status"
            value={values.status}
            onChange={(status) => set('status', status as MeetingFormValues['status'])}
            options={labelledOptions(MEETING_STATUSES)}
          />
        )}
        <CountField
          label="Attendees"
          max={COUNT_LIMITS.people}
          value={values.attendees}
          error={errors.attendees}
          onChange={(text) => set('attendees', text)}
        />
      </div>
      <SchemaTextField
        schema={createMeetingRequestSchema}
        name="location"
        label="Location"
        value={values.location}
        error={errors.location}
        onChange={(text) => set('location', text)}
      />
      {(['description', 'agenda', 'minutes', 'notes'] as const).map((field) => (
        <SchemaTextField
          key={field}
          schema={createMeetingRequestSchema}
          name={field}
          label={labelOf(field)}
          value={values[field]}
          error={errors[field]}
          onChange={(text) => set(field, text)}
        />
      ))}
      {!editing && (
        <NewActionItems
          place={
            values.scope === 'city'
              ? { cityId: Number(values.cityId) || undefined }
              : { zoneId: Number(values.zoneId) || undefined }
          }
          items={values.actionItems}
          onChange={(items) => set('actionItems', items)}
        />
      )}
      {editing && (
        <SchemaTextField
          schema={updateMeetingRequestSchema}
          name="changeReason"
          label="Reason for change"
          value={values.changeReason}
          error={errors.changeReason}
          onChange={(text) => set('changeReason', text)}
        />
      )}
      <FormActions onCancel={onClose}>
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {editing ? 'Save Changes' : 'Create Meeting'}
        </Button>
      </FormActions>
    </form>
  );
}

type PlaceFieldsProps = {
  values: MeetingFormValues;
  errors: FieldErrors;
  set: <Key extends keyof MeetingFormValues>(key: Key, value: MeetingFormValues[Key]) => void;
};

/**
 * Section 4's scope toggle: changing scope clears city and zone; choosing a zone clears the city;
 * choosing a city sets its zone. A zone meeting may name one of the zone's cities, or none.
 */
function MeetingPlaceFields({ values, set, errors }: PlaceFieldsProps) {
  const zones = useZones().data ?? [];
  const setPlace = (scope: MeetingFormValues['scope'], zoneId: string, cityId: string) => {
    set('scope', scope);
    set('zoneId', zoneId);
    set('cityId', cityId);
  };
  const scopeOptions = [{ value: 'city', label: 'City' }];
  if (zones.length > 0) scopeOptions.push({ value: 'zone', label: 'Zone' });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Scope"
        value={values.scope}
        onChange={(scope) => setPlace(scope as MeetingFormValues['scope'], '', '')}
        options={scopeOptions}
      />
      {values.scope === 'zone' ? (
        <SelectField
          label="Zone"
          required
          value={values.zoneId}
          error={errors.zoneId}
          onChange={(zoneId) => setPlace('zone', zoneId, '')}
          options={placeOptions(zones)}
          placeholder="Select a zone"
        />
      ) : (
        <CityPicker
          label="City"
          required
          value={values.cityId}
          error={errors.cityId}
          onChange={(cityId, city) => setPlace('city', city ? String(city.zoneId) : '', cityId)}
          placeholder="Select a city"
        />
      )}
      {values.scope === 'zone' && values.zoneId !== '' && (
        <CityPicker
          label="City (optional)"
          value={values.cityId}
          onChange={(cityId) => set('cityId', cityId)}
          zoneId={Number(values.zoneId)}
          placeholder="The whole zone"
        />
      )}
    </div>
  );
}
