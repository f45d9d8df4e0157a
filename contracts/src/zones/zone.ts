import { z } from 'zod';
import {
  COUNT_LIMITS,
  changeReason,
  count,
  entityId,
  httpUrl,
  optionalText,
  requiredText,
  TEXT_LIMITS,
  updateShape,
} from '../common/fields';

/** What an editor sets on a zone. `totalCities` is derived from the zone's cities, never set. */
export const zoneFieldsSchema = z.object({
  name: requiredText('Name', TEXT_LIMITS.name),
  masool: requiredText('Masool', TEXT_LIMITS.name),
  masoolContact: optionalText(TEXT_LIMITS.short),
  responsibleCity: optionalText(TEXT_LIMITS.name),
  whatsappGroupUrl: httpUrl,
  libraryCount: count(COUNT_LIMITS.books).default(0),
});
export type ZoneFields = z.infer<typeof zoneFieldsSchema>;
export const ZONE_FIELDS = Object.keys(zoneFieldsSchema.shape) as (keyof ZoneFields)[];

/** `POST /api/zones`. The form also sends totalCities; it is accepted and ignored. */
export const createZoneRequestSchema = zoneFieldsSchema.extend({ totalCities: z.unknown().optional() });
export type CreateZoneRequest = z.output<typeof createZoneRequestSchema>;

/** `PUT /api/zones/{id}`: the zone rules, all optional (an absent field keeps its value), plus id. */
export const updateZoneRequestSchema = z
  .object(updateShape(zoneFieldsSchema.shape))
  .extend({ id: entityId.optional(), totalCities: z.unknown().optional(), changeReason });
export type UpdateZoneRequest = z.output<typeof updateZoneRequestSchema>;

/** A zone as the read API answers it. */
export interface Zone extends ZoneFields {
  id: number;
  totalCities: number;
  lastEventDate: string | null;
  lastMeetingDate: string | null;
  createdAt: string;
  updatedAt: string;
  /** The stream revision: send it back in `If-Match` to refuse overwriting a newer change. */
  version: number;
}

/** Zone health by its number of cities (spec section 9). */
export function zoneHealth(totalCities: number): 'Excellent' | 'Good' | 'Average' | 'Needs Attention' {
  if (totalCities >= 10) return 'Excellent';
  if (totalCities >= 5) return 'Good';
  if (totalCities >= 3) return 'Average';
  return 'Needs Attention';
}

/** Zone names are unique ignoring case: "Multan QA" and "multan qa" are one zone. */
export const ZONE_NAME_TAKEN = 'A zone with this name already exists';

/** The spec's text when a zone is out of the caller's scope; the zone page shows it. */
export const ZONE_ACCESS_DENIED =
  'Access denied to this zone. Please contact your Administrator for permission.';
