import {
  CATALOGUE_BOOTSTRAP_STREAM,
  DEFAULT_RECOMMENDED_BOOKS,
  defaultRecommendedBooksPlannedSchema,
  recommendedBookStreamName,
  seeratModelStreamName,
} from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalClient } from './portal-harness';
import {
  buildZoneCityWorld,
  eventsOf,
  refused,
  signedInAs,
  written,
  type ZoneCityWorld,
} from './zone-city-world';

let world: ZoneCityWorld;
let centralTeam: PortalClient;
beforeAll(async () => {
  world = await buildZoneCityWorld('catalogue_commands');
  centralTeam = await signedInAs(world.harness, world.admin, 'central-team', { roles: ['markazi_team'] });
});
afterAll(async () => {
  await world?.close();
});

describe('POST /api/seerat-models', () => {
  it('lets every city editor add a model, recording who added it', async () => {
    for (const client of [world.admin, world.zoneMasool, world.cityMasool]) {
      const model = await written(
        client.post('/api/seerat-models', { modelName: 'Masjid circle', priority: 2 }),
      );
      expect(model).toMatchObject({ modelName: 'Masjid circle', priority: 2, version: 0 });
      const [added] = await eventsOf(world, seeratModelStreamName(model.id));
      expect(added).toMatchObject({
        type: 'SeeratModelAdded',
        data: { modelId: model.id, modelName: 'Masjid circle', priority: 2 },
      });
      expect(added?.position.toString()).toBe(model.position);
    }
  });

  it('refuses readers with 403 and signed-out visitors with 401', async () => {
    await refused(centralTeam.post('/api/seerat-models', { modelName: 'X' }), 403);
    await refused(world.signedOut.post('/api/seerat-models', { modelName: 'X' }), 401);
  });

  it('requires a model name and a priority of at least 1, defaulting to 1', async () => {
    const bad = await refused(world.admin.post('/api/seerat-models', { modelName: '', priority: 0 }), 400);
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['modelName', 'priority']);
    expect(await written(world.admin.post('/api/seerat-models', { modelName: 'Plain' }))).toMatchObject({
      priority: 1,
    });
  });
});

describe('POST /api/recommended-books', () => {
  it('lets every city editor add a book in category seerat', async () => {
    for (const client of [world.admin, world.zoneMasool, world.cityMasool]) {
      const book = await written(client.post('/api/recommended-books', { title: 'Seerah', author: 'Nadwi' }));
      expect(book).toMatchObject({
        title: 'Seerah',
        author: 'Nadwi',
        category: 'seerat',
        priority: 1,
        description: null,
        isActive: true,
      });
      const [added] = await eventsOf(world, recommendedBookStreamName(book.id));
      expect(added?.type).toBe('RecommendedBookAdded');
    }
  });

  it('refuses readers with 403, signed-out visitors with 401, and a book without title or author', async () => {
    await refused(centralTeam.post('/api/recommended-books', { title: 'T', author: 'A' }), 403);
    await refused(world.signedOut.post('/api/recommended-books', { title: 'T', author: 'A' }), 401);
    const bad = await refused(world.admin.post('/api/recommended-books', { title: ' ' }), 400);
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['author', 'title']);
  });
});

describe('PUT /api/recommended-books/{id}', () => {
  type Listed = { id: number; isActive: boolean };
  // The administrator reads what another session wrote: the projector must have passed it.
  const listed = async (query = '') => {
    await world.caughtUp();
    return (await (await world.admin.get(`/api/recommended-books${query}`)).json()) as Listed[];
  };

  it('deactivates a book: gone from the lists that offer books, kept for Data Entry and its history', async () => {
    const book = await written(
      world.cityMasool.post('/api/recommended-books', { title: 'Khutbat', author: 'Ayesha' }),
    );
    const off = await written(
      world.cityMasool.put(`/api/recommended-books/${book.id}`, { isActive: false }),
      200,
    );
    expect(off).toMatchObject({ id: book.id, isActive: false, version: 1 });
    const events = await eventsOf(world, recommendedBookStreamName(book.id));
    expect(events.map((event) => event.type)).toEqual([
      'RecommendedBookAdded',
      'RecommendedBookActivationChanged',
    ]);
    expect((await listed()).some((entry) => entry.id === book.id)).toBe(false);
    expect((await listed('?includeInactive=true')).find((entry) => entry.id === book.id)).toMatchObject({
      isActive: false,
    });
    const { items: history } = (await (
      await world.cityMasool.get(`/api/recommended-books/${book.id}/audit`)
    ).json()) as {
      items: { action: string; fieldName: string | null; oldValue: string | null; newValue: string | null }[];
    };
    expect(history).toContainEqual(
      expect.objectContaining({
        action: 'update',
        fieldName: 'isActive',
        oldValue: 'true',
        newValue: 'false',
      }),
    );

    // Asking again for the state it is in records nothing; activating puts it back in the lists.
    expect(
      await written(world.admin.put(`/api/recommended-books/${book.id}`, { isActive: false }), 200),
    ).toMatchObject({
      version: 1,
    });
    await written(world.admin.put(`/api/recommended-books/${book.id}`, { isActive: true }), 200);
    expect((await listed()).some((entry) => entry.id === book.id)).toBe(true);
  });

  it('refuses readers, a book that does not exist, and a body that is not a yes or no', async () => {
    const book = await written(
      world.admin.post('/api/recommended-books', { title: 'Ash-Shifa', author: 'Iyad' }),
    );
    await refused(centralTeam.put(`/api/recommended-books/${book.id}`, { isActive: false }), 403);
    await refused(world.signedOut.put(`/api/recommended-books/${book.id}`, { isActive: false }), 401);
    const missing = await refused(world.admin.put('/api/recommended-books/999999', { isActive: false }), 404);
    expect(missing.message).toBe('Recommended book not found');
    const bad = await refused(world.admin.put(`/api/recommended-books/${book.id}`, { isActive: 'no' }), 400);
    expect(Object.keys(bad.fields ?? {})).toEqual(['isActive']);
    const unknown = await refused(
      world.admin.put(`/api/recommended-books/${book.id}`, { isActive: true, title: 'X' }),
      400,
    );
    expect(Object.keys(unknown.fields ?? {})).toEqual(['title']);
  });
});

describe('the default Seerat books', () => {
  it('were recorded once on first start by the System user', async () => {
    const plans = await eventsOf(world, CATALOGUE_BOOTSTRAP_STREAM);
    expect(plans).toHaveLength(1);
    const { bookIds } = defaultRecommendedBooksPlannedSchema.parse(plans[0]?.data);
    expect(bookIds).toHaveLength(DEFAULT_RECOMMENDED_BOOKS.length);
    for (const [index, bookId] of bookIds.entries()) {
      const events = await eventsOf(world, recommendedBookStreamName(bookId));
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        type: 'RecommendedBookAdded',
        data: { bookId, ...DEFAULT_RECOMMENDED_BOOKS[index], category: 'seerat', priority: 1 },
        metadata: { userId: null, username: 'System' },
      });
    }
  });
});
