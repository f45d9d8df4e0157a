import {
  migrateBudgetNumbers,
  migrateCustomRoleNameClaims,
  migrateIdSequences,
  migrateLoginThrottle,
  migrateMasoolProfileUsers,
  migrateUsernameClaims,
  migrateZoneNameClaims,
} from '@seerat/command-api';
import { type EventStore, openEventStore } from '@seerat/eventstore';
import { migrateJobRunLog } from '@seerat/jobs';
import {
  type Config,
  createKnex,
  type Knex,
  type Logger,
  migrateSessionStore,
  migrateStoredFiles,
} from '@seerat/platform';
import { migrateReadSchema, portalProjection, projectionMigrations, READ_SCHEMA } from '@seerat/projector';

export interface Infrastructure {
  databaseUrl: string;
  knex: Knex;
  store: EventStore;
  close(): Promise<void>;
}

/**
 * The connections every service needs, with every schema migrated: the event store's, the
 * sessions, the write side's id sequences, sign-in throttle, username and custom role name claims,
 * the jobs' run history, and the read models.
 * Migrations are idempotent and guarded by locks, so any service may run them at start.
 */
export async function openInfrastructure(options: {
  config: Config;
  databaseUrl: string;
  logger: Logger;
  applicationName: string;
}): Promise<Infrastructure> {
  const knex = createKnex({
    connectionString: options.databaseUrl,
    applicationName: options.applicationName,
  });
  const store = await openEventStore({
    eventStoreUrl: options.config.EVENTSTORE_URL,
    databaseUrl: options.databaseUrl,
    logger: options.logger,
  });
  const close = async () => {
    await store.close();
    await knex.destroy();
  };
  try {
    // Services starting together would race on CREATE ... IF NOT EXISTS; one at a time.
    await knex.transaction(async (trx) => {
      await trx.raw(`SELECT pg_advisory_xact_lock(hashtext('portal.write-side-migrations'))`);
      await migrateSessionStore(trx);
      await migrateIdSequences(trx);
      await migrateBudgetNumbers(trx);
      await migrateLoginThrottle(trx);
      await migrateUsernameClaims(trx);
      await migrateCustomRoleNameClaims(trx);
      await migrateZoneNameClaims(trx, READ_SCHEMA);
      await migrateMasoolProfileUsers(trx);
      await migrateStoredFiles(trx);
      await migrateJobRunLog(trx);
    });
    const applied = await migrateReadSchema(knex, {
      schema: READ_SCHEMA,
      migrations: projectionMigrations(portalProjection),
    });
    if (applied.length > 0) options.logger.info({ applied }, 'read-model migrations applied');
  } catch (error) {
    await close();
    throw error;
  }
  return { databaseUrl: options.databaseUrl, knex, store, close };
}
