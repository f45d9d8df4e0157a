import { CITY_FIELDS, type CityFields, cityFieldsSchema, type FieldChanges } from '@seerat/contracts';

/**
 * The city selections travel in CityCreated and CityUpdated beside the fields, but live in their
 * own tables (`city-selections-read-model.ts`), not in the cities row.
 */
export const CITY_SELECTION_FIELDS = ['seeratModels', 'libraryBooks'] as const;

/** `majlisTaleemActive` → `majlis_taleem_active`: every city field has a column of that name. */
export function cityColumnName(field: keyof CityFields): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

const COLUMN_NAMES = new Map<string, string>(CITY_FIELDS.map((field) => [field, cityColumnName(field)]));

/** The columns of the fields present (an update's few, or a new city's all). */
export function cityColumns(fields: Partial<CityFields>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    const column = COLUMN_NAMES.get(field);
    if (column !== undefined && value !== undefined) columns[column] = value;
  }
  return columns;
}

/**
 * The new values of a CityUpdated's changed fields, each checked by the field's own rule. A field
 * this model does not know stops the projection rather than being dropped.
 */
export function changedCityFields(changes: FieldChanges): Partial<CityFields> {
  const changed: Partial<CityFields> = {};
  for (const [field, change] of Object.entries(changes)) {
    if ((CITY_SELECTION_FIELDS as readonly string[]).includes(field)) continue;
    if (!isCityField(field)) throw new Error(`CityUpdated names an unknown city field "${field}"`);
    Object.assign(changed, { [field]: cityFieldsSchema.shape[field].parse(change.to) });
  }
  return changed;
}

function isCityField(field: string): field is keyof CityFields {
  return (CITY_FIELDS as string[]).includes(field);
}
