import {
  CATALOGUE_BOOTSTRAP_STREAM,
  DEFAULT_RECOMMENDED_BOOKS,
  type EventMetadata,
  recommendedBookStreamName,
  SYSTEM_USER,
} from '@seerat/contracts';
import { createEventStore, type EventStore } from '@seerat/eventstore';
import { createKnex, createSilentLogger, type Knex } from '@seerat/platform';
import { createTestDatabase, type TestDatabase } from '@seerat/platform/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureDefaultRecommendedBooks } from '../src/features/catalogue/default-recommended-books';
import { createIdAllocator, migrateIdSequences } from '../src/ids/id-allocator';

let db: TestDatabase;
let knex: Knex;
let store: EventStore;
const logger = createSilentLogger();

beforeEach(async () => {
  db = await createTestDatabase('default_books');
  knex = createKnex({ connectionString: db.url });
  await migrateIdSequences(knex);
  store = createEventStore({ databaseUrl: db.url, logger });
});
afterEach(async () => {
  await store.close();
  await knex.destroy();
  await db.drop();
});

const bootstrap = () => ensureDefaultRecommendedBooks({ store, ids: createIdAllocator(knex), logger });

async function recordedBooks(): Promise<{ bookId: number; title: string }[]> {
  const events = await store.readAll({ after: null, maxCount: 1000 });
  return events
    .filter((event) => event.type === 'RecommendedBookAdded')
    .map((event) => event.data as { bookId: number; title: string });
}

describe('the default Seerat books', () => {
  it('are recorded once, however many replicas start together and however often they restart', async () => {
    await Promise.all(Array.from({ length: 5 }, bootstrap));
    await bootstrap();
    const books = await recordedBooks();
    expect(books.map((book) => book.title)).toEqual(DEFAULT_RECOMMENDED_BOOKS.map((book) => book.title));
    expect(await store.readStream(CATALOGUE_BOOTSTRAP_STREAM)).toHaveLength(1);
  });

  it('are completed on the next start after a start that stopped half-way', async () => {
    const metadata: EventMetadata = {
      ...SYSTEM_USER,
      correlationId: 'crashed',
      occurredAt: new Date().toISOString(),
    };
    const bookIds = DEFAULT_RECOMMENDED_BOOKS.map((_, index) => 100 + index);
    await store.append(
      CATALOGUE_BOOTSTRAP_STREAM,
      [{ id: crypto.randomUUID(), type: 'DefaultRecommendedBooksPlanned', data: { bookIds }, metadata }],
      'no_stream',
    );
    const first = DEFAULT_RECOMMENDED_BOOKS[0]!;
    await store.append(
      recommendedBookStreamName(100),
      [
        {
          id: crypto.randomUUID(),
          type: 'RecommendedBookAdded',
          data: { bookId: 100, ...first, category: 'seerat', priority: 1, description: null },
          metadata,
        },
      ],
      'no_stream',
    );

    await bootstrap();
    const books = await recordedBooks();
    expect(books.map((book) => book.bookId)).toEqual(bookIds);
    expect(await store.readStream(recommendedBookStreamName(100))).toHaveLength(1);
  });
});
