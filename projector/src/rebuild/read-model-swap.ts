import type { Knex } from 'knex';

/**
 * The swap of a one-read-model rebuild, inside the swap transaction: the read model's fresh tables
 * (everything `from` holds besides the engine's own) replace its tables in `to`, with their
 * indexes and sequences; its checkpoint comes along and its halt goes. Migrations that ran in `from`
 * but not yet in `to` (a fix may bring one) are recorded in `to`, so they do not run there again.
 */
export async function moveReadModelTables(
  trx: Knex.Transaction,
  options: { from: string; to: string; readModel: string },
): Promise<void> {
  const { from, to, readModel } = options;
  const { rows } = await trx.raw<{ rows: { tablename: string }[] }>(
    `SELECT tablename FROM pg_tables
      WHERE schemaname = ? AND tablename NOT LIKE 'knex\\_migrations%' AND tablename NOT LIKE 'projection\\_%'`,
    [from],
  );
  for (const { tablename } of rows) {
    await trx.raw('DROP TABLE IF EXISTS ??.?? CASCADE', [to, tablename]);
    await trx.raw('ALTER TABLE ??.?? SET SCHEMA ??', [from, tablename, to]);
  }
  await trx.raw(
    `INSERT INTO ??.knex_migrations (name, batch, migration_time)
     SELECT r.name, r.batch, r.migration_time FROM ??.knex_migrations r
      WHERE NOT EXISTS (SELECT 1 FROM ??.knex_migrations l WHERE l.name = r.name)`,
    [to, from, to],
  );
  await trx.raw(
    `INSERT INTO ??.projection_checkpoint (name, position, updated_at)
     SELECT name, position, now() FROM ??.projection_checkpoint WHERE name = ?
     ON CONFLICT (name) DO UPDATE SET position = excluded.position, updated_at = excluded.updated_at`,
    [to, from, readModel],
  );
  await trx.raw('DELETE FROM ??.projection_status WHERE name = ?', [to, readModel]);
}
