import {
  applyFieldChanges,
  cityStreamName,
  type FieldChanges,
  qabailStreamName,
  READING_PROGRESS_FIELDS,
  type ReadingProgressEntry,
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
import { portalProjection, READ_SCHEMA, rebuildProjection } from '@seerat/projector';
import { type AsOfEntity, asOfAnswer } from '@seerat/read-api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The entity as of a moment, as the route answers it (`asOfAnswer`: folded with the deciders'
 * `evolve`, shaped as the present read), against the same moment worked out another way, straight
 * from the stored events: each field is the value of the last change of that field made by then,
 * else the value it was created with. Random cities, zones,
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
  // The present shapes name what other streams made (a city's zone, a listed book's title) from the read models.
  await rebuildProjection({
    knex,
    store,
    projection: portalProjection,
    logger: createSilentLogger(),
    schema: READ_SCHEMA,
  });
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

const dataOf = (event: RecordedEvent) => event.data as Record<string, unknown>;
const occurred = (event: RecordedEvent) => event.metadata.occurredAt;

/**
 * A city, zone or qabail by `at`, field by field, with the stamps its present read carries: made
 * when its first event was, updated by its last field change (a city's checklist moves only the
 * version), and absent once deleted.
 */
function fieldValues(entity: 'cities' | 'zones' | 'qabails', made: RecordedEvent[]) {
  const created = made.find((event) => event.type.endsWith('Created'));
  if (!created) return undefined;
  if (made.some((event) => event.type.endsWith('Deleted'))) return 'deleted' as const;
  const fields = { ...(created.data as { fields: Record<string, unknown> }).fields };
  for (const field of Object.keys(fields)) {
    const lastChange = made.findLast(
      (event) => (event.data as { changes?: FieldChanges }).changes?.[field] !== undefined,
    );
    if (lastChange) fields[field] = (lastChange.data as { changes: FieldChanges }).changes[field]!.to;
  }
  const changedFields = made.findLast(
    (event) => event.type === 'CityCreated' || event.type === 'CityUpdated',
  );
  const updated = entity === 'cities' ? changedFields! : made.at(-1)!;
  return {
    fields: {
      ...fields,
      createdAt: occurred(created),
      updatedAt: occurred(updated),
      version: Number(made.at(-1)!.revision),
    },
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
    fields[`book ${bookId} updatedAt`] = occurred(own.at(-1)!);
  }
  return { fields };
}

/** The answer's books under the names `readingListValues` gives them. */
function readingListFields(books: (ReadingProgressEntry & Record<string, unknown>)[]) {
  const fields: Record<string, unknown> = {};
  for (const book of books) {
    expect(book.userId).toBeTypeOf('number');
    for (const field of [...READING_PROGRESS_FIELDS, 'updatedAt'])
      fields[`book ${book.bookId} ${field}`] = book[field];
  }
  return fields;
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

/** What the route must answer of `entity` at `at`, worked out from its stored events. */
function expectedAt(entity: Folded, events: RecordedEvent[], at: number) {
  const made = events.filter((event) => Date.parse(event.metadata.occurredAt) <= at);
  switch (entity) {
    case 'cities':
    case 'zones':
    case 'qabails':
      return fieldValues(entity, made);
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

/** The fields of the answer `expected` names, and for a user never a secret beside them. */
function answeredFields(entity: Folded, answer: Record<string, unknown>, expected: Record<string, unknown>) {
  if (entity === 'reading-progress') {
    return readingListFields(answer.books as (ReadingProgressEntry & Record<string, unknown>)[]);
  }
  if (entity === 'users') expect(JSON.stringify(answer)).not.toMatch(/password|argon2|scrypt/i);
  // Nothing but the present read's own keys beside the fields: a catalogue entry is all fields.
  const { id: _id, asOf: _asOf, revision: _revision, ...rest } = answer;
  if (entity === 'seerat-models' || entity === 'recommended-books') return rest;
  return Object.fromEntries(Object.keys(expected).map((field) => [field, answer[field]]));
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

  it('answers the values the stored events held at that instant', async () => {
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
        const answer = asOfAnswer({ store, knex }, entity, id, new Date(at));
        if (!expected) {
          await expect(answer).rejects.toThrow(/did not exist yet/);
          return;
        }
        if (expected === 'deleted') {
          await expect(answer).rejects.toThrow(/deleted by then/);
          return;
        }
        const answered = (await answer) as Record<string, unknown> & { asOf: string; revision: number };
        expect(answered.asOf).toBe(new Date(at).toISOString());
        const made = events.filter((event) => Date.parse(event.metadata.occurredAt) <= at);
        expect(answered.revision).toBe(Number(made.at(-1)!.revision));
        if (entity !== 'reading-progress') expect(answered.id).toBe(id);
        expect(answeredFields(entity, answered, expected.fields)).toEqual(expected.fields);
      }),
      { seed: 16_2026, numRuns: 500 },
    );
  }, 120_000);
});
