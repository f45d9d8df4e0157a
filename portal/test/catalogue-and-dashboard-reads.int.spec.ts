import type { DashboardStats, RecommendedBook, SeeratModel } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKS, MODELS, ok, type ReadsWorld, refused, startReadsWorld } from './zone-city-reads-world';

let world: ReadsWorld;
beforeAll(async () => {
  world = await startReadsWorld('catalogue_dashboard_reads');
});
afterAll(async () => {
  await world?.close();
});

describe('GET /api/seerat-models', () => {
  it('lists the models by priority, then name, to every signed-in user', async () => {
    const expected: SeeratModel[] = [
      { id: MODELS.mosque, modelName: 'Mosque circle', priority: 1 },
      { id: MODELS.campus, modelName: 'Campus circle', priority: 2 },
      { id: MODELS.home, modelName: 'Home circle', priority: 2 },
    ];
    for (const client of [world.admin, world.zoneMasool, world.cityMasool]) {
      expect(await ok(client.get('/api/seerat-models'))).toEqual(expected);
    }
    await refused(world.signedOut.get('/api/seerat-models'), 401);
  });
});

describe('GET /api/recommended-books', () => {
  it('lists the active books by priority, then title, to every signed-in user', async () => {
    // The default books recorded on first start are in the list too.
    const books = await ok<RecommendedBook[]>(world.cityMasool.get('/api/recommended-books'));
    const order = books.map((book) => [book.priority, book.title] as const);
    expect(order).toEqual(
      [...order].sort(([p1, t1], [p2, t2]) => p1 - p2 || (t1 < t2 ? -1 : t1 > t2 ? 1 : 0)),
    );
    expect(books.filter((book) => book.id === BOOKS.shifa || book.id === BOOKS.zad)).toEqual([
      {
        id: BOOKS.shifa,
        title: 'Al-Shifa',
        author: 'Author',
        category: 'seerat',
        priority: 1,
        description: null,
        isActive: true,
      },
      {
        id: BOOKS.zad,
        title: 'Zad al-Maad',
        author: 'Author',
        category: 'seerat',
        priority: 2,
        description: null,
        isActive: true,
      },
    ] satisfies RecommendedBook[]);
    expect(await ok(world.admin.get('/api/recommended-books'))).toEqual(books);
    await refused(world.signedOut.get('/api/recommended-books'), 401);
  });
});

describe('GET /api/dashboard/stats', () => {
  it("counts over the caller's scope", async () => {
    // Performing cities are active and run circles: Lahore, Kasur, Karachi of five.
    expect(await ok(world.admin.get('/api/dashboard/stats'))).toEqual({
      totalZones: 3,
      activeCities: 4,
      totalCircles: 23,
      averagePerformance: 60,
      totalCities: 5,
      dangerZoneCities: 0,
    } satisfies DashboardStats);
    // North: Lahore (5 circles), Kasur (8), Sialkot (8, inactive).
    expect(await ok(world.zoneMasool.get('/api/dashboard/stats'))).toEqual({
      totalZones: 1,
      activeCities: 2,
      totalCircles: 21,
      averagePerformance: 67,
      totalCities: 3,
      dangerZoneCities: 0,
    } satisfies DashboardStats);
    // A city masool reads no zone, but counts the one their cities lie in, as the chart shows it.
    expect(await ok(world.cityMasool.get('/api/dashboard/stats'))).toEqual({
      totalZones: 1,
      activeCities: 2,
      totalCircles: 13,
      averagePerformance: 100,
      totalCities: 2,
      dangerZoneCities: 0,
    } satisfies DashboardStats);
    await refused(world.signedOut.get('/api/dashboard/stats'), 401);
  });
});
