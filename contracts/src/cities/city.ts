import { z } from 'zod';
import { clearChatAndZikrFields } from '../common/chat-and-zikr-fields';
import {
  COUNT_LIMITS,
  changeReason,
  count,
  entityId,
  httpUrl,
  idText,
  optionalDate,
  optionalMultiLineText,
  optionalText,
  requiredText,
  TEXT_LIMITS,
  updateShape,
} from '../common/fields';
import { idList } from '../common/id-list';
import { listSearch, pageQueryFields } from '../http/paging';

export const CITY_STATUSES = ['active', 'inactive', 'pending', 'suspended'] as const;
export type CityStatus = (typeof CITY_STATUSES)[number];
export const ONLY_ADMIN_CAN_CHANGE_STATUS = 'Only admin can change status';
export const DEFAULT_MASOOL_NUMBER = '+92-000-0000000';
/** The Islahi Majlis (majlis zikr) when nobody said otherwise: the city page's text and both forms. */
export const DEFAULT_MAJLIS_DAY = 'Sunday';
export const DEFAULT_MAJLIS_TIME = '6:00PM';
export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** The six campus majlis toggles, each with the field naming its masool (spec section 2). */
export const CAMPUS_MAJLIS = [
  { toggle: 'majlisTaleemActive', masool: 'majlisTaleemMasool', label: 'Majlis Taleem' },
  { toggle: 'majlisIslahActive', masool: 'majlisIslahMasool', label: 'Majlis Islah' },
  { toggle: 'majlisShabab', masool: 'majlisShababMasool', label: 'Majlis Shabab' },
  { toggle: 'majlisAtfal', masool: 'majlisAtfalMasool', label: 'Majlis Atfal' },
  { toggle: 'majlisJamiyaat', masool: 'majlisJamiyaatMasool', label: 'Majlis Jamiyaat' },
  { toggle: 'muntizamahActive', masool: 'muntizamahMasool', label: 'Muntizamah' },
] as const;

const flag = z.boolean().default(false);

/** A selected Seerat model or library book of a city, with how many the city has. */
export const citySelectionSchema = z.object({ id: entityId, count: count(COUNT_LIMITS.books) });

/** The most Seerat models or library books one request may list for a city. */
export const MAX_CITY_SELECTIONS = 500;
export type CitySelection = z.infer<typeof citySelectionSchema>;

/** The largest value of each count of a city, by its kind (see `COUNT_LIMITS`); the form's `max`. */
export const CITY_COUNT_LIMITS = {
  majlisMembers: COUNT_LIMITS.people,
  activeCircles: COUNT_LIMITS.places,
  ulmaCount: COUNT_LIMITS.people,
  inactiveTeachersCount: COUNT_LIMITS.people,
  masjidCount: COUNT_LIMITS.places,
  murabbiCount: COUNT_LIMITS.people,
  seeratLibraryBooks: COUNT_LIMITS.books,
} as const;

/** What an editor sets on a city (every field of the city form). */
export const cityFieldsSchema = z.object({
  name: requiredText('Name', TEXT_LIMITS.name),
  nameUrdu: optionalText(TEXT_LIMITS.name),
  masoolName: requiredText('Masool name', TEXT_LIMITS.name),
  masoolNumber: optionalText(TEXT_LIMITS.short).transform((value) => value ?? DEFAULT_MASOOL_NUMBER),
  majlisMembers: count(CITY_COUNT_LIMITS.majlisMembers).default(0),
  activeCircles: count(CITY_COUNT_LIMITS.activeCircles).default(0),
  ulmaCount: count(CITY_COUNT_LIMITS.ulmaCount).default(0),
  inactiveTeachersCount: count(CITY_COUNT_LIMITS.inactiveTeachersCount).default(0),
  masjidCount: count(CITY_COUNT_LIMITS.masjidCount).default(0),
  murabbiCount: count(CITY_COUNT_LIMITS.murabbiCount).default(0),
  seeratLibraryBooks: count(CITY_COUNT_LIMITS.seeratLibraryBooks).default(0),
  whatsappGroup: flag,
  whatsappGroupUrl: httpUrl,
  islahiMuamlat: flag,
  muamlatReceiver: optionalText(TEXT_LIMITS.name),
  status: z.enum(CITY_STATUSES).default('active'),
  karguzari: optionalMultiLineText('notes'),
  shabetazkiaCheck: flag,
  shabetazkiaLastDate: optionalDate,
  majlisZikrCheck: flag,
  majlisZikrDay: z
    .enum(WEEK_DAYS)
    .nullish()
    .transform((value) => value ?? null),
  majlisZikrTime: optionalText(TEXT_LIMITS.short),
  /** Labelled "Is Sub City" in the form: on, the city may name its parent city. */
  isParentCity: flag,
  parentCityId: entityId.nullish().transform((value) => value ?? null),
  campusActive: flag,
  majlisTaleemActive: flag,
  majlisTaleemMasool: optionalText(TEXT_LIMITS.name),
  majlisIslahActive: flag,
  majlisIslahMasool: optionalText(TEXT_LIMITS.name),
  majlisShabab: flag,
  majlisShababMasool: optionalText(TEXT_LIMITS.name),
  majlisAtfal: flag,
  majlisAtfalMasool: optionalText(TEXT_LIMITS.name),
  majlisJamiyaat: flag,
  majlisJamiyaatMasool: optionalText(TEXT_LIMITS.name),
  muntizamahActive: flag,
  muntizamahMasool: optionalText(TEXT_LIMITS.name),
  zoneId: entityId,
});
export type CityFields = z.infer<typeof cityFieldsSchema>;
export const CITY_FIELDS = Object.keys(cityFieldsSchema.shape) as (keyof CityFields)[];

/** Selections travel as the form sends them; only selected entries with their counts are kept. */
const selectionInput = (idKey: 'modelId' | 'bookId') =>
  z
    .array(
      z.object({
        [idKey]: entityId,
        count: count(COUNT_LIMITS.books),
        isSelected: z.boolean().default(true),
      }),
    )
    .max(MAX_CITY_SELECTIONS, `Must list at most ${MAX_CITY_SELECTIONS}`)
    .transform((entries) =>
      entries
        .filter((entry) => entry.isSelected)
        .map((entry) => ({ id: entry[idKey] as number, count: entry.count as number })),
    );

/** `POST /api/cities`. */
export const createCityRequestSchema = cityFieldsSchema.extend({
  seeratModels: selectionInput('modelId').optional(),
  libraryBooks: selectionInput('bookId').optional(),
});
export type CreateCityRequest = z.output<typeof createCityRequestSchema>;

/**
 * `PUT /api/cities/{id}`: city fields (all optional; an absent field keeps its value) plus the
 * selections and a change reason.
 */
export const updateCityRequestSchema = z.object(updateShape(cityFieldsSchema.shape)).extend({
  id: entityId.optional(),
  seeratModels: selectionInput('modelId').optional(),
  libraryBooks: selectionInput('bookId').optional(),
  changeReason,
});
export type UpdateCityRequest = z.output<typeof updateCityRequestSchema>;

/**
 * The dependent fields of spec section 4, cleared when their toggle is off. The domain applies
 * this to every write, whatever the client sent; the form applies it as the user types.
 */
export function clearDependentCityFields<T extends Partial<CityFields>>(fields: T): T {
  const cleared: Partial<CityFields> = clearChatAndZikrFields({ ...fields });
  if (!cleared.isParentCity) cleared.parentCityId = null;
  if (!cleared.islahiMuamlat) cleared.muamlatReceiver = null;
  for (const majlis of CAMPUS_MAJLIS) {
    if (!cleared.campusActive) cleared[majlis.toggle] = false;
    if (!cleared[majlis.toggle]) cleared[majlis.masool] = null;
  }
  return cleared as T;
}

/** A city as the read API answers it. */
export interface City extends CityFields {
  id: number;
  zoneName: string;
  parentCityName: string | null;
  /** How many cities name this one as their parent. */
  subCityCount: number;
  /** The city's id followed by its ancestors' ids, nearest first: where it sits for the policy. */
  cityPath: number[];
  createdAt: string;
  updatedAt: string;
  /** The stream revision: send it back in `If-Match` to refuse overwriting a newer change. */
  version: number;
  /** The day of the city's newest meeting that took place, `null` if it never met. */
  lastMeetingDate: string | null;
  /** The report date of the city's newest submitted karguzari report, `null` if none. */
  lastKarguzariDate: string | null;
  /** Flagged by the danger-zone job (no meeting in the last 2 weeks): its card's Danger Zone badge. */
  inDangerZone: boolean;
}

/** A city's selected Seerat model or library book, as the city page lists it. */
export interface CityCatalogueEntry {
  id: number;
  name: string;
  count: number;
}

/**
 * What a city card shows (`CityCard`: names, masool, status, the five counts, the four badges, the
 * last update), and so what a zone's list sends of each city: the card opens the city's page, which
 * reads the whole `City`. A zone's page of whole cities weighed 34 KB at national scale.
 */
export const CITY_LIST_ITEM_FIELDS = [
  'id',
  'name',
  'nameUrdu',
  'masoolName',
  'status',
  'activeCircles',
  'majlisMembers',
  'ulmaCount',
  'inactiveTeachersCount',
  'masjidCount',
  'whatsappGroup',
  'islahiMuamlat',
  'campusActive',
  'inDangerZone',
  'updatedAt',
] as const satisfies readonly (keyof City)[];
export type CityListItem = Pick<City, (typeof CITY_LIST_ITEM_FIELDS)[number]>;

/**
 * `GET /api/zones/{id}/cities`: one page of a zone's cities (`CityListItem`s) as its page ranks
 * them, searched by name.
 */
export const zoneCityListQuerySchema = z.object({ ...pageQueryFields, search: listSearch });

/**
 * The orders `GET /api/cities` pages by: `name` (the pickers), or `performance`, the cities running
 * most circles first, then most majlis members (spec section 9's ranking; the dashboard's City
 * Performance and its View All).
 */
export const CITY_LIST_SORTS = ['name', 'performance'] as const;
export type CityListSort = (typeof CITY_LIST_SORTS)[number];

/**
 * `GET /api/cities`: one page of the cities in the caller's scope by name (or by performance),
 * searched by name over all of them, optionally in one zone, or only those of the given ids (the
 * names a screen shows of ids it holds). The pickers of the forms ask it as the user types.
 */
export const cityListQuerySchema = z.object({
  ...pageQueryFields,
  search: listSearch,
  zoneId: idText.optional(),
  ids: idList('cities').optional(),
  sort: z.enum(CITY_LIST_SORTS).default('name'),
});
