import {
  applyFieldChanges,
  cityStreamName,
  type FieldChanges,
  qabailStreamName,
  READING_PROGRESS_FIELDS,
  readingProgressFieldsSchema,
  readingProgressStreamName,
  recommendedBookStreamName,
  seeratModelStreamName,
  userStreamName,
  zoneStreamName,
} from '@seerat/contracts';
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
 * last change of that field made by then, else the value it was created with. Random cities, zones,
 * qabails, users, reading lists and catalogue entries of the small demo organisation, at random
 * instants across their lives (exact event times and a millisecond either side included, where
 * off-by-one mistakes live).
 */
let database: TestDatabase;
let knex: Knex;
let store: PostgresEventStore;
const STREAM = {
  cities: cityStreamName,
  zones: zoneStreamName,
  qabails: qabailStreamName,
  users: userStreamName,
  'reading-progress': readingProgressStreamName,
  'seerat-models': seeratModelStreamName,
  'recommended-books': recommendedBookStreamName,
} satisfies Partial<Record<AsOfEntity, (id: number) => string>>;
type Folded = keyof typeof STREAM;
const FOLDED = Object.keys(STREAM) as Folded[];
const ids = Object.fromEntries(FOLDED.map((entity) => [entity, []])) as unknown as Record<Folded, number[]>;

beforeAll(async () => {
  database = await createTestDatabase('entity_as_of_demo');
  knex = createKnex({ connectionString: database.url });
  store = createPostgresEventStore({ connectionString: database.url });
  await seedDemoData({ store, knex, logger: createSilentLogger(), scale: 'small', seed: 5 });
  const streams: { stream_name: string }[] = await knex
    .raw(`SELECT DISTINCT stream_name FROM eventstore.events WHERE stream_name ~ '-[0-9]+$'`)
    .then((result: { rows: { stream_name: string }[] }) => result.rows);
  const kindOf = new Map(FOLDED.map((entity) => [STREAM[entity](0).slice(0, -1), entity]));
  for (const { stream_name } of streams) {
    const [, kind, id] = /^(.*-)(\d+)$/.exec(stream_name)!;
    const entity = kindOf.get(kind!);
    if (entity) ids[entity].push(Number(id));
  }
}, 600_000);
afterAll(async () => {
  await store?.close();
  await knex?.destroy();
  await database?.drop();
});

const SELECTIONS = new Set(['seeratModels', 'libraryBooks']);

const dataOf = (event: RecordedEvent) => event.data as Record<string, unknown>;

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
  const saved = made.findLast((event) => event.type === 'CampusChecklistSaved');
  const { cityId: _city, ...campusChecklist } = saved ? dataOf(saved) : {};
  return {
    fields,
    selections,
    campusChecklist: saved ? campusChecklist : null,
    deleted: made.some((event) => event.type.endsWith('Deleted')),
  };
}

/** A user by `at`: as created, with the last roles and organisation-wide change, active until deactivated. */
function userValues(made: RecordedEvent[]) {
  const created = made.find((event) => event.type === 'UserCreated');
  if (!created) return undefined;
  const { username, roles, assignedZoneId, assignedCityId } = {
    ...dataOf(created),
    ...dataOf(made.findLast((event) => event.type === 'UserRolesChanged') ?? created),
  };
  const wide = made.findLast((event) => event.type === 'UserOrganisationWideChanged');
  return {
    fields: {
      username,
      roles,
      assignedZoneId,
      assignedCityId,
      isActive: !made.some((event) => event.type === 'UserDeactivated'),
      organisationWide: wide ? dataOf(wide).organisationWide : false,
    },
  };
}

/** A reading list by `at`: each book listed since its last adding, with the changes made since. */
function readingListValues(made: RecordedEvent[]) {
  if (made.length === 0) return undefined;
  const fields: Record<string, unknown> = {};
  const bookIds = [...new Set(made.map((event) => dataOf(event).bookId as number))].sort((a, b) => a - b);
  for (const bookId of bookIds) {
    const own = made.filter((event) => dataOf(event).bookId === bookId);
    const added = own.findLastIndex((event) => event.type === 'ReadingBookAdded');
    if (added < 0 || own.slice(added).some((event) => event.type === 'ReadingBookRemoved')) continue;
    const record = own
      .slice(added + 1)
      .reduce(
        (fields, event) => applyFieldChanges(fields, (event.data as { changes: FieldChanges }).changes),
        readingProgressFieldsSchema.parse({}),
      );
    for (const field of READING_PROGRESS_FIELDS) fields[`book ${bookId} ${field}`] = record[field];
  }
  return { fields };
}

/** A catalogue entry by `at`: as added, without its id. */
function catalogueValues(made: RecordedEvent[], idField: string) {
  if (made.length === 0) return undefined;
  const { [idField]: _id, ...fields } = dataOf(made[0]!);
  return { fields };
}

/** A recommended book by `at`: as added, and active unless its last activation change says not. */
function bookValues(made: RecordedEvent[]) {
  const added = catalogueValues(made, 'bookId');
  if (!added) return undefined;
  const activation = made.findLast((event) => event.type === 'RecommendedBookActivationChanged');
  return { fields: { ...added.fields, isActive: activation ? dataOf(activation).isActive : true } };
}

/** What `entityAsOf` must answer of `entity` at `at`, worked out from its stored events. */
function expectedAt(entity: Folded, events: RecordedEvent[], at: number) {
  const made = events.filter((event) => Date.parse(event.metadata.occurredAt) <= at);
  switch (entity) {
    case 'cities':
    case 'zones':
    case 'qabails':
      return lastValues(events, at);
    case 'users':
      return userValues(made);
    case 'reading-progress':
      return readingListValues(made);
    case 'seerat-models':
      return catalogueValues(made, 'modelId');
    case 'recommended-books':
      return bookValues(made);
  }
}

describe('an entity as of any moment', () => {
  it('has the demo organisation to fold', () => {
    expect(ids.cities.length).toBeGreaterThan(50);
    expect(ids.zones.length).toBeGreaterThan(2);
    expect(ids.qabails.length).toBeGreaterThan(5);
    expect(ids.users.length).toBeGreaterThan(5);
    expect(ids['reading-progress'].length).toBeGreaterThan(2);
    expect(ids['seerat-models'].length).toBeGreaterThan(2);
    expect(ids['recommended-books'].length).toBeGreaterThan(2);
  });

  it('folds to the values the stored events held at that instant', async () => {
    const pick = fc.constantFrom(...FOLDED).chain((entity) =>
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
        const expected = expectedAt(entity, events, at);
        const answer = entityAsOf(store, entity, id, new Date(at));
        if (!expected) {
          await expect(answer).rejects.toThrow(/did not exist yet/);
          return;
        }
        const { state } = (await answer) as { state: Record<string, unknown> };
        expect(state.fields).toEqual(expected.fields);
        if (entity === 'users') expect(JSON.stringify(state)).not.toMatch(/password/i);
        const { selections, campusChecklist, deleted } = expected as NonNullable<
          ReturnType<typeof lastValues>
        >;
        if (entity === 'cities') {
          expect({ seeratModels: state.seeratModels, libraryBooks: state.libraryBooks }).toEqual(selections);
          expect(state.campusChecklist).toEqual(campusChecklist);
        }
        if (entity === 'qabails') expect(state.deleted).toBe(deleted);
      }),
      { seed: 16_2026, numRuns: 500 },
    );
  }, 120_000);
});
