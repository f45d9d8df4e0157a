import {
  type City,
  type CityCatalogueEntry,
  type CityFields,
  clearDependentCityFields,
  type createCityRequestSchema,
  DEFAULT_MAJLIS_DAY,
  DEFAULT_MAJLIS_TIME,
} from '@seerat/contracts';
import type { z } from 'zod';
import { toCount } from '../../lib/form-input';

/**
 * The city form's state and how it becomes a request. Counts and selection counts are kept as
 * the text typed, so a field can be emptied while typing; on submit an empty count is 0 (spec
 * section 5) and any other number goes as typed, for the contract to refuse a minus sign.
 */

export const CITY_COUNT_FIELDS = [
  { name: 'majlisMembers', label: 'Majlis Members' },
  { name: 'activeCircles', label: 'Active Circles' },
  { name: 'ulmaCount', label: 'Ulma Count' },
  { name: 'inactiveTeachersCount', label: 'Inactive Teachers' },
  { name: 'masjidCount', label: 'Masjid Count' },
  { name: 'murabbiCount', label: 'Murabbi Count' },
  { name: 'seeratLibraryBooks', label: 'Seerat Library Books' },
] as const;
export type CityCountField = (typeof CITY_COUNT_FIELDS)[number]['name'];

/** Every field the editor sets directly; counts and the zone live beside them. */
export type CityEditableFields = Omit<CityFields, CityCountField | 'zoneId'>;

/** Selected catalogue entries: id → the count as typed. */
export type CatalogueSelection = Record<number, string>;

export type CityFormValues = {
  fields: CityEditableFields;
  counts: Record<CityCountField, string>;
  /** `null` until chosen, when the form offers a choice of zone. */
  zoneId: number | null;
  seeratModels: CatalogueSelection;
  libraryBooks: CatalogueSelection;
  changeReason: string;
};

/** What the form sends: a city to create, or (with a change reason) the fields of an update. */
export type CityFormRequest = z.input<typeof createCityRequestSchema> & { changeReason?: string };

export type CityFormStart = {
  /** The city being edited; absent when adding one. */
  city?: City;
  seeratModels?: CityCatalogueEntry[];
  libraryBooks?: CityCatalogueEntry[];
  zoneId?: number | null;
};

export function initialCityFormValues({
  city,
  seeratModels = [],
  libraryBooks = [],
  zoneId = null,
}: CityFormStart): CityFormValues {
  return {
    fields: city ? editableFieldsOf(city) : NEW_CITY_FIELDS,
    counts: Object.fromEntries(
      CITY_COUNT_FIELDS.map(({ name }) => [name, city ? String(city[name]) : '0']),
    ) as Record<CityCountField, string>,
    zoneId: city?.zoneId ?? zoneId,
    seeratModels: selectionOf(seeratModels),
    libraryBooks: selectionOf(libraryBooks),
    changeReason: '',
  };
}

const NEW_CITY_FIELDS: CityEditableFields = {
  name: '',
  nameUrdu: null,
  masoolName: '',
  // An example number belongs in the input's placeholder, never in the value sent.
  masoolNumber: '',
  whatsappGroup: false,
  whatsappGroupUrl: null,
  islahiMuamlat: false,
  muamlatReceiver: null,
  status: 'active',
  karguzari: null,
  shabetazkiaCheck: false,
  shabetazkiaLastDate: null,
  majlisZikrCheck: false,
  majlisZikrDay: null,
  majlisZikrTime: null,
  isParentCity: false,
  parentCityId: null,
  campusActive: false,
  majlisTaleemActive: false,
  majlisTaleemMasool: null,
  majlisIslahActive: false,
  majlisIslahMasool: null,
  majlisShabab: false,
  majlisShababMasool: null,
  majlisAtfal: false,
  majlisAtfalMasool: null,
  majlisJamiyaat: false,
  majlisJamiyaatMasool: null,
  muntizamahActive: false,
  muntizamahMasool: null,
};

function editableFieldsOf(city: City): CityEditableFields {
  const fields = {} as Record<keyof CityEditableFields, unknown>;
  for (const name of Object.keys(NEW_CITY_FIELDS) as (keyof CityEditableFields)[]) fields[name] = city[name];
  return fields as CityEditableFields;
}

function selectionOf(entries: CityCatalogueEntry[]): CatalogueSelection {
  return Object.fromEntries(entries.map((entry) => [entry.id, String(entry.count)]));
}

/**
 * One field changed: a toggle switched off clears what depends on it, by the same rule the server
 * applies. The Islahi Majlis switched on starts at the usual Sunday, 6:00PM.
 */
export function withField<K extends keyof CityEditableFields>(
  fields: CityEditableFields,
  name: K,
  value: CityEditableFields[K],
): CityEditableFields {
  const next = { ...fields, [name]: value };
  if (name === 'majlisZikrCheck' && value === true) {
    next.majlisZikrDay ??= DEFAULT_MAJLIS_DAY;
    next.majlisZikrTime ??= DEFAULT_MAJLIS_TIME;
  }
  return clearDependentCityFields(next);
}

type RequestOptions = {
  /** Status goes only from those who may change it; for others the server keeps what it has. */
  includeStatus: boolean;
  /** Only an update carries a reason for the change. */
  includeChangeReason: boolean;
};

/** The request for a form whose zone is known (the form does not submit without one). */
export function toCityRequest(
  values: CityFormValues & { zoneId: number },
  options: RequestOptions,
): CityFormRequest {
  const { status, ...fields } = clearDependentCityFields(values.fields);
  const counts = Object.fromEntries(
    CITY_COUNT_FIELDS.map(({ name }) => [name, toCount(values.counts[name])]),
  ) as Record<CityCountField, number>;
  return {
    ...fields,
    ...counts,
    ...(options.includeStatus && { status }),
    shabetazkiaLastDate:
      fields.shabetazkiaCheck && fields.shabetazkiaLastDate ? fields.shabetazkiaLastDate : null,
    zoneId: values.zoneId,
    seeratModels: Object.entries(values.seeratModels).map(([id, count]) => ({
      modelId: Number(id),
      count: toCount(count),
      isSelected: true,
    })),
    libraryBooks: Object.entries(values.libraryBooks).map(([id, count]) => ({
      bookId: Number(id),
      count: toCount(count),
      isSelected: true,
    })),
    ...(options.includeChangeReason && { changeReason: values.changeReason }),
  };
}

/**
 * Whether a city of the zone may be named as the parent of city `cityId`: any but the city itself
 * and its own sub-cities at any depth (a parent never sits below its child), which hold its id in
 * their path. A new city (no id) has no sub-cities yet.
 */
export function mayBeParentOf(candidate: Pick<City, 'cityPath'>, cityId: number | undefined): boolean {
  return cityId === undefined || !candidate.cityPath.includes(cityId);
}
