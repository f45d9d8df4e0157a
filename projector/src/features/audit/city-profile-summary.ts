import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';

/**
 * `city_profile_summary`: per city, how many changes its history holds and who made the last.
 *
 * totalChanges is the number of rows of the city in `city_audit_log`: one for its creation plus
 * one per changed field (a save that changed three fields counts three). The last editor and time
 * are those of the newest event that added rows; createdBy is the user who created the city.
 */
export async function createCityProfileSummaryTable(knex: Knex, schema: string): Promise<void> {
  await knex.schema.withSchema(schema).createTable('city_profile_summary', (table) => {
    table.integer('city_id').primary();
    table.integer('total_changes').notNullable();
    table.text('last_edited_by').notNullable();
    table.timestamp('last_edited_at', { useTz: true }).notNullable();
    table.text('created_by');
  });
}

export async function countCityChanges(
  trx: Knex.Transaction,
  options: { cityId: number; event: RecordedEvent; changes: number; created: boolean },
): Promise<void> {
  const { cityId, event, changes, created } = options;
  if (changes === 0) return;
  await trx('city_profile_summary')
    .insert({
      city_id: cityId,
      total_changes: changes,
      last_edited_by: event.metadata.username,
      last_edited_at: event.metadata.occurredAt,
      created_by: created ? event.metadata.username : null,
    })
    .onConflict('city_id')
    .merge({
      total_changes: trx.raw('city_profile_summary.total_changes + excluded.total_changes'),
      last_edited_by: trx.raw('excluded.last_edited_by'),
      last_edited_at: trx.raw('excluded.last_edited_at'),
    });
}
