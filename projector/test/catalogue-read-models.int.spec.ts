import { describe, expect, it } from 'vitest';
import { usePortalProjection } from './portal-projection-environment';
import {
  cityCreated,
  cityUpdated,
  recommendedBookAdded,
  seeratModelAdded,
  zoneCreated,
} from './zone-city-events';

const spec = usePortalProjection('catalogue read models');

const rows = (table: string, orderBy: string[]) =>
  spec.env.knex.withSchema('read').from(table).select('*').orderBy(orderBy);

describe('catalogue read models', () => {
  it('lists added Seerat models and recommended books', async () => {
    await spec.given(
      seeratModelAdded(1, 'Study circle', 2),
      recommendedBookAdded(5, {
        title: 'Al-Shifa',
        author: 'Qadi Iyad',
        priority: 3,
        description: 'Classic',
      }),
    );
    expect(await rows('seerat_models', ['id'])).toEqual([
      { id: 1, model_name: 'Study circle', priority: 2, created_at: new Date('2025-01-01T10:00:00.000Z') },
    ]);
    expect(await rows('recommended_books', ['id'])).toEqual([
      {
        id: 5,
        title: 'Al-Shifa',
        author: 'Qadi Iyad',
        category: 'seerat',
        priority: 3,
        description: 'Classic',
        is_active: true,
        created_at: new Date('2025-01-01T10:00:00.000Z'),
      },
    ]);
  });

  it("keeps a city's selected models and books with their counts, replacing them on update", async () => {
    await spec.given(
      zoneCreated(1),
      cityCreated(
        10,
        { zoneId: 1 },
        {
          seeratModels: [
            { id: 1, count: 3 },
            { id: 2, count: 1 },
          ],
          libraryBooks: [{ id: 5, count: 10 }],
        },
      ),
      cityCreated(11, { zoneId: 1 }, { seeratModels: [{ id: 1, count: 8 }] }),
    );
    expect(await rows('city_seerat_models', ['city_id', 'model_id'])).toEqual([
      { city_id: 10, model_id: 1, count: 3 },
      { city_id: 10, model_id: 2, count: 1 },
      { city_id: 11, model_id: 1, count: 8 },
    ]);
    expect(await rows('city_library_books', ['city_id', 'book_id'])).toEqual([
      { city_id: 10, book_id: 5, count: 10 },
    ]);

    await spec.given(
      cityUpdated(10, {
        seeratModels: {
          from: [
            { id: 1, count: 3 },
            { id: 2, count: 1 },
          ],
          to: [
            { id: 2, count: 4 },
            { id: 2, count: 6 },
          ],
        },
        libraryBooks: { from: [{ id: 5, count: 10 }], to: [] },
      }),
    );
    // An entry listed twice keeps its last count; the other city's selection is untouched.
    expect(await rows('city_seerat_models', ['city_id', 'model_id'])).toEqual([
      { city_id: 10, model_id: 2, count: 6 },
      { city_id: 11, model_id: 1, count: 8 },
    ]);
    expect(await rows('city_library_books', ['city_id', 'book_id'])).toEqual([]);

    await spec.given(cityUpdated(11, { activeCircles: { from: 0, to: 2 } }));
    expect(await rows('city_seerat_models', ['city_id', 'model_id'])).toHaveLength(2);
  });
});
