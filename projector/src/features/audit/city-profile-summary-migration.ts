import type { Knex } from 'knex';

/** The summary's table, as the city audit log's migration created it. */
export async function createCityProfileSummaryTable(knex: Knex, schema: string): Promise<void> {
  await knex.schema.withSchema(schema).createTable('city_profile_summary', (table) => {
    table.integer('city_id').primary();
    table.integer('total_changes').notNullable();
    table.text('last_edited_by').notNullable();
    table.timestamp('last_edited_at', { useTz: true }).notNullable();
    table.text('created_by');
  });
}
