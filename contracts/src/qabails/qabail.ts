import { z } from 'zod';
import { WEEK_DAYS } from '../cities/city';
import { clearChatAndZikrFields } from '../common/chat-and-zikr-fields';
import {
  COUNT_LIMITS,
  changeReason,
  count,
  entityId,
  httpUrl,
  optionalDate,
  optionalMultiLineText,
  optionalText,
  requiredText,
  TEXT_LIMITS,
  updateShape,
} from '../common/fields';
import { listSearch, pageQueryFields } from '../http/paging';

export const QABAIL_STATUSES = ['active', 'inactive'] as const;
export type QabailStatus = (typeof QABAIL_STATUSES)[number];

const flag = z.boolean().default(false);

/** The largest value of each count of a qabail, by its kind (see `COUNT_LIMITS`); the form's `max`. */
export const QABAIL_COUNT_LIMITS = {
  majlisMembers: COUNT_LIMITS.people,
  activeCircles: COUNT_LIMITS.places,
  masjidCount: COUNT_LIMITS.places,
  ulmaCount: COUNT_LIMITS.people,
  murabbiCount: COUNT_LIMITS.people,
} as const;

/**
 * A qabail (a tribal or community group attached to a city) as its events record it: every field
 * of the qabail form. `cityName` is the name of the city `cityId` when the qabail was placed
 * there; the server takes it from the city, never from the request.
 */
export const qabailFieldsSchema = z.object({
  qabilahName: requiredText('Qabilah name', TEXT_LIMITS.name),
  masoolName: requiredText('Masool name', TEXT_LIMITS.name),
  masoolContact: optionalText(TEXT_LIMITS.short),
  cityId: entityId,
  cityName: requiredText('City name', TEXT_LIMITS.name),
  areaCovered: optionalText(TEXT_LIMITS.phrase),
  majlisMembers: count(QABAIL_COUNT_LIMITS.majlisMembers).default(0),
  activeCircles: count(QABAIL_COUNT_LIMITS.activeCircles).default(0),
  masjidCount: count(QABAIL_COUNT_LIMITS.masjidCount).default(0),
  ulmaCount: count(QABAIL_COUNT_LIMITS.ulmaCount).default(0),
  murabbiCount: count(QABAIL_COUNT_LIMITS.murabbiCount).default(0),
  whatsappGroup: flag,
  whatsappGroupUrl: httpUrl,
  majlisZikrCheck: flag,
  majlisZikrDay: z
    .enum(WEEK_DAYS)
    .nullish()
    .transform((value) => value ?? null),
  majlisZikrTime: optionalText(TEXT_LIMITS.short),
  shabetazkiaCheck: flag,
  shabetazkiaLastDate: optionalDate,
  status: z.enum(QABAIL_STATUSES).default('active'),
  additionalInfo: optionalMultiLineText('notes'),
  specialNotes: optionalMultiLineText('notes'),
});
export type QabailFields = z.infer<typeof qabailFieldsSchema>;
export const QABAIL_FIELDS = Object.keys(qabailFieldsSchema.shape) as (keyof QabailFields)[];

/** The fields a request sets: all but `cityName`, which follows `cityId`. */
const requestShape = qabailFieldsSchema.omit({ cityName: true }).shape;
export type QabailRequestFields = Omit<QabailFields, 'cityName'>;

/**
 * The form sends `cityName` beside `cityId`; it is accepted and ignored, since the qabail's city
 * name is always the name of the city it names by id (a mistyped or stale name cannot disagree).
 */
const sentCityName = z.unknown().optional();

/** `POST /api/qabails`. */
export const createQabailRequestSchema = z.object(requestShape).extend({
  cityId: z
    .number({ error: (issue) => (issue.input === undefined ? 'City is required' : undefined) })
    .pipe(entityId),
  cityName: sentCityName,
});
export type CreateQabailRequest = z.output<typeof createQabailRequestSchema>;

/**
 * `PUT /api/qabails/{id}`: the qabail fields, all optional (an absent field keeps its value), plus
 * the id and a change reason.
 */
export const updateQabailRequestSchema = z.object(updateShape(requestShape)).extend({
  id: entityId.optional(),
  cityName: sentCityName,
  changeReason,
});
export type UpdateQabailRequest = z.output<typeof updateQabailRequestSchema>;

/**
 * The dependent fields of spec section 4, cleared when their toggle is off. The domain applies it
 * to every write, whatever the client sent; the form applies it as the user types.
 */
export function clearDependentQabailFields<T extends Partial<QabailFields>>(fields: T): T {
  return clearChatAndZikrFields(fields);
}

/**
 * `GET /api/qabails`: one page of the qabails in scope by qabilah name, searched by qabilah,
 * masool or city name (at national scale a thousand qabails, never sent at once).
 */
export const qabailListQuerySchema = z.object({ ...pageQueryFields, search: listSearch });

/** A qabail as the read API answers it. */
export interface Qabail extends QabailFields {
  id: number;
  /** The city's current name (it follows a renamed city). */
  cityName: string;
  /** Where the qabail's city sits, so screens ask the permission policy what the server would. */
  zoneId: number;
  /** The city and its ancestors, nearest first. */
  cityPath: number[];
  createdAt: string;
  updatedAt: string;
  /** The stream revision: send it back in `If-Match` to refuse overwriting a newer change. */
  version: number;
}
