import {
  createPostgresEventStore,
  type EventToAppend,
  type PostgresEventStore,
  type RecordedEvent,
} from '@seerat/eventstore';
import { createKnex, createSilentLogger, type Knex, type Logger } from '@seerat/platform';
import { createTestDatabase } from '@seerat/platform/testing';
import { incremented, noted } from './fixture-projection';

/** One test file's database with the Postgres event store and a knex on it. */
export interface TestEnvironment {
  url: string;
  knex: Knex;
  store: PostgresEventStore;
  logger: Logger;
  close(): Promise<void>;
}

export async function createTestEnvironment(label: string): Promise<TestEnvironment> {
  const database = await createTestDatabase(label);
  const knex = createKnex({ connectionString: database.url });
  const store = createPostgresEventStore({ connectionString: database.url, pollIntervalMs: 100 });
  const close = async () => {
    await store.close();
    await knex.destroy();
    await database.drop();
  };
  await store.migrate().catch(async (error) => {
    await close();
    throw error;
  });
  return {
    url: database.url,
    knex,
    store,
    logger: createSilentLogger(),
    close,
  };
}

/** Appends `count` fixture events spread over `streams` streams, a few events per append. */
export async function appendFixtureEvents(
  store: PostgresEventStore,
  options: { count: number; streams: number; prefix?: string },
): Promise<void> {
  const prefix = options.prefix ?? 'counter';
  for (let offset = 0; offset < options.count; offset += 5) {
    const size = Math.min(5, options.count - offset);
    const events: EventToAppend[] = Array.from({ length: size }, (_, index) =>
      (offset + index) % 3 === 0 ? noted(`note ${offset + index}`) : incremented(((offset + index) % 7) + 1),
    );
    await store.append(`${prefix}-${(offset / 5) % options.streams}`, events, 'any');
  }
}

export async function readWholeLog(store: PostgresEventStore): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (;;) {
    const page = await store.readAll({ after: events.at(-1)?.position ?? null, maxCount: 1000 });
    if (page.length === 0) return events;
    events.push(...page);
  }
}

/** Every read-model table of `schema` (not the engine's own), each as its rows' text, sorted. */
export async function dumpReadModels(knex: Knex, schema: string): Promise<Record<string, string[]>> {
  const tables: { table_name: string }[] = (
    await knex.raw(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = ? AND table_name NOT LIKE 'knex_migrations%'
          AND table_name NOT LIKE 'projection_%'
        ORDER BY table_name`,
      [schema],
    )
  ).rows;
  const dump: Record<string, string[]> = {};
  for (const { table_name: table } of tables) {
    const rows: { row: string }[] = (
      await knex.raw(`SELECT t::text AS row FROM "${schema}"."${table}" AS t ORDER BY 1`)
    ).rows;
    dump[table] = rows.map(({ row }) => row);
  }
  return dump;
}

/** The counters table as `stream → { total, increments }`, to compare with `expectedFixtureRows`. */
export async function readCounters(knex: Knex, schema: string) {
  const rows: { stream: string; total: string; increments: number }[] = await knex
    .withSchema(schema)
    .from('counters')
    .select('stream', 'total', 'increments');
  return new Map(rows.map((row) => [row.stream, { total: Number(row.total), increments: row.increments }]));
}

export async function countNotes(knex: Knex, schema: string): Promise<number> {
  const [row] = await knex.withSchema(schema).from('notes').count<{ count: string }[]>({ count: '*' });
  return Number(row?.count ?? 0);
}
