import { MEETING_STATUSES, MEETING_TYPES, type Meeting } from '@seerat/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast-provider';
import { serverMessageOr } from '../../../lib/api-client';
import { useCities } from '../../../lib/queries/get-cities';
import { useZones } from '../../../lib/queries/get-zones';
import { labelOf } from '../../../lib/value-label';
import { useCreateMeeting } from '../api/create-meeting';
import { useUpdateMeeting } from '../api/update-meeting';
import {
  initialMeetingFormValues,
  type MeetingFormValues,
  missingRequired,
  toCreateRequest,
  toUpdateRequest,
} from './meeting-form-values';
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

function MeetingForm({ target, onClose }: { target: MeetingFormTarget; onClose: () => void }) {
  const editing = target.mode === 'edit' ? target.meeting : undefined;
  const [values, setValues] = useState(() =>
    initialMeetingFormValues(editing, target.mode === 'add' ? { cityId: target.cityId } : undefined),
  );
  const cities = useCities();
  const zones = useZones();
  const create = useCreateMeeting();
  const update = useUpdateMeeting();
  const { toast } = useToast();
  const set = <Key extends keyof MeetingFormValues>(key: Key, value: MeetingFormValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingRequired(values);
    if (missing) {
      toast({ title: 'Error', description: missing, variant: 'destructive' });
      return;
    }
    if (!editing) {
      create.mutate(toCreateRequest(values), {
        onSuccess: () => {
          toast({ title: 'Meeting created successfully' });
          onClose();
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: serverMessageOr(error, 'Failed to create meeting'),
            variant: 'destructive',
          }),
      });
      return;
    }
    update.mutate(
      { meeting: editing, request: toUpdateRequest(values) },
      {
        onSuccess: () => {
          toast({ title: 'Meeting updated successfully' });
          onClose();
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: serverMessageOr(error, 'Failed to update meeting'),
            variant: 'destructive',
          }),
      },
    );
  };

  const cityChoices = cities.data ?? [];
  const zoneChoices = zones.data ?? [];
  const zoneCities = cityChoices.filter((city) => String(city.zoneId) === values.zoneId);
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {!editing && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Scope">
            {(control) => (
              <Select
                {...control}
                value={values.scope}
                // Section 4: changing scope clears city and zone.
                onChange={(event) =>
                  setValues((current) => ({
                    ...current,
                    scope: event.target.value as MeetingFormValues['scope'],
                    cityId: '',
                    zoneId: '',
                  }))
                }
              >
                <option value="city">City</option>
                {zoneChoices.length > 0 && <option value="zone">Zone</option>}
              </Select>
            )}
          </FormField>
          {values.scope === 'zone' ? (
            <FormField label="Zone" required>
              {(control) => (
                <Select
                  {...control}
                  value={values.zoneId}
                  // Choosing a zone clears the city.
                  onChange={(event) =>
                    setValues((current) => ({ ...current, zoneId: event.target.value, cityId: '' }))
                  }
                >
                  <option value="">Select a zone</option>
                  {zoneChoices.map((zone) => (
                    <option key={zone.id} value={zone.id}>
                      {zone.name}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          ) : (
            <FormField label="City" required>
              {(control) => (
                <Select
                  {...control}
                  value={values.cityId}
                  // Choosing a city sets its zone.
                  onChange={(event) => {
                    const city = cityChoices.find((choice) => String(choice.id) === event.target.value);
                    setValues((current) => ({
                      ...current,
                      cityId: event.target.value,
                      zoneId: city ? String(city.zoneId) : '',
                    }));
                  }}
                >
                  <option value="">Select a city</option>
                  {cityChoices.map((city) => (
                    <option key={city.id} value={city.id}>
                      {city.name}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          )}
          {values.scope === 'zone' && values.zoneId !== '' && (
            <FormField label="City (optional)">
              {(control) => (
                <Select
                  {...control}
                  value={values.cityId}
                  onChange={(event) => set('cityId', event.target.value)}
                >
                  <option value="">The whole zone</option>
                  {zoneCities.map((city) => (
                    <option key={city.id} value={city.id}>
                      {city.name}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          )}
        </div>
      )}
      <FormField label="Title" required>
        {(control) => (
          <Input {...control} value={values.title} onChange={(event) => set('title', event.target.value)} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Meeting Date" required>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={values.meetingDate}
              onChange={(event) => set('meetingDate', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Start Time">
          {(control) => (
            <Input
              {...control}
              type="time"
              value={values.startTime}
              onChange={(event) => set('startTime', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="End Time">
          {(control) => (
            <Input
              {...control}
              type="time"
              value={values.endTime}
              onChange={(event) => set('endTime', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Meeting Type">
          {(control) => (
            <Select
              {...control}
              value={values.meetingType}
              onChange={(event) => set('meetingType', event.target.value as MeetingFormValues['meetingType'])}
            >
              {MEETING_TYPES.map((type) => (
                <option key={type} value={type}>
                  {labelOf(type)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Status">
          {(control) => (
            <Select
              {...control}
              value={values.status}
              onChange={(event) => set('status', event.target.value as MeetingFormValues['status'])}
            >
              {MEETING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {labelOf(status)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Attendees">
          {(control) => (
            <Input
              {...control}
              type="number"
              min={0}
              value={values.attendees}
              onChange={(event) => set('attendees', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField label="Location">
        {(control) => (
          <Input
            {...control}
            value={values.location}
            onChange={(event) => set('location', event.target.value)}
          />
        )}
      </FormField>
      {(['description', 'agenda', 'minutes', 'notes'] as const).map((field) => (
        <FormField key={field} label={labelOf(field)}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={values[field]}
              onChange={(event) => set(field, event.target.value)}
            />
          )}
        </FormField>
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
        <FormField label="Reason for change">
          {(control) => (
            <Input
              {...control}
              value={values.changeReason}
              onChange={(event) => set('changeReason', event.target.value)}
            />
          )}
        </FormField>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {editing ? 'Save Changes' : 'Create Meeting'}
        </Button>
      </div>
    </form>
  );
}
