import { createMasoolProfileRequestSchema, USER_HAS_MASOOL_PROFILE } from '@seerat/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { fieldErrors } from '../../../lib/form-input';
import { idOrNull, placeOptions } from '../../../lib/place-options';
import { useZones } from '../../../lib/queries/get-zones';
import { renamedFields } from '../../../lib/server-field-errors';
import { useCreateMasoolProfile } from '../api/create-masool-profile';
import { AlimFormFields, type AlimValues } from './alim-form-fields';

/** The request's names of the fields this form calls otherwise. */
const REQUEST_FIELD_NAMES = { name: 'fullName', contact: 'phoneNumber' };

type CreateValues = AlimValues & { fullName: string; phoneNumber: string; zoneId: number | null };

/**
 * The profile page's create form (spec 001 section 2.10): Full Name *, Phone Number and the Alim
 * toggles, for the page's user, placed in the creator's zone (or the zone they choose). The names
 * `fullName` and `phoneNumber` are the server's `name` and `contact`.
 */
export function CreateOwnProfileForm({
  userId,
  defaultZoneId,
  onDone,
}: {
  userId: number;
  defaultZoneId: number | null;
  onDone: () => void;
}) {
  const [values, setValues] = useState<CreateValues>({
    fullName: '',
    phoneNumber: '',
    zoneId: defaultZoneId,
    isAlim: false,
    yearOfCompletion: null,
    madrasaName: null,
    takhassus: null,
    isTeaching: false,
    teachingMadrasa: null,
  });
  const zones = useZones({ enabled: defaultZoneId === null });
  const create = useCreateMasoolProfile();
  const { errors, formRef, refuse, clear } = useFieldErrors({
    failure: create.error,
    conflicts: { [USER_HAS_MASOOL_PROFILE]: 'fullName' },
    fieldNames: REQUEST_FIELD_NAMES,
  });
  const { toast } = useToast();
  const set = <Key extends keyof CreateValues>(key: Key, value: CreateValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(key);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = { ...values, userId, dateOfBirth: null, profileType: 'zone' as const };
    const parsed = createMasoolProfileRequestSchema.safeParse(request);
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (refuse(renamedFields(found, REQUEST_FIELD_NAMES))) return;
    create.mutate(request, {
      onSuccess: () => {
        toast({ title: 'Profile created successfully', description: 'Masool profile has been created.' });
        onDone();
      },
      onError: () =>
        toast({ title: 'Error', description: 'Failed to create profile.', variant: 'destructive' }),
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full Name"
          required
          value={values.fullName}
          onChange={(text) => set('fullName', text)}
          error={errors.fullName}
        />
        <TextField
          label="Phone Number"
          type="tel"
          placeholder="+92-300-1234567"
          value={values.phoneNumber}
          onChange={(text) => set('phoneNumber', text)}
          error={errors.phoneNumber}
        />
        {defaultZoneId === null && (
          <SelectField
            label="Zone"
            required
            value={String(values.zoneId ?? '')}
            onChange={(id) => set('zoneId', idOrNull(id))}
            options={placeOptions(zones.data ?? [])}
            placeholder="Select a zone"
            error={errors.zoneId}
          />
        )}
      </div>
      <AlimFormFields values={values} set={set} />
      <FormActions onCancel={onDone}>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Create Profile'}
        </Button>
      </FormActions>
    </form>
  );
}
