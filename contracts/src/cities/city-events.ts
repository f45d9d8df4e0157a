import { z } from 'zod';
import type { CampusChecklistEvent } from '../campus-checklist/campus-checklist-events';
import { fieldChangesSchema } from '../common/field-changes';
import { entityId } from '../common/fields';
import type { SeeratModelCheckEvent } from '../seerat-model-checks/seerat-model-check-events';
import { cityFieldsSchema, citySelectionSchema } from './city';

/**
 * Domain events of a city (stream `city-<id>`, which also holds the city's campus checklist, its
 * Seerat model checks and its Seerat model and library book selections; selections change as lists of `{ id, count }`).
 */
const selections = z.array(citySelectionSchema);
export const cityCreatedSchema = z.object({
  cityId: entityId,
  fields: cityFieldsSchema,
  seeratModels: selections,
  libraryBooks: selections,
});
export const cityUpdatedSchema = z.object({ cityId: entityId, changes: fieldChangesSchema });

export type CityEvent =
  | { type: 'CityCreated'; data: z.infer<typeof cityCreatedSchema> }
  | { type: 'CityUpdated'; data: z.infer<typeof cityUpdatedSchema> }
  | CampusChecklistEvent
  | SeeratModelCheckEvent;

export const cityStreamName = (cityId: number) => `city-${cityId}`;

/** The fields of a city the cities read model places it by: its zone, its parent (so its path), its name. */
const PLACING_FIELDS = ['zoneId', 'parentCityId', 'name'] as const;

/**
 * Whether an event of a city's stream changes where the city sits (or its name): only these
 * change the rights that hang on the city, so a karguzari report or a circle count, the bulk
 * of a city's events, leaves them as they were.
 */
export function placesCity(event: { type: string; data: unknown }): boolean {
  if (event.type === 'CityCreated') return true;
  if (event.type !== 'CityUpdated') return false;
  const { changes } = event.data as z.infer<typeof cityUpdatedSchema>;
  return PLACING_FIELDS.some((field) => field in changes);
}
