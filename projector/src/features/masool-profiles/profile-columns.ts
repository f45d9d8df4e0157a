import type { FieldChanges } from '@seerat/contracts';
import type { Knex } from 'knex';
import { fieldColumns } from '../../read-schema/read-tables';

/** The practice columns masool and team profiles share (`practiceShape` in contracts). */
export function addPracticeColumns(table: Knex.CreateTableBuilder): void {
  table.boolean('islahi_mamulat').notNullable();
  table.text('bait');
  table.text('mamulat_receiver');
  table.boolean('listening_to_naat').notNullable();
  table.boolean('daily_sunnah_practice').notNullable();
  table.integer('sunnah_count').notNullable();
  table.text('daily_sunnah_details');
  table.boolean('seerat_teacher').notNullable();
  table.integer('times_taught_seerat').notNullable();
  // The reading list as recorded: `[{ title, status }]`.
  table.jsonb('reading_books').notNullable();
}

/**
 * A profile's fields as columns. The reading list is a JSON column: knex would send a JS array
 * as a PostgreSQL array, so it goes as JSON text.
 */
export function profileColumns<Field extends string>(
  values: { [Key in Field]?: unknown },
  fields: readonly Field[],
): Record<string, unknown> {
  const columns = fieldColumns(values, fields);
  if (columns.reading_books !== undefined) columns.reading_books = JSON.stringify(columns.reading_books);
  return columns;
}

/** An update's changed fields as columns, each with its new value. */
export function changedProfileColumns<Field extends string>(
  changes: FieldChanges,
  fields: readonly Field[],
  eventType: string,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, change] of Object.entries(changes)) {
    if (!(fields as readonly string[]).includes(field))
      throw new Error(`${eventType} names an unknown field "${field}"`);
    values[field] = change.to;
  }
  return profileColumns(values as { [Key in Field]?: unknown }, fields);
}

/** The columns an update stamps on the row. */
export const stampOf = (event: { metadata: { occurredAt: string }; revision: bigint }) => ({
  updated_at: event.metadata.occurredAt,
  version: Number(event.revision),
});
