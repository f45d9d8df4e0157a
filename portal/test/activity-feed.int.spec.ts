import type { ActivityEntry, Page } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalClient } from './portal-harness';
import { buildZoneCityWorld, signedInAs, written, type ZoneCityWorld } from './zone-city-world';

/** The activity feed and its export, over HTTP, for auditors and administrators only. */
let world: ZoneCityWorld;
let auditor: PortalClient;
beforeAll(async () => {
  world = await buildZoneCityWorld('activity_feed');
  await written(
    world.admin.put(`/api/cities/${world.cities.a1}`, { changeReason: 'Feed', activeCircles: 9 }),
    200,
  );
  await written(world.admin.post('/api/seerat-models', { modelName: 'Feed model' }));
  auditor = await signedInAs(world.harness, world.admin, 'feed.auditor', { roles: ['auditor'] });
  await world.caughtUp();
}, 60_000);
afterAll(async () => {
  await world?.close();
});

type ActivityPage = Page<ActivityEntry>;

async function page(query: string): Promise<ActivityPage> {
  const response = await auditor.get(`/api/audit/activity?${query}`);
  expect(response.status, query).toBe(200);
  return (await response.json()) as ActivityPage;
}

const key = (entry: ActivityEntry) => `${entry.entityType}/${entry.id}`;

/** The whole filtered feed, page after page at the largest size. */
async function whole(filters = ''): Promise<{ entries: ActivityEntry[]; total: number }> {
  const entries: ActivityEntry[] = [];
  let cursor: string | null = null;
  let total = 0;
  do {
    const next: ActivityPage = await page(`limit=100${filters}${cursor ? `&cursor=${cursor}` : ''}`);
    entries.push(...next.items);
    total = next.total;
    cursor = next.nextCursor;
  } while (cursor);
  return { entries, total };
}

describe('the activity feed', () => {
  it('lists every change newest first, with its entity and where it came from', async () => {
    const { entries, total } = await whole();
    expect(total).toBe(entries.length);
    const times = entries.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(entries.map((entry) => entry.entityType))).toEqual(
      new Set(['zones', 'cities', 'users', 'seerat-models', 'recommended-books']),
    );
    const edit = entries.find(
      (entry) => entry.entityType === 'cities' && entry.fieldName === 'activeCircles',
    );
    expect(edit).toMatchObject({
      entityId: world.cities.a1,
      newValue: '9',
      changeReason: 'Feed',
      action: 'update',
    });
    expect(edit).toHaveProperty('userAgent');
  });

  it('filters by entity, user and action, and pages by cursor without gaps or repeats', async () => {
    const city = await page(`entityType=cities&entityId=${world.cities.a1}`);
    expect(
      city.items.every((entry) => entry.entityType === 'cities' && entry.entityId === world.cities.a1),
    ).toBe(true);
    expect(city.total).toBe(city.items.length);
    expect(await page('user=nobody-at-all')).toEqual({ items: [], nextCursor: null, total: 0 });
    const created = await whole('&action=create');
    expect(created.entries.every((entry) => entry.action === 'create')).toBe(true);
    expect(created.total).toBe(created.entries.length);

    const all = (await whole()).entries.map(key);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const next: ActivityPage = await page(`limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...next.items.map(key));
      cursor = next.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all);
  });

  it('exports the filtered feed as NDJSON and CSV', async () => {
    const cities = (await whole('&entityType=cities')).entries;
    const ndjson = await (
      await auditor.get('/api/audit/activity/export?format=ndjson&entityType=cities')
    ).text();
    expect(
      ndjson
        .trim()
        .split('\n')
        .map((line) => key(JSON.parse(line) as ActivityEntry)),
    ).toEqual(cities.map(key));
    const csv = await auditor.get('/api/audit/activity/export?format=csv&entityType=cities');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'createdAt,entityType,entityId,action,fieldName,oldValue,newValue,username,changeReason,ipAddress,userAgent',
    );
    expect(lines).toHaveLength(cities.length + 1);
  });

  it('is for auditors and administrators only, and names a bad filter', async () => {
    expect((await world.admin.get('/api/audit/activity')).status).toBe(200);
    expect((await world.zoneMasool.get('/api/audit/activity')).status).toBe(403);
    expect((await world.zoneMasool.get('/api/audit/activity/export')).status).toBe(403);
    expect((await world.signedOut.get('/api/audit/activity')).status).toBe(401);
    const bad = await auditor.get('/api/audit/activity?cursor=yesterday&limit=0&before=x');
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields).sort()).toEqual([
      'before',
      'cursor',
      'limit',
    ]);
  });

  it('says so, at To, when a period ends before it starts, in the feed and its export', async () => {
    const period = 'from=2026-11-20T00:00:00.000Z&to=2026-11-19T23:59:59.999Z';
    for (const route of ['/api/audit/activity', '/api/audit/activity/export']) {
      const refused = await auditor.get(`${route}?${period}`);
      expect(refused.status, route).toBe(400);
      expect(((await refused.json()) as { fields: object }).fields, route).toEqual({
        to: 'To must not be before From',
      });
    }
    // One day is a period: From and To on the same day find its changes.
    expect(
      (await auditor.get('/api/audit/activity?from=2026-11-20T00:00:00.000Z&to=2026-11-20T00:00:00.000Z'))
        .status,
    ).toBe(200);
  });
});
