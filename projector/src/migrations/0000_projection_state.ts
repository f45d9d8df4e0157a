import { type ReadModelMigration, readSchemaOf } from '../projection';

/**
 * The engine's own tables, created in every read schema before the read models' tables. They live
 * inside the schema so that a rebuild's schema swap swaps them together with the read models.
 * Positions are numeric(20,0): store positions are unsigned 64-bit, beyond bigint's range.
 */
export const projectionStateMigration: ReadModelMigration = {
  name: '0000_projection_state',
  async up(knex) {
    const schema = readSchemaOf(knex);
    await knex.schema.withSchema(schema).createTable('projection_checkpoint', (table) => {
      // One row per read model; null until its first event is projected.
      table.text('name').primary();
      table.specificType('position', 'numeric(20,0)');
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    // One row per read model halted on an event it cannot apply (`name` is the read model's).
    await knex.schema.withSchema(schema).createTable('projection_status', (table) => {
      table.text('name').primary();
      table.text('error').notNullable();
      table.text('event_id').notNullable();
      table.text('event_type').notNullable();
      table.specificType('event_position', 'numeric(20,0)').notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
};
