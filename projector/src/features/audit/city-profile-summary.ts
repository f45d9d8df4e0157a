import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import type { Row } from '../../handling/batch-writes';
import { readTable } from '../../read-schema/read-tables';
import type { AuditEntry } from './audit-log';

/**
 * `city_profile_summary`: per city, how many changes its history holds and who made the last.
 *
 * totalChanges is the number of rows of the city in `city_audit_log`: one for its creation plus
 * one per changed field (a save that changed three fields counts three). The last editor and time
 * are those of the newest event that added rows; createdBy is the user who created the city.
 */
export const cityProfileSummaryTable = readTable('city_profile_summary', [
  'cityId',
  'totalChanges',
  'lastEditedBy',
  'lastEditedAt',
  'createdBy',
] as const);

export async function createCityProfileSummaryTable(knex: Knex, schema: string): Promise<void> {
  await knex.schema.withSchema(schema).createTable('city_profile_summary', (table) => {
    table.integer('city_id').primary();
    table.integer('total_changes').notNullable();
    table.text('last_edited_by').notNullable();
    table.timestamp('last_edited_at', { useTz: true }).notNullable();
    table.text('created_by');
  });
}

/** Counts a batch's audit entries into each city's summary: one row per city, one statement. */
export async function countCityChanges(
  trx: Knex.Transaction,
  entries: (AuditEntry & { created: boolean })[],
): Promise<void> {
  const summaries = new Map<number, Row>();
  for (const { ownerId, event, rows, created } of entries) {
    if (rows.length === 0) continue;
    const summary = summaries.get(ownerId) ?? { city_id: ownerId, total_changes: 0, created_by: null };
    summary.total_changes = (summary.total_changes as number) + rows.length;
    Object.assign(summary, lastEdit(event));
    if (created) summary.created_by = event.metadata.username;
    summaries.set(ownerId, summary);
  }
  if (summaries.size === 0) return;
  await trx.raw(
    `INSERT INTO city_profile_summary
       SELECT * FROM json_populate_recordset(NULL::city_profile_summary, ?::json)
     ON CONFLICT (city_id) DO UPDATE SET
       total_changes = city_profile_summary.total_changes + excluded.total_changes,
       last_edited_by = excluded.last_edited_by,
       last_edited_at = excluded.last_edited_at`,
    [JSON.stringify([...summaries.values()])],
  );
}

function lastEdit(event: RecordedEvent): Row {
  return { last_edited_by: event.metadata.username, last_edited_at: event.metadata.occurredAt };
}
