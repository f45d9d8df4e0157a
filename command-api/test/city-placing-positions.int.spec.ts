import { randomUUID } from 'node:crypto';
import { cityStreamName, type EventMetadata, SYSTEM_USER } from '@seerat/contracts';
import { createEventStore, type EventStore } from '@seerat/eventstore';
import { createSilentLogger } from '@seerat/platform';
import { createTestDatabase, type TestDatabase } from '@seerat/platform/testing';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { cityPlacingPositions } from '../src/facts/city-placing-positions';

const metadata: EventMetadata = {
  ...SYSTEM_USER,
  correlationId: 'test',
  occurredAt: new Date().toISOString(),
};

let db: TestDatabase;
let store: EventStore;
beforeEach(async () => {
  db = await createTestDatabase('city_placing_positions');
  store = createEventStore({ databaseUrl: db.url, logger: createSilentLogger() });
});
afterEach(async () => {
  await store.close();
  await db.drop();
});

/** Appends a `CityUpdated` of city 7 changing these fields; answers its position. */
async function updated(...fields: string[]): Promise<bigint> {
  const changes = Object.fromEntries(fields.map((field) => [field, { from: 1, to: 2 }]));
  const [last] = await store.readStream(cityStreamName(7), { direction: 'backwards', maxCount: 1 });
  const result = await store.append(
    cityStreamName(7),
    [{ id: randomUUID(), type: 'CityUpdated', data: { cityId: 7, changes }, metadata }],
    last ? last.revision : 'no_stream',
  );
  return result.position;
}

it('answers the last event that moved or renamed the city, passing over the others once followed', async () => {
  const placing = cityPlacingPositions(store);
  expect(await placing.lastPlacing(7)).toBeNull();
  const first = await updated('karguzari');
  // First asked about: its last event stands for the last that placed it.
  expect(await placing.lastPlacing(7)).toBe(first);
  await updated('karguzari');
  await updated('activeCircles');
  expect(await placing.lastPlacing(7)).toBe(first);
  const moved = await updated('karguzari', 'zoneId');
  await updated('karguzari');
  expect(await placing.lastPlacing(7)).toBe(moved);
  const reparented = await updated('parentCityId');
  await updated('karguzari');
  expect(await placing.lastPlacing(7)).toBe(reparented);
  const renamed = await updated('name');
  expect(await placing.lastPlacing(7)).toBe(renamed);
});
