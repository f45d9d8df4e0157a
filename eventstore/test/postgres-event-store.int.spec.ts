import { createSilentLogger } from '@seerat/platform';
import { createTestDatabase, type TestDatabase } from '@seerat/platform/testing';
import { afterAll, beforeAll } from 'vitest';
import { createPostgresEventStore } from '../src/index';
import { describeEventStoreContract } from './event-store-contract';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('eventstore_pg');
});
afterAll(async () => {
  await database?.drop();
});

describeEventStoreContract('PostgreSQL event store', async () => {
  const store = createPostgresEventStore({ connectionString: database.url, logger: createSilentLogger() });
  await store.migrate();
  return store;
});
