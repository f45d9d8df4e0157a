import { z } from 'zod';
import { changeReason, entityId, idText, updateShape } from '../common/fields';
import { listSearch, pageQueryFields } from '../http/paging';
import {
  acceptNameAliases,
  clearDependentPracticeFields,
  type PracticeFields,
  practiceShape,
  profileContact,
  profileName,
} from '../masool-profiles/practice-fields';
import { profilePicturePath } from '../profile-pictures/profile-picture';

/**
 * A team member's profile (spec 001 sections 2.8, 2.9, 2.12 and 3): name, contact, picture, the
 * city they serve in (required) and their practice. No zone or Alim fields. `masoolId` names the
 * masool profile they report to, when given.
 */
export const TEAM_PROFILE_NOT_FOUND = 'Profile not found';
/** A team profile's `masoolId` names no masool profile the caller may see. */
export const TEAM_PROFILE_MASOOL_NOT_ALLOWED = 'Select a masool profile within your zone or city';

export const teamProfileFieldsSchema = z.object({
  name: profileName,
  contact: profileContact,
  profilePicture: profilePicturePath,
  cityId: z
    .number({ error: (issue) => (issue.input === undefined ? 'City is required' : undefined) })
    .pipe(entityId),
  masoolId: entityId.nullish().transform((value) => value ?? null),
  ...practiceShape,
});
export type TeamProfileFields = z.infer<typeof teamProfileFieldsSchema>;
export const TEAM_PROFILE_FIELDS = Object.keys(teamProfileFieldsSchema.shape) as (keyof TeamProfileFields)[];

/** `POST /api/team-profiles`. */
export const createTeamProfileRequestSchema = z.preprocess(acceptNameAliases, teamProfileFieldsSchema);
export type CreateTeamProfileRequest = z.output<typeof createTeamProfileRequestSchema>;

/** `PUT /api/team-profiles/{id}`: any of the fields (absent ones keep their value). */
export const updateTeamProfileRequestSchema = z.preprocess(
  acceptNameAliases,
  z.object(updateShape(teamProfileFieldsSchema.shape)).extend({ id: entityId.optional(), changeReason }),
);
export type UpdateTeamProfileRequest = z.output<typeof updateTeamProfileRequestSchema>;

export function clearDependentTeamProfileFields<T extends Partial<TeamProfileFields>>(fields: T): T {
  return clearDependentPracticeFields(fields as Partial<PracticeFields>) as T;
}

/**
 * `GET /api/team-profiles`: one page of the profiles the caller may read by name, optionally one
 * city's, searched by name or contact (at national scale over a thousand, never sent at once).
 * `time` is the earlier product's cache buster: accepted and ignored, the answer is never cached.
 */
export const teamProfileListQuerySchema = z.object({
  ...pageQueryFields,
  search: listSearch,
  cityId: idText.optional(),
  time: z.string().max(50).optional(),
});

/** A team profile as the read API answers it. */
export interface TeamProfile extends TeamProfileFields {
  id: number;
  cityName: string;
  zoneId: number;
  cityPath: number[];
  createdAt: string;
  updatedAt: string;
  version: number;
}

/**
 * What the list (`GET /api/team-profiles`) answers of each profile: what Profile Management's card
 * and the city's Team Profiles list show, and the screens' policy checks need. A whole profile (a
 * reading list of up to 200 books among its practice) is read one at a time, by its id.
 */
export const LISTED_TEAM_PROFILE_FIELDS = [
  'id',
  'name',
  'contact',
  'profilePicture',
  'cityId',
  'cityName',
  'zoneId',
  'cityPath',
  'islahiMamulat',
  'sunnahCount',
] as const satisfies readonly (keyof TeamProfile)[];
export type ListedTeamProfile = Pick<TeamProfile, (typeof LISTED_TEAM_PROFILE_FIELDS)[number]>;
