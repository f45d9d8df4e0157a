import { z } from 'zod';
import {
  CITY_REQUIRED,
  changeReason,
  entityId,
  idText,
  optionalDate,
  optionalMultiLineText,
  optionalText,
  updateShape,
} from '../common/fields';
import { idList } from '../common/id-list';
import { listSearch, pageQueryFields } from '../http/paging';
import { profilePicturePath } from '../profile-pictures/profile-picture';
import {
  acceptNameAliases,
  clearDependentPracticeFields,
  lenientCount,
  type PracticeFields,
  practiceShape,
  profileContact,
  profileName,
} from './practice-fields';

/**
 * A masool profile (spec 001 sections 2.8–2.11 and 3): who the masool is, where they serve (a zone,
 * or a city whose zone it follows), their practice, their Alim education, and the notes of the
 * profile page's practice tabs. One per user where `userId` is given.
 */
export const MASOOL_PROFILE_TYPES = ['zone', 'city'] as const;
export type MasoolProfileType = (typeof MASOOL_PROFILE_TYPES)[number];

export const NEW_CITY_NAME_REQUIRED = 'Please enter a city name or select an existing city';
export const ZONE_REQUIRED = 'Zone is required';
export const MASOOL_PROFILE_NOT_FOUND = 'Profile not found';
export const USER_HAS_MASOOL_PROFILE = 'This user already has a masool profile';
/**
 * A profile's user must be an active account within the creator's scope. One answer whether the
 * id is unknown, deactivated or outside the scope: the field tells nobody which accounts exist.
 */
export const MASOOL_PROFILE_USER_NOT_ALLOWED = 'Select an active user within your zone or city';

const flag = z.boolean().default(false);
const optionalId = entityId.nullish().transform((value) => value ?? null);

/** The Alim block: the Alim page edits only these. */
export const alimShape = {
  isAlim: flag,
  yearOfCompletion: optionalText(20),
  madrasaName: optionalText(200),
  takhassus: optionalText(200),
  isTeaching: flag,
  teachingMadrasa: optionalText(200),
};

/** The profile page's Islahi Mamlat and Seerat Mamlat tabs: the person's own notes. */
export const practiceNotesShape = {
  islahiMamlat: optionalMultiLineText('notes'),
  islahiProgress: optionalMultiLineText('notes'),
  islahiGoals: optionalMultiLineText('notes'),
  dailyNaatListening: optionalText(500),
  sunnaPracticeCount: lenientCount.default(0),
  seeratPractices: optionalMultiLineText('notes'),
  weeklyProgress: optionalMultiLineText('notes'),
};

export const masoolProfileFieldsSchema = z.object({
  name: profileName,
  contact: profileContact,
  email: optionalText(200),
  occupation: optionalText(200),
  education: optionalText(200),
  experienceYears: lenientCount.default(0),
  address: optionalText(500),
  dateOfBirth: optionalDate,
  profilePicture: profilePicturePath,
  profileType: z.enum(MASOOL_PROFILE_TYPES).default('zone'),
  zoneId: optionalId,
  cityId: optionalId,
  ...practiceShape,
  ...alimShape,
  ...practiceNotesShape,
});
export type MasoolProfileFields = z.infer<typeof masoolProfileFieldsSchema>;
export const MASOOL_PROFILE_FIELDS = Object.keys(
  masoolProfileFieldsSchema.shape,
) as (keyof MasoolProfileFields)[];

/**
 * What every signed-in user may edit on their own profile, whoever else may edit the rest: the
 * notes of the practice tabs (their reading progress is a feature of its own).
 */
export const PRACTICE_NOTE_FIELDS = Object.keys(practiceNotesShape) as (keyof MasoolProfileFields)[];

/** Where a new city comes from: the form's "create a new city" option (spec 001 section 2.9). */
const newCityShape = {
  newCityName: optionalText(100),
  autoCreateCity: z.boolean().default(false),
};

/**
 * `POST /api/masool-profiles`: the profile fields (`fullName`/`phoneNumber` accepted for
 * `name`/`contact`), the user it belongs to, and optionally a new city to create and link.
 */
export const createMasoolProfileRequestSchema = z.preprocess(
  acceptNameAliases,
  masoolProfileFieldsSchema
    .extend({ userId: optionalId, ...newCityShape })
    .superRefine((request, issues) => {
      if (request.profileType === 'zone' && request.zoneId === null) {
        issues.addIssue({ code: 'custom', path: ['zoneId'], message: ZONE_REQUIRED });
      }
      const newCity = request.autoCreateCity && request.newCityName !== null;
      if (request.profileType === 'city' && request.cityId === null && !newCity) {
        issues.addIssue({
          code: 'custom',
          path: [request.autoCreateCity ? 'newCityName' : 'cityId'],
          message: request.autoCreateCity ? NEW_CITY_NAME_REQUIRED : CITY_REQUIRED,
        });
      }
    })
    .transform((request) =>
      // A city is created only when asked for and no existing one is selected.
      request.profileType === 'city' &&
      request.autoCreateCity &&
      request.cityId === null &&
      request.newCityName !== null
        ? request
        : { ...request, newCityName: null, autoCreateCity: false },
    ),
);
export type CreateMasoolProfileRequest = z.output<typeof createMasoolProfileRequestSchema>;

/**
 * `PUT /api/masool-profiles/{id or userId}`: the fields, all optional (an absent field keeps its
 * value); the Alim page sends only the Alim block. A new city may be created as on create.
 */
export const updateMasoolProfileRequestSchema = z.preprocess(
  acceptNameAliases,
  z
    .object(updateShape(masoolProfileFieldsSchema.shape))
    .extend({ id: entityId.optional(), userId: z.unknown().optional(), changeReason, ...newCityShape })
    .superRefine((request, issues) => {
      if (request.autoCreateCity && request.newCityName === null && !request.cityId) {
        issues.addIssue({ code: 'custom', path: ['newCityName'], message: NEW_CITY_NAME_REQUIRED });
      }
    }),
);
export type UpdateMasoolProfileRequest = z.output<typeof updateMasoolProfileRequestSchema>;

/**
 * The dependents of spec 001 section 4 cleared (practice toggles, Is Alim, Currently Teaching),
 * and the place made single: a zone profile names no city.
 */
export function clearDependentMasoolProfileFields<T extends Partial<MasoolProfileFields>>(fields: T): T {
  const cleared: Partial<MasoolProfileFields> = clearDependentPracticeFields(
    fields as Partial<PracticeFields>,
  );
  if (!cleared.isAlim) {
    cleared.yearOfCompletion = null;
    cleared.madrasaName = null;
    cleared.takhassus = null;
  }
  if (!cleared.isTeaching) cleared.teachingMadrasa = null;
  if (cleared.profileType === 'zone') cleared.cityId = null;
  return cleared as T;
}

/**
 * `GET /api/masool-profiles`: one page of the profiles the caller may read, by name (at national
 * scale some 650, never sent at once). Searched by name or contact; narrowed to the profiles of
 * `ids`, of the users `userIds`, of a zone (`zoneId`: the zone's own and its cities') and a
 * `profileType`; `matchingCities` keeps the profiles a city page may name as those cities'
 * masools: each city's own, and the city profiles of its recorded masool name or number.
 */
export const masoolProfileListQuerySchema = z.object({
  ...pageQueryFields,
  search: listSearch,
  ids: idList('profiles').optional(),
  userIds: idList('users').optional(),
  zoneId: idText.optional(),
  profileType: z.enum(MASOOL_PROFILE_TYPES).optional(),
  matchingCities: idList('cities').optional(),
});
export type MasoolProfileListQuery = z.output<typeof masoolProfileListQuerySchema>;

/** A masool profile as the read API answers it. */
export interface MasoolProfile extends MasoolProfileFields {
  id: number;
  userId: number | null;
  /** The page's name for `name`. */
  fullName: string;
  /** The page's name for `contact`. */
  phoneNumber: string;
  zoneName: string | null;
  cityName: string | null;
  /** The city and its ancestors, nearest first (empty for a zone profile), for the screens' policy checks. */
  cityPath: number[];
  createdAt: string;
  updatedAt: string;
  version: number;
}

/**
 * What the list (`GET /api/masool-profiles`) answers of each profile: what a card, a name looked
 * up, the City Masool's match and the screens' policy checks need. A whole profile (its notes of
 * up to the notes limit, a reading list of up to 200 books) is read one at a time, by its id.
 */
export const LISTED_MASOOL_PROFILE_FIELDS = [
  'id',
  'userId',
  'name',
  'contact',
  'profilePicture',
  'profileType',
  'zoneId',
  'zoneName',
  'cityId',
  'cityName',
  'cityPath',
] as const satisfies readonly (keyof MasoolProfile)[];
export type ListedMasoolProfile = Pick<MasoolProfile, (typeof LISTED_MASOOL_PROFILE_FIELDS)[number]>;
