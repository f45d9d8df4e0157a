import { type FieldChanges, QABAIL_FIELDS, type QabailFields, qabailFieldsSchema } from '@seerat/contracts';

/**
 * The qabails table has a column per qabail field (`qabilahName` → `qabilah_name`) except
 * `cityName`: a qabail's city name is read from the cities table, so it follows a renamed city.
 * The recorded name stays in the events and the audit history.
 */
const STORED_FIELDS = QABAIL_FIELDS.filter((field) => field !== 'cityName');

export function qabailColumnName(field: keyof QabailFields): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export function qabailColumns(fields: Partial<QabailFields>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const field of STORED_FIELDS) {
    if (fields[field] !== undefined) columns[qabailColumnName(field)] = fields[field];
  }
  return columns;
}

/**
 * The new values of a QabailUpdated's changed fields, each checked by the field's own rule. A
 * field this model does not know stops the projection rather than being dropped.
 */
export function changedQabailFields(changes: FieldChanges): Partial<QabailFields> {
  const changed: Partial<QabailFields> = {};
  for (const [field, change] of Object.entries(changes)) {
    if (!isQabailField(field)) throw new Error(`QabailUpdated names an unknown qabail field "${field}"`);
    Object.assign(changed, { [field]: qabailFieldsSchema.shape[field].parse(change.to) });
  }
  return changed;
}

function isQabailField(field: string): field is keyof QabailFields {
  return (QABAIL_FIELDS as string[]).includes(field);
}
