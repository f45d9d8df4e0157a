import { z } from 'zod';
import { campusChecklistMapSchema } from '../cities/campus-checklist';
import { cityFieldsSchema, citySelectionSchema } from '../cities/city';
import { zoneFieldsSchema } from '../zones/zone';

/**
 * Domain events of zones (stream `zone-<id>`) and cities (stream `city-<id>`, which also holds
 * the city's campus checklist and its Seerat model and library book selections).
 *
 * An update event carries every changed field with its value before and after, so an auditor
 * replaying the log reads each change without reconstructing state; fields that did not change
 * are absent. Values are the fields' JSON values (selections are lists of `{ id, count }`).
 */
const id = z.number().int().positive();
const fieldChange = z.object({ from: z.unknown(), to: z.unknown() });
export type FieldChange = z.infer<typeof fieldChange>;
export type FieldChanges = Record<string, FieldChange>;

export const zoneCreatedSchema = z.object({ zoneId: id, fields: zoneFieldsSchema });
export const zoneUpdatedSchema = z.object({ zoneId: id, changes: z.record(z.string(), fieldChange) });

const selections = z.array(citySelectionSchema);
export const cityCreatedSchema = z.object({
  cityId: id,
  fields: cityFieldsSchema,
  seeratModels: selections,
  libraryBooks: selections,
});
export const cityUpdatedSchema = z.object({ cityId: id, changes: z.record(z.string(), fieldChange) });
export const campusChecklistSavedSchema = z.object({
  cityId: id,
  checklist: campusChecklistMapSchema,
  notes: z.string().nullable(),
  isCampus: z.boolean(),
});

export const seeratModelAddedSchema = z.object({
  modelId: id,
  modelName: z.string(),
  priority: z.number().int(),
});
export const recommendedBookAddedSchema = z.object({
  bookId: id,
  title: z.string(),
  author: z.string(),
  category: z.string(),
  priority: z.number().int(),
  description: z.string().nullable(),
});

export type ZoneEvent =
  | { type: 'ZoneCreated'; data: z.infer<typeof zoneCreatedSchema> }
  | { type: 'ZoneUpdated'; data: z.infer<typeof zoneUpdatedSchema> };

export type CityEvent =
  | { type: 'CityCreated'; data: z.infer<typeof cityCreatedSchema> }
  | { type: 'CityUpdated'; data: z.infer<typeof cityUpdatedSchema> }
  | { type: 'CampusChecklistSaved'; data: z.infer<typeof campusChecklistSavedSchema> };

export type CatalogueEvent =
  | { type: 'SeeratModelAdded'; data: z.infer<typeof seeratModelAddedSchema> }
  | { type: 'RecommendedBookAdded'; data: z.infer<typeof recommendedBookAddedSchema> };

export const zoneStreamName = (zoneId: number) => `zone-${zoneId}`;
export const cityStreamName = (cityId: number) => `city-${cityId}`;
export const seeratModelStreamName = (modelId: number) => `seerat-model-${modelId}`;
export const recommendedBookStreamName = (bookId: number) => `recommended-book-${bookId}`;
/** Records, once, that the default Seerat books were added on first start. */
export const CATALOGUE_BOOTSTRAP_STREAM = 'catalogue-bootstrap';
/**
 * The one event of `CATALOGUE_BOOTSTRAP_STREAM`: the ids the default books take, in the order of
 * `DEFAULT_RECOMMENDED_BOOKS`, recorded before any of them is added. Read models ignore it.
 */
export const defaultRecommendedBooksPlannedSchema = z.object({ bookIds: z.array(id) });
