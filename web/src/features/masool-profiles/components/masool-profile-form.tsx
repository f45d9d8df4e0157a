import {
  type AdminUser,
  CONTACT_PLACEHOLDER,
  createMasoolProfileRequestSchema,
  type MasoolProfile,
  NEW_CITY_NAME_REQUIRED,
  USER_HAS_MASOOL_PROFILE,
  updateMasoolProfileRequestSchema,
} from '@seerat/contracts';
import { type FormEvent, useState } from 'react';
import { CityPicker } from '../../../components/places/city-picker';
import { PracticeFormFields } from '../../../components/profiles/practice-form-fields';
import { ProfilePictureInput } from '../../../components/profiles/profile-picture-input';
import { Button } from '../../../components/ui/button';
import { CountField } from '../../../components/ui/count-field';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { SearchBox } from '../../../components/ui/search-box';
import { Select } from '../../../components/ui/select';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { ToggleField } from '../../../components/ui/toggle-field';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { fieldErrors, toCount } from '../../../lib/form-input';
import { idOrNull, placeOptions } from '../../../lib/place-options';
import { useAdminUserChoices } from '../../../lib/queries/get-admin-users';
import { useMasoolProfileLookup } from '../../../lib/queries/get-masool-profiles';
import { useZones } from '../../../lib/queries/get-zones';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  changeMasoolForm,
  initialMasoolFormValues,
  type MasoolFormValues,
  masoolFormRequest,
} from '../masool-profile-form-values';
import { usersWithoutProfile } from '../users-without-profile';
import { AlimFormFields } from './alim-form-fields';

type MasoolProfileFormProps = {
  editing?: MasoolProfile;
  /** Administrators link a new profile to a user account (one profile per user). */
  canLinkUser: boolean;
  defaultZoneId: number | null;
  pending: boolean;
  onSubmit: (request: ReturnType<typeof masoolFormRequest> & { userId?: number | null }) => void;
  onCancel: () => void;
  /** The submit's last failure (the mutation's `error`): its fields, and a 409, show at the fields. */
  failure?: unknown;
};

/** A user who has a profile already is said under Linked User. */
const PROFILE_CONFLICT = { [USER_HAS_MASOOL_PROFILE]: 'userId' };

/** Add New Masool / Edit Masool Profile (spec 001 section 2.9). */
export function MasoolProfileForm({
  editing,
  canLinkUser,
  defaultZoneId,
  pending,
  onSubmit,
  onCancel,
  failure,
}: MasoolProfileFormProps) {
  const [values, setValues] = useState<MasoolFormValues>(() =>
    initialMasoolFormValues(editing ? { profile: editing } : { zoneId: defaultZoneId }),
  );
  const { errors, formRef, refuse, clear } = useFieldErrors({ failure, conflicts: PROFILE_CONFLICT });
  const zones = useZones();
  const [linkedUser, setLinkedUser] = useState<AdminUser | null>(null);
  const userId = linkedUser?.id ?? null;
  const linking = canLinkUser && !editing;
  // The accounts are searched on the server as the user types: the picker never holds them all.
  const [userSearch, setUserSearch] = useState('');
  const users = useAdminUserChoices(useDebouncedValue(userSearch.trim()), { enabled: linking });
  // Administrators read every profile: the users offered who have one already are not offered again.
  const userChoices = users.data?.items ?? [];
  const profiles = useMasoolProfileLookup(
    { userIds: userChoices.map((user) => user.id) },
    { enabled: linking },
  );
  const { toast } = useToast();
  const set = <Key extends keyof MasoolFormValues>(key: Key, value: MasoolFormValues[Key]) => {
    setValues((current) => changeMasoolForm(current, key, value));
    // A field the user has just changed no longer shows the error of the last submit.
    clear(key);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = { ...masoolFormRequest(values), ...(editing ? {} : { userId }) };
    const schema = editing ? updateMasoolProfileRequestSchema : createMasoolProfileRequestSchema;
    const parsed = schema.safeParse(request);
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (refuse(found)) {
      if (found.newCityName === NEW_CITY_NAME_REQUIRED) {
        toast({ title: 'Error', description: NEW_CITY_NAME_REQUIRED, variant: 'destructive' });
      }
      return;
    }
    onSubmit(request);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-6">
      <ProfilePictureInput
        name={values.name}
        value={values.profilePicture}
        onChange={(path) => set('profilePicture', path)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {linking && (
          <FormField label="Linked User" error={errors.userId}>
            {(control) => {
              const offered = usersWithoutProfile(userChoices, profiles.data ?? []);
              // The chosen account stays offered while another search is shown.
              const options =
                linkedUser && !offered.some((user) => user.id === linkedUser.id)
                  ? [linkedUser, ...offered]
                  : offered;
              return (
                <div className="grid gap-2">
                  <SearchBox value={userSearch} onChange={setUserSearch} placeholder="Search users" />
                  <Select
                    {...control}
                    value={userId ?? ''}
                    onChange={(event) => {
                      const chosen = Number(event.target.value);
                      setLinkedUser(options.find((user) => user.id === chosen) ?? null);
                      clear('userId');
                    }}
                  >
                    <option value="">No user account</option>
                    {options.map((user) => (
                      <option key={user.id} value={user.id}>
                        {user.username}
                      </option>
                    ))}
                  </Select>
                </div>
              );
            }}
          </FormField>
        )}
        <TextField
          label="Name"
          required
          value={values.name}
          onChange={(text) => set('name', text)}
          error={errors.name}
        />
        <TextField
          label="Contact"
          required
          type="tel"
          placeholder={CONTACT_PLACEHOLDER}
          value={values.contact}
          onChange={(text) => set('contact', text)}
          error={errors.contact}
        />
        <TextField
          label="Email"
          type="email"
          value={values.email ?? ''}
          onChange={(text) => set('email', text)}
          error={errors.email}
        />
        <TextField
          label="Occupation"
          value={values.occupation ?? ''}
          onChange={(text) => set('occupation', text)}
        />
        <TextField
          label="Education"
          value={values.education ?? ''}
          onChange={(text) => set('education', text)}
        />
        <CountField
          label="Experience Years"
          value={values.experienceYears}
          onChange={(text) => set('experienceYears', toCount(text))}
          error={errors.experienceYears}
        />
        <TextField label="Address" value={values.address ?? ''} onChange={(text) => set('address', text)} />
        <TextField
          label="Date of Birth"
          type="date"
          value={values.dateOfBirth ?? ''}
          onChange={(text) => set('dateOfBirth', text || null)}
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Location</legend>
        <FormField label="Profile Type" required>
          {(control) => (
            <Select
              {...control}
              value={values.profileType}
              onChange={(event) => set('profileType', event.target.value as MasoolFormValues['profileType'])}
            >
              <option value="zone">Zone</option>
              <option value="city">City</option>
            </Select>
          )}
        </FormField>
        <SelectField
          label="Zone"
          required={values.profileType === 'zone'}
          value={String(values.zoneId ?? '')}
          onChange={(id) => set('zoneId', idOrNull(id))}
          options={placeOptions(zones.data ?? [])}
          placeholder="Select a zone"
          error={errors.zoneId}
        />
        {values.profileType === 'city' && (
          <>
            <div className="sm:col-span-2">
              <ToggleField
                label="Create a new city"
                checked={values.autoCreateCity}
                onCheckedChange={(on) => set('autoCreateCity', on)}
              />
            </div>
            {values.autoCreateCity ? (
              <TextField
                label="New City Name"
                required
                value={values.newCityName}
                onChange={(text) => set('newCityName', text)}
                error={errors.newCityName}
              />
            ) : (
              <CityPicker
                label="City"
                required
                value={String(values.cityId ?? '')}
                onChange={(id) => set('cityId', idOrNull(id))}
                placeholder="Select a city"
                error={errors.cityId}
              />
            )}
          </>
        )}
      </fieldset>
      <PracticeFormFields values={values} set={set} errors={errors} />
      <AlimFormFields values={values} set={set} />
      <FormActions onCancel={onCancel}>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : editing ? 'Update Profile' : 'Create Profile'}
        </Button>
      </FormActions>
    </form>
  );
}
