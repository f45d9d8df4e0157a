import { cityStreamName, type FieldChanges, qabailStreamName, zoneStreamName } from '@seerat/contracts';
import { seedDemoData } from '@seerat/demo-data';
import { createPostgresEventStore, type PostgresEventStore, type RecordedEvent } from '@seerat/eventstore';
import { createKnex, createSilentLogger, type Knex } from '@seerat/platform';
import { createTestDatabase, type TestDatabase } from '@seerat/platform/testing';
import { type AsOfEntity, entityAsOf } from '@seerat/read-api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The entity as of a moment, as `entityAsOf` folds it with the deciders' `evolve`, against the same
 * moment worked out another way, straight from the stored events: each field is the value of the
 * last change of that field made by then, else the value it was created with. Random cities, zones
 * and qabails of the small demo organisation, at random instants across their lives (exact event
 * times and a millisecond either side included, where off-by-one mistakes live).
 */
let database: TestDatabase;
let knex: Knex;
let store: PostgresEventStore;
const ids: Record<'cities' | 'zones' | 'qabails', number[]> = { cities: [], zones: [], qabails: [] };

beforeAll(async () => {
  database = await createTestDatabase('entity_as_of_demo');
  knex = createKnex({ connectionString: database.url });
  store = createPostgresEventStore({ connectionString: database.url });
  await seedDemoData({ store, knex, logger: createSilentLogger(), scale: 'small', seed: 5 });
  const streams: { stream_name: string }[] = await knex
    .raw(
      `SELECT DISTINCT stream_name FROM eventstore.events WHERE stream_name ~ '^(city|zone|qabail)-[0-9]+$'`,
    )
    .then((result: { rows: { stream_name: string }[] }) => result.rows);
  for (const { stream_name } of streams) {
    const [kind, id] = stream_name.split('-') as [string, string];
    const key = kind === 'city' ? 'cities' : kind === 'zone' ? 'zones' : 'qabails';
    ids[key].push(Number(id));
  }
}, 600_000);
afterAll(async () => {
  await store?.close();
  await knex?.destroy();
  await database?.drop();
});

const STREAM = { cities: cityStreamName, zones: zoneStreamName, qabails: qabailStreamName };
const SELECTIONS = new Set(['seeratModels', 'libraryBooks']);

/** Each field's last value by `at`, field by field, or `undefined` before the entity existed. */
function lastValues(events: RecordedEvent[], at: number) {
  const made = events.filter((event) => Date.parse(event.metadata.occurredAt) <= at);
  const created = made.find((event) => event.type.endsWith('Created'));
  if (!created) return undefined;
  const data = created.data as { fields: Record<string, unknown> } & Record<string, unknown>;
  const fields = { ...data.fields };
  const selections: Record<string, unknown> = {
    seeratModels: data.seeratModels,
    libraryBooks: data.libraryBooks,
  };
  for (const field of new Set([...Object.keys(fields), ...SELECTIONS])) {
    const lastChange = made.findLast(
      (event) => (event.data as { changes?: FieldChanges }).changes?.[field] !== undefined,
    );
    if (!lastChange) continue;
    const value = (event: RecordedEvent) => (event.data as { changes: FieldChanges }).changes[field]!.to;
    if (SELECTIONS.has(field)) selections[field] = value(lastChange);
    else fields[field] = value(lastChange);
  }
  return { fields, selections, deleted: made.some((event) => event.type.endsWith('Deleted')) };
}

describe('an entity as of any moment', () => {
  it('has the demo organisation to fold', () => {
    expect(ids.cities.length).toBeGreaterThan(50);
    expect(ids.zones.length).toBeGreaterThan(2);
    expect(ids.qabails.length).toBeGreaterThan(5);
  });

  it('folds to the values the stored events held at that instant', async () => {
    const pick = fc
      .constantFrom<AsOfEntity & keyof typeof ids>('cities', 'zones', 'qabails')
      .chain((entity) =>
        fc.record({
          entity: fc.constant(entity),
          index: fc.nat(),
          moment: fc.oneof(
            fc.record({
              kind: fc.constant('event' as const),
              event: fc.nat(),
              shift: fc.constantFrom(-1, 0, 1),
            }),
            fc.record({
              kind: fc.constant('between' as const),
              share: fc.double({ min: -0.05, max: 1.05, noNaN: true }),
            }),
          ),
        }),
      );
    await fc.assert(
      fc.asyncProperty(pick, async ({ entity, index, moment }) => {
        const id = ids[entity][index % ids[entity].length]!;
        const events = await store.readStream(STREAM[entity](id));
        const times = events.map((event) => Date.parse(event.metadata.occurredAt));
        const at =
          moment.kind === 'event'
            ? times[moment.event % times.length]! + moment.shift
            : Math.round(times[0]! + moment.share * (times.at(-1)! - times[0]!));
        const expected = lastValues(events, at);
        const answer = entityAsOf(store, entity, id, new Date(at));
        if (!expected) {
          await expect(answer).rejects.toThrow(/did not exist yet/);
          return;
        }
        const { state } = (await answer) as { state: Record<string, unknown> };
        expect(state.fields).toEqual(expected.fields);
        if (entity === 'cities') {
          expect({ seeratModels: state.seeratModels, libraryBooks: state.libraryBooks }).toEqual(
            expected.selections,
          );
        }
        if (entity === 'qabails') expect(state.deleted).toBe(expected.deleted);
      }),
      { seed: 16_2026, numRuns: 300 },
    );
  }, 120_000);
});
