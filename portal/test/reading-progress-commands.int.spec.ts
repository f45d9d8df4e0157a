import { readingProgressStreamName } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZoneCityWorld, eventsOf, refused, written, type ZoneCityWorld } from './zone-city-world';

let world: ZoneCityWorld;
let bookId: number;
let cityMasoolId: number;
beforeAll(async () => {
  world = await buildZoneCityWorld('reading_progress');
  const books = (await (await world.admin.get('/api/recommended-books')).json()) as { id: number }[];
  bookId = books[0]!.id;
  cityMasoolId = ((await (await world.cityMasool.get('/api/user')).json()) as { id: number }).id;
});
afterAll(async () => {
  await world?.close();
});

const route = (userId: number, book?: number) =>
  `/api/reading-progress/${userId}/books${book === undefined ? '' : `/${book}`}`;

describe('reading progress: a user keeps their own', () => {
  it('ticks a book as not started, sets its progress and rating, and unticks it', async () => {
    const ticked = await written(world.cityMasool.post(route(cityMasoolId), { bookId }));
    expect(ticked).toMatchObject({
      userId: cityMasoolId,
      bookId,
      status: 'not_started',
      progressPercentage: 0,
    });
    const read = await written(
      world.cityMasool.put(route(cityMasoolId, bookId), {
        status: 'completed',
        progressPercentage: 100,
        currentPage: 320,
        totalPages: 320,
        startDate: '2025-01-05',
        completionDate: '2025-02-20',
        notes: 'Read with the circle',
        rating: 5,
      }),
      200,
    );
    expect(read).toMatchObject({ status: 'completed', rating: 5, completionDate: '2025-02-20' });
    await written(world.cityMasool.delete(route(cityMasoolId, bookId)), 200);
    const types = (await eventsOf(world, readingProgressStreamName(cityMasoolId))).map((event) => event.type);
    expect(types).toEqual(['ReadingBookAdded', 'ReadingProgressUpdated', 'ReadingBookRemoved']);
  });

  it('lets the administrator set anyone’s, and refuses other users and signed-out visitors', async () => {
    await written(world.admin.put(route(cityMasoolId, bookId), { status: 'currently_reading' }), 200);
    const before = await world.store.headPosition();
    await refused(world.zoneMasool.put(route(cityMasoolId, bookId), { rating: 1 }), 403);
    await refused(world.zoneMasool.delete(route(cityMasoolId, bookId)), 403);
    await refused(world.signedOut.post(route(cityMasoolId), { bookId }), 401);
    expect(await world.store.headPosition()).toEqual(before);
  });

  it('lets the zone masool keep the reading of a masool whose profile is in its zone', async () => {
    await written(
      world.admin.post('/api/masool-profiles', {
        name: 'City Masool',
        contact: '0300',
        profileType: 'city',
        cityId: world.cities.a1,
        userId: cityMasoolId,
      }),
    );
    await world.caughtUp();
    await written(world.zoneMasool.put(route(cityMasoolId, bookId), { rating: 3 }), 200);
  });

  it('refuses unknown books, bad values and impossible pages, writing nothing', async () => {
    const before = await world.store.headPosition();
    await refused(world.cityMasool.post(route(cityMasoolId), { bookId: 99999 }), 404);
    const bad = await refused(
      world.cityMasool.put(route(cityMasoolId, bookId), {
        status: 'done',
        progressPercentage: 150,
        rating: 0,
        x: 1,
      }),
      400,
    );
    expect(bad.fields).toMatchObject({
      status: expect.any(String),
      progressPercentage: 'Must be at most 100',
      rating: 'Must be 1 or more',
    });
    const pages = await refused(
      world.cityMasool.put(route(cityMasoolId, bookId), { currentPage: 30, totalPages: 20 }),
      400,
    );
    expect(pages.fields).toEqual({ currentPage: 'Must not be more than the total pages' });
    await refused(world.cityMasool.put(`/api/reading-progress/${cityMasoolId}/books/-1`, {}), 400);
    expect(await world.store.headPosition()).toEqual(before);
  });
});
