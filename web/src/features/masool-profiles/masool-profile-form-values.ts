import {
  clearDependentMasoolProfileFields,
  type MasoolProfile,
  type MasoolProfileFields,
  type MasoolProfileType,
} from '@seerat/contracts';
import type { PracticeValues } from '../../components/profiles/practice-form-fields';

/** The masool profile form as it holds its inputs. */
export type MasoolFormValues = PracticeValues & {
  name: string;
  contact: string;
  email: string | null;
  occupation: string | null;
  education: string | null;
  experienceYears: number;
  address: string | null;
  dateOfBirth: string | null;
  profilePicture: string | null;
  profileType: MasoolProfileType;
  zoneId: number | null;
  cityId: number | null;
  isAlim: boolean;
  yearOfCompletion: string | null;
  madrasaName: string | null;
  takhassus: string | null;
  isTeaching: boolean;
  teachingMadrasa: string | null;
  autoCreateCity: boolean;
  newCityName: string;
};

const EMPTY: MasoolFormValues = {
  name: '',
  contact: '',
  email: null,
  occupation: null,
  education: null,
  experienceYears: 0,
  address: null,
  dateOfBirth: null,
  profilePicture: null,
  profileType: 'zone',
  zoneId: null,
  cityId: null,
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
  isAlim: false,
  yearOfCompletion: null,
  madrasaName: null,
  takhassus: null,
  isTeaching: false,
  teachingMadrasa: null,
  autoCreateCity: false,
  newCityName: '',
};

/** The form's first values: the profile being edited, or an empty form placed in `zoneId`. */
export function initialMasoolFormValues(
  from: { profile: MasoolProfile } | { zoneId: number | null },
): MasoolFormValues {
  if ('zoneId' in from) return { ...EMPTY, zoneId: from.zoneId };
  const fields: Partial<MasoolFormValues> = {};
  for (const key of Object.keys(EMPTY) as (keyof MasoolFormValues)[]) {
    if (key in from.profile) Object.assign(fields, { [key]: from.profile[key as keyof MasoolProfile] });
  }
  return { ...EMPTY, ...fields, newCityName: '', autoCreateCity: false };
}

/** The form after one input changed, with the dependents of any toggle switched off cleared. */
export function changeMasoolForm<Key extends keyof MasoolFormValues>(
  values: MasoolFormValues,
  key: Key,
  value: MasoolFormValues[Key],
): MasoolFormValues {
  const next = { ...values, [key]: value };
  return {
    ...next,
    ...clearDependentMasoolProfileFields(next as unknown as Partial<MasoolProfileFields>),
  } as MasoolFormValues;
}

/** What the form sends: its values, with the new city only when asked for. */
export function masoolFormRequest(values: MasoolFormValues) {
  const { autoCreateCity, newCityName, ...fields } = values;
  return autoCreateCity
    ? { ...fields, cityId: null, autoCreateCity, newCityName }
    : { ...fields, autoCreateCity: false, newCityName: null };
}
