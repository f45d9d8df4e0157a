import type { Knex } from 'knex';
import { advisoryKey } from '../locks/advisory-keys';
import { withSessionLock } from '../locks/lock-connection';
import { projectionStateMigration } from '../migrations/0000_projection_state';
import { kebabCaseNamesMigration } from '../migrations/0000_projection_state_kebab_case_names';
import type { ReadModelMigration } from '../projection';
import { sqlSchema } from './schema-name';

/**
 * Brings `schema` up to date: creates it if needed, then runs the engine's own migrations and the
 * given read-model migrations that have not run there yet, in name order (as knex orders a
 * migrations directory). Migration history lives inside the schema, so a rebuilt schema carries
 * its own. Returns the names that ran.
 *
 * A session lock serialises concurrent callers (a projector and a start-up script, say): knex's
 * own migration lock refuses a second caller instead of waiting.
 */
export async function migrateReadSchema(
  knex: Knex,
  options: { schema: string; migrations: ReadModelMigration[] },
): Promise<string[]> {
  const { schema } = options;
  const migrations = [projectionStateMigration, kebabCaseNamesMigration, ...options.migrations].sort(
    (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  assertUniqueNames(migrations);
  return withSessionLock(knex, { key: advisoryKey('migrate', schema), purpose: 'migrate' }, async () => {
    await knex.raw(`CREATE SCHEMA IF NOT EXISTS ${sqlSchema(schema)}`);
    const [, applied]: [number, string[]] = await knex.withUserParams({ schema }).migrate.latest({
      schemaName: schema,
      tableName: 'knex_migrations',
      migrationSource: listedMigrations(migrations),
    });
    return applied;
  });
}

/** Imported modules, not a directory glob, so migrations load the same under tsx and bundlers. */
function listedMigrations(migrations: ReadModelMigration[]): Knex.MigrationSource<ReadModelMigration> {
  return {
    getMigrations: async () => migrations,
    getMigrationName: (migration) => migration.name,
    getMigration: async ({ up, down }) => ({ up, down: down ?? refuseRollback }),
  };
}

/** knex insists on a `down`; read models are rebuilt from the log, not rolled back. */
async function refuseRollback(): Promise<never> {
  throw new Error('Read-model migrations are not rolled back: rebuild the read schema instead');
}

function assertUniqueNames(migrations: ReadModelMigration[]): void {
  const seen = new Set<string>();
  for (const { name } of migrations) {
    if (seen.has(name)) throw new Error(`Two read-model migrations are named "${name}"`);
    seen.add(name);
  }
}
