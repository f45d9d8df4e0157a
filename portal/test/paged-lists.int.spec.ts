import { encodeCursor, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, type Page } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatheringBody } from './gathering-requests';
import { meetingBody, reportBody } from './meeting-requests';
import type { PortalClient } from './portal-harness';
import { qabailBody } from './qabail-requests';
import { buildZoneCityWorld, cityBody, refused, written, type ZoneCityWorld } from './zone-city-world';

let world: ZoneCityWorld;

/** How many items of each kind the world adds to zone a and city a1: more than two small pages. */
const MANY = 13;

/** A list of the read API and how to add one more item to it (to insert while a client pages). */
interface PagedList {
  url: () => string;
  add: (n: number) => Promise<unknown>;
}

const lists: Record<string, PagedList> = {
  "a zone's cities": {
    url: () => `/api/zones/${world.zones.a}/cities`,
    // Ties on circles and members, so the order's last key (the id) decides between them.
    add: (n) =>
      world.admin.post(
        '/api/cities',
        cityBody(world.zones.a, { name: `Paged ${n}`, activeCircles: n % 3, majlisMembers: n % 2 }),
      ),
  },
  events: {
    url: () => `/api/events?cityId=${world.cities.a1}`,
    add: (n) =>
      world.admin.post('/api/events', gatheringBody(world.cities.a1, { title: `Paged ${n}` }, n + 1)),
  },
  "a city's events": {
    url: () => `/api/cities/${world.cities.a1}/events`,
    add: (n) =>
      world.admin.post('/api/events', gatheringBody(world.cities.a1, { title: `Paged ${n}` }, n + 1)),
  },
  meetings: {
    url: () => `/api/meetings?cityId=${world.cities.a1}`,
    // Several meetings on one day: the id orders them.
    add: (n) =>
      world.admin.post(
        '/api/meetings',
        meetingBody(world.cities.a1, { meetingDate: `2025-03-0${1 + (n % 4)}` }),
      ),
  },
  "a city's meetings": {
    url: () => `/api/cities/${world.cities.a1}/meetings`,
    add: (n) =>
      world.admin.post(
        '/api/meetings',
        meetingBody(world.cities.a1, { meetingDate: `2025-03-0${1 + (n % 4)}` }),
      ),
  },
  karguzari: {
    url: () => `/api/karguzari?cityId=${world.cities.a1}`,
    add: (n) =>
      world.admin.post(
        '/api/karguzari',
        reportBody(world.cities.a1, { reportDate: `2025-03-0${1 + (n % 4)}` }),
      ),
  },
  budgets: {
    url: () => '/api/budgets',
    // A budget needs its own event: one budget per event.
    add: async (n) => {
      const event = await written(
        world.admin.post('/api/events', gatheringBody(world.cities.a1, { title: `Budgeted ${n}` }, n + 1)),
      );
      return world.admin.post('/api/budgets', { eventId: event.id, title: `Budget ${n}` });
    },
  },
  "a city's history": {
    url: () => `/api/cities/${world.cities.a1}/audit`,
    add: (n) =>
      world.admin.put(`/api/cities/${world.cities.a1}`, { changeReason: 'Paging', majlisMembers: n }),
  },
  'the activity feed': {
    url: () => '/api/audit/activity',
    // A change of a field: one row of the feed, the newest.
    add: (n) =>
      world.admin.put(`/api/cities/${world.cities.a2}`, { changeReason: 'Paging', activeCircles: n }),
  },
  'the cities': {
    url: () => '/api/cities',
    // In zone b, so a zone's cities (zone a) keep their own count; names that tie but for case.
    add: (n) =>
      world.admin.post(
        '/api/cities',
        cityBody(world.zones.b, { name: `${n % 2 ? 'Picked' : 'picked'} city ${n}` }),
      ),
  },
  'the users': {
    url: () => '/api/admin/users',
    // Mixed case: the order is the usernames' and a search ignores case.
    add: (n) =>
      world.admin.post('/api/admin/users', {
        username: `${n % 2 ? 'Paged' : 'paged'}-user-${n}`,
        password: 'secret-password-1',
        roles: ['markazi_team'],
      }),
  },
  // Names that tie, so the order's last key (the id) decides between them.
  'the qabails': {
    url: () => '/api/qabails',
    add: (n) =>
      world.admin.post('/api/qabails', qabailBody(world.cities.a1, { qabilahName: `Paged ${n % 3}` })),
  },
  'the masool profiles': {
    url: () => '/api/masool-profiles',
    add: (n) =>
      world.admin.post('/api/masool-profiles', {
        name: `Paged ${n % 3}`,
        contact: '+92-300-1234567',
        zoneId: world.zones.a,
      }),
  },
  'the team profiles': {
    url: () => '/api/team-profiles',
    add: (n) =>
      world.admin.post('/api/team-profiles', {
        name: `Paged ${n % 3}`,
        contact: '+92-300-1234567',
        cityId: world.cities.a1,
      }),
  },
  "a city's karguzari": {
    url: () => `/api/cities/${world.cities.a1}/karguzari`,
    add: (n) =>
      world.admin.post(
        '/api/karguzari',
        reportBody(world.cities.a1, { reportDate: `2025-03-0${1 + (n % 4)}` }),
      ),
  },
};

async function page<T>(client: PortalClient, url: string): Promise<Page<T>> {
  const answer = await client.get(url);
  const body = await answer.json();
  expect(answer.status, JSON.stringify(body)).toBe(200);
  return body as Page<T>;
}

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

/** Every item of a list, page by page, calling `between` after each page. */
async function everyPage<T extends { id: number; version?: number }>(
  url: string,
  limit: number,
  between: (pageNumber: number) => Promise<void> = async () => {},
  client: PortalClient = world.admin,
): Promise<{ items: T[]; totals: number[] }> {
  const items: T[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  for (let pageNumber = 0; pageNumber < 100; pageNumber++) {
    const query: string = `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const answer: Page<T> = await page<T>(client, withQuery(url, query));
    expect(answer.items.length).toBeLessThanOrEqual(limit);
    items.push(...answer.items);
    totals.push(answer.total);
    cursor = answer.nextCursor;
    if (cursor === null) return { items, totals };
    await between(pageNumber);
  }
  throw new Error(`${url} never ended`);
}

/**
 * An item's identity in its list: a report's versions are items of a city's karguzari, and the
 * activity feed numbers its rows per kind of entity.
 */
const identity = (item: { id: number; version?: number; entityType?: string }) =>
  `${item.entityType ?? ''}/${item.id}/${item.version ?? ''}`;

beforeAll(async () => {
  world = await buildZoneCityWorld('paged_lists');
  for (let n = 0; n < MANY; n++) {
    for (const name of [
      "a zone's cities",
      'events',
      'meetings',
      'karguzari',
      'budgets',
      "a city's history",
      'the cities',
      'the users',
      'the qabails',
      'the masool profiles',
      'the team profiles',
    ]) {
      const answer = (await lists[name]!.add(n)) as Response;
      expect([200, 201], name).toContain(answer.status);
    }
  }
  await world.caughtUp();
}, 120_000);
afterAll(async () => {
  await world?.close();
});

describe('every list answers pages', () => {
  it.each(Object.keys(lists))('%s: a limit above the maximum is a 400 naming limit', async (name) => {
    const body = await refused(
      world.admin.get(withQuery(lists[name]!.url(), `limit=${PAGE_LIMIT_MAX + 1}`)),
      400,
    );
    expect(body.fields).toEqual({ limit: `Must be at most ${PAGE_LIMIT_MAX}` });
  });

  it.each(Object.keys(lists))('%s: a cursor it did not write is a 400 naming cursor', async (name) => {
    const url = lists[name]!.url();
    for (const cursor of [
      'not-a-cursor!',
      'eyJ4Ijox',
      encodeCursor(['x', 'y', 'z', 'w']),
      encodeCursor(['1']),
    ]) {
      const body = await refused(world.admin.get(withQuery(url, `cursor=${cursor}`)), 400);
      expect(Object.keys(body.fields ?? {})).toEqual(['cursor']);
    }
  });

  it.each(Object.keys(lists))('%s: an unknown query parameter is a 400 naming it', async (name) => {
    const body = await refused(world.admin.get(withQuery(lists[name]!.url(), 'offset=5')), 400);
    expect(Object.keys(body.fields ?? {})).toEqual(['offset']);
  });

  it.each(Object.keys(lists))('%s: the first page holds the default number and the total', async (name) => {
    const whole = await everyPage<{ id: number; version?: number }>(lists[name]!.url(), PAGE_LIMIT_MAX);
    const first = await page<unknown>(world.admin, lists[name]!.url());
    expect(first.items).toHaveLength(Math.min(PAGE_LIMIT_DEFAULT, whole.items.length));
    expect(first.total).toBe(whole.items.length);
  });

  it.each(Object.keys(lists))(
    '%s: paging while others insert shows every item once, with no gaps',
    async (name) => {
      const list = lists[name]!;
      const before = await everyPage<{ id: number; version?: number }>(list.url(), PAGE_LIMIT_MAX);
      let added = 1000;
      const paged = await everyPage<{ id: number; version?: number }>(list.url(), 4, async () => {
        // Two inserts that land at either end and in the middle of the order.
        await list.add(added++);
        await list.add(added++);
        await world.caughtUp();
      });
      const seen = paged.items.map(identity);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(expect.arrayContaining(before.items.map(identity)));
      const after = await everyPage<{ id: number; version?: number }>(list.url(), PAGE_LIMIT_MAX);
      expect(after.totals[0]).toBe(after.items.length);
      expect(after.items.length).toBe(before.items.length + (added - 1000));
    },
    120_000,
  );
});

describe('filters and searches hold across pages', () => {
  it("searches a zone's cities by name over every page", async () => {
    const url = `/api/zones/${world.zones.a}/cities?search=paged 1`;
    const { items, totals } = await everyPage<{ id: number; name: string }>(url, 2);
    // "Paged 1", "Paged 10" to "Paged 12", and the "Paged 1xxx" added while paging above.
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.every((city) => city.name.startsWith('Paged 1'))).toBe(true);
    expect(totals.every((total) => total === items.length)).toBe(true);
  });

  it('filters meetings by status and date range over every page', async () => {
    const url = `/api/meetings?cityId=${world.cities.a1}&status=scheduled&from=2025-03-02&to=2025-03-03`;
    const { items, totals } = await everyPage<{ id: number; meetingDate: string; status: string }>(url, 3);
    expect(items.length).toBeGreaterThan(3);
    for (const meeting of items) {
      expect(meeting.status).toBe('scheduled');
      expect(['2025-03-02', '2025-03-03']).toContain(meeting.meetingDate);
    }
    expect(totals[0]).toBe(items.length);
    const dates = items.map((meeting) => meeting.meetingDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('searches events over every page', async () => {
    const url = `/api/events?search=Paged 1`;
    const { items } = await everyPage<{ id: number; title: string }>(url, 3);
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.every((event) => event.title.startsWith('Paged 1'))).toBe(true);
  });

  it('searches the users by username over every page, ignoring case', async () => {
    const { items, totals } = await everyPage<{ id: number; username: string }>(
      '/api/admin/users?search=PAGED-USER-1',
      2,
    );
    // paged-user-1 and Paged-user-10 to 12, and the 1xxx users added while paging above.
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.every((user) => user.username.toLowerCase().startsWith('paged-user-1'))).toBe(true);
    expect(totals.every((total) => total === items.length)).toBe(true);
  });

  it('searches the cities by name over every page, ignoring case, within a zone when asked', async () => {
    const { items, totals } = await everyPage<{ id: number; name: string; zoneId: number }>(
      `/api/cities?search=PICKED CITY 1&zoneId=${world.zones.b}`,
      2,
    );
    // picked city 1 and Picked city 10 to 12, and the 1xxx cities added while paging above.
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.every((city) => city.name.toLowerCase().startsWith('picked city 1'))).toBe(true);
    expect(items.every((city) => city.zoneId === world.zones.b)).toBe(true);
    expect(totals.every((total) => total === items.length)).toBe(true);
    const names = items.map((city) => city.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const otherZone = await page<unknown>(
      world.admin,
      `/api/cities?search=picked city&zoneId=${world.zones.a}`,
    );
    expect(otherZone.total).toBe(0);
  });

  it('names the cities of given ids, at most a page of them', async () => {
    const some = await page<{ id: number; name: string }>(world.admin, '/api/cities?limit=5');
    const ids = some.items.map((city) => city.id).reverse();
    const named = await page<{ id: number; name: string }>(
      world.admin,
      `/api/cities?ids=${ids.join(',')}&limit=${PAGE_LIMIT_MAX}`,
    );
    expect(named.items).toEqual(some.items);
    expect(named.total).toBe(5);
    const tooMany = Array.from({ length: PAGE_LIMIT_MAX + 1 }, (_, index) => index + 1).join(',');
    expect(
      Object.keys((await refused(world.admin.get(`/api/cities?ids=${tooMany}`), 400)).fields ?? {}),
    ).toEqual(['ids']);
    for (const bad of ['', '1,,2', '1,x', '0', '1;2']) {
      const body = await refused(world.admin.get(`/api/cities?ids=${encodeURIComponent(bad)}`), 400);
      expect(Object.keys(body.fields ?? {}), bad).toEqual(['ids']);
    }
  });

  it('keeps the caller scope on every page', async () => {
    await refused(world.zoneMasool.get('/api/admin/users?limit=5'), 403);
    await refused(world.cityMasool.get(`/api/zones/${world.zones.b}/cities`), 403);
    const mine = await page<{ cityId: number }>(world.cityMasool, '/api/meetings?limit=5');
    expect(mine.items.every((meeting) => meeting.cityId === world.cities.a1)).toBe(true);
    // A city masool's cities are their city and its sub-cities: never zone b's, even asked by id.
    const theirs = await everyPage<{ id: number; cityPath: number[] }>(
      '/api/cities',
      2,
      async () => {},
      world.cityMasool,
    );
    expect(theirs.items.map((city) => city.id)).toContain(world.cities.a1);
    expect(theirs.items.every((city) => city.cityPath.includes(world.cities.a1))).toBe(true);
    const zoneB = await page<unknown>(world.cityMasool, `/api/cities?zoneId=${world.zones.b}`);
    expect(zoneB).toEqual({ items: [], nextCursor: null, total: 0 });
    const byId = await page<unknown>(world.cityMasool, `/api/cities?ids=${world.cities.b1}`);
    expect(byId.total).toBe(0);
  });
});
