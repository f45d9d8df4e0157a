import { describe } from 'vitest';
import { createEventStoreDbEventStore } from '../src/index';
import { describeEventStoreContract } from './event-store-contract';

const url = process.env.EVENTSTORE_URL;
if (!url) {
  console.warn(
    'EventStoreDB contract suite skipped: EVENTSTORE_URL is not set (e.g. esdb://127.0.0.1:2113?tls=false)',
  );
}

describe.skipIf(!url)('EventStoreDB (runs when EVENTSTORE_URL is set)', () => {
  describeEventStoreContract('EventStoreDB event store', async () =>
    createEventStoreDbEventStore({ connectionString: url! }),
  );
});
