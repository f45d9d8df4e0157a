import type pg from 'pg';
import { schemaSql } from './schema.sql';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,47}$/;

/** The schema name is spliced into SQL, so only plain lower-case identifiers are accepted. */
export function assertSchemaName(schema: string): void {
  if (!SCHEMA_NAME.test(schema))
    throw new TypeError(`Event store schema "${schema}" must match ${SCHEMA_NAME.source}`);
}

/**
 * Creates the schema on first call and remembers that it succeeded; a failed run is retried by the
 * next call, so a database that was briefly unreachable at startup does not disable the store.
 * Several processes may migrate at once: an advisory lock makes them take turns.
 */
export function createMigrator(pool: pg.Pool, schema: string): () => Promise<void> {
  let migrated: Promise<void> | null = null;
  return () => {
    migrated ??= migrate(pool, schema).catch((error: unknown) => {
      migrated = null;
      throw error;
    });
    return migrated;
  };
}

async function migrate(pool: pg.Pool, schema: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${schema}.migrate`]);
    await client.query(schemaSql(schema));
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
