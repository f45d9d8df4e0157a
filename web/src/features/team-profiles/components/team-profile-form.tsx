import {
  CONTACT_PLACEHOLDER,
  clearDependentTeamProfileFields,
  createTeamProfileRequestSchema,
  type TeamProfile,
  type TeamProfileFields,
} from '@seerat/contracts';
import { type FormEvent, useState } from 'react';
import { CityPicker } from '../../../components/places/city-picker';
import { PracticeFormFields, type PracticeValues } from '../../../components/profiles/practice-form-fields';
import { ProfilePictureInput } from '../../../components/profiles/profile-picture-input';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { TextField } from '../../../components/ui/text-field';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { fieldErrors } from '../../../lib/form-input';
import { idOrNull } from '../../../lib/place-options';
import { useCityChoices } from '../../../lib/queries/get-cities';

export type TeamFormValues = PracticeValues & {
  name: string;
  contact: string;
  profilePicture: string | null;
  cityId: number | null;
  masoolId: number | null;
};

const EMPTY: TeamFormValues = {
  name: '',
  contact: '',
  profilePicture: null,
  cityId: null,
  masoolId: null,
  islahiMamulat: false,
  bait: null,
  mamulatReceiver: null,
  listeningToNaat: false,
  dailySunnahPractice: false,
  sunnahCount: 0,
  dailySunnahDetails: null,
  seeratTeacher: false,
  timesTaughtSeerat: 0,
  readingBooks: [],
};

function initialValues(editing: TeamProfile | undefined, cityId: number | null): TeamFormValues {
  if (!editing) return { ...EMPTY, cityId };
  const {
    id: _id,
    cityName: _city,
    zoneId: _zone,
    cityPath: _path,
    createdAt: _c,
    updatedAt: _u,
    version: _v,
    ...fields
  } = editing;
  return { ...EMPTY, ...fields };
}

type TeamProfileFormProps = {
  editing?: TeamProfile;
  pending: boolean;
  onSubmit: (request: TeamFormValues) => void;
  onCancel: () => void;
  /** The submit's last failure (the mutation's `error`): the fields the server named show their messages. */
  failure?: unknown;
};

/** The team member profile form: name, contact and city required; no zone or Alim fields. */
export function TeamProfileForm({ editing, pending, onSubmit, onCancel, failure }: TeamProfileFormProps) {
  const cities = useCityChoices({});
  const onlyCity = cities.data?.total === 1 ? (cities.data.items[0]?.id ?? null) : null;
  const [values, setValues] = useState<TeamFormValues>(() => initialValues(editing, onlyCity));
  const { errors, formRef, refuse, clear } = useFieldErrors({ failure });
  const set = <Key extends keyof TeamFormValues>(key: Key, value: TeamFormValues[Key]) => {
    // A field the user has just changed no longer shows the error of the last submit.
    clear(key);
    setValues((current) => {
      const next = { ...current, [key]: value };
      return {
        ...next,
        ...clearDependentTeamProfileFields(next as unknown as Partial<TeamProfileFields>),
      } as TeamFormValues;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createTeamProfileRequestSchema.safeParse(values);
    if (!refuse(parsed.success ? {} : fieldErrors(parsed.error))) onSubmit(values);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-6">
      <ProfilePictureInput
        name={values.name}
        value={values.profilePicture}
        onChange={(path) => set('profilePicture', path)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
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
        <CityPicker
          label="City"
          required
          value={String(values.cityId ?? '')}
          onChange={(id) => set('cityId', idOrNull(id))}
          currentName={editing?.cityName}
          placeholder="Select a city"
          error={errors.cityId}
        />
      </div>
      <PracticeFormFields values={values} set={set} errors={errors} />
      <FormActions onCancel={onCancel}>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : editing ? 'Update Profile' : 'Create Profile'}
        </Button>
      </FormActions>
    </form>
  );
}
