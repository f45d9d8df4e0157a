import type { Page } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalClient } from './portal-harness';
import { type QabailAnswer, qabailBody } from './qabail-requests';
import { buildZoneCityWorld, refused, signedInAs, written, type ZoneCityWorld } from './zone-city-world';

/**
 * The qabail reads through the whole portal, on qabails added by the commands:
 *
 *   zone a ── a1 (Awan) ── a1Sub (Bhatti)
 *          └─ a2 (Chohan)
 *   zone b ── b1 (Dogar)
 */
let world: ZoneCityWorld;
let centralTeam: PortalClient;
const ids: Record<'awan' | 'bhatti' | 'chohan' | 'dogar', number> = {
  awan: 0,
  bhatti: 0,
  chohan: 0,
  dogar: 0,
};

beforeAll(async () => {
  world = await buildZoneCityWorld('qabail_reads');
  centralTeam = await signedInAs(world.harness, world.admin, 'central-team-q', { roles: ['markazi_team'] });
  const add = async (cityId: number, qabilahName: string, overrides: Record<string, unknown> = {}) =>
    (await written(world.admin.post('/api/qabails', qabailBody(cityId, { qabilahName, ...overrides })))).id;
  ids.dogar = await add(world.cities.b1, 'Dogar');
  ids.chohan = await add(world.cities.a2, 'Chohan', { masoolName: 'Saleem' });
  ids.awan = await add(world.cities.a1, 'Awan', {
    areaCovered: 'Old city',
    majlisMembers: 12,
    whatsappGroup: true,
    whatsappGroupUrl: 'https://chat.whatsapp.com/awan',
    shabetazkiaCheck: true,
    shabetazkiaLastDate: '2025-03-01',
  });
  ids.bhatti = await add(world.cities.a1Sub, 'Bhatti');
  await world.caughtUp();
});
afterAll(async () => {
  await world?.close();
});

const namesOf = async (client: PortalClient, route: string) => {
  const answer = await client.get(route);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as QabailAnswer[]).map((qabail) => qabail.qabilahName);
};

const pageOf = async (client: PortalClient, query = '') => {
  const answer = await client.get(`/api/qabails${query}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as Page<QabailAnswer>;
};

/** The qabilah names of the whole list, read page after page. */
const listedNames = async (client: PortalClient) => {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<QabailAnswer> = await pageOf(client, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
    names.push(...page.items.map((qabail) => qabail.qabilahName));
    cursor = page.nextCursor;
  } while (cursor);
  return names;
};

describe('GET /api/qabails', () => {
  it('lists the qabails in the caller scope by qabilah name, a page at a time', async () => {
    expect(await listedNames(world.admin)).toEqual(['Awan', 'Bhatti', 'Chohan', 'Dogar']);
    expect(await listedNames(centralTeam)).toEqual(['Awan', 'Bhatti', 'Chohan', 'Dogar']);
    expect(await listedNames(world.zoneMasool)).toEqual(['Awan', 'Bhatti', 'Chohan']);
    expect(await listedNames(world.cityMasool)).toEqual(['Awan', 'Bhatti']);
    expect(await pageOf(world.zoneMasool, '?limit=2')).toMatchObject({ total: 3 });
    await refused(world.signedOut.get('/api/qabails'), 401);
    await refused(world.admin.get('/api/qabails?limit=0'), 400);
  });

  it('searches qabilah, masool and city names over the whole list', async () => {
    const names = async (search: string) => (await pageOf(world.admin, `?limit=1&search=${search}`)).total;
    expect(await names('bhat')).toBe(1);
    // Chohan's masool, and the qabails of the cities whose name holds "A1".
    expect(await names('saleem')).toBe(1);
    expect(await names('a1')).toBe(2);
    expect(await names('%25')).toBe(0);
  });

  it('answers one qabail by id, within the caller scope', async () => {
    expect(
      (await (await world.cityMasool.get(`/api/qabails/${ids.bhatti}`)).json()) as QabailAnswer,
    ).toMatchObject({
      id: ids.bhatti,
      qabilahName: 'Bhatti',
      cityPath: [world.cities.a1Sub, world.cities.a1],
    });
    await refused(world.cityMasool.get(`/api/qabails/${ids.dogar}`), 403);
    await refused(world.cityMasool.get('/api/qabails/99999'), 403);
    await refused(world.admin.get('/api/qabails/99999'), 404);
    await refused(world.signedOut.get(`/api/qabails/${ids.awan}`), 401);
  });

  it('answers every field, the city name and where the city sits', async () => {
    const answer = (await pageOf(world.admin)).items;
    expect(answer.find((qabail) => qabail.id === ids.awan)).toEqual({
      id: ids.awan,
      qabilahName: 'Awan',
      masoolName: 'Tariq',
      masoolContact: null,
      cityId: world.cities.a1,
      cityName: 'A1',
      zoneId: world.zones.a,
      cityPath: [world.cities.a1],
      areaCovered: 'Old city',
      majlisMembers: 12,
      activeCircles: 0,
      masjidCount: 0,
      ulmaCount: 0,
      murabbiCount: 0,
      whatsappGroup: true,
      whatsappGroupUrl: 'https://chat.whatsapp.com/awan',
      majlisZikrCheck: false,
      majlisZikrDay: null,
      majlisZikrTime: null,
      shabetazkiaCheck: true,
      shabetazkiaLastDate: '2025-03-01',
      status: 'active',
      additionalInfo: null,
      specialNotes: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      version: 0,
    });
    const bhatti = answer.find((qabail) => qabail.id === ids.bhatti);
    expect(bhatti?.cityPath).toEqual([world.cities.a1Sub, world.cities.a1]);
  });
});

describe('GET /api/cities/:id/qabails', () => {
  it("lists the city's own qabails, never from a cache, to whoever may read the city's qabails", async () => {
    const answer = await world.cityMasool.get(`/api/cities/${world.cities.a1}/qabails?t=${Date.now()}`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // A sub-city's qabails belong to the sub-city's page.
    expect(((await answer.json()) as QabailAnswer[]).map((qabail) => qabail.id)).toEqual([ids.awan]);
    expect(await namesOf(world.cityMasool, `/api/cities/${world.cities.a1Sub}/qabails`)).toEqual(['Bhatti']);
    expect(await namesOf(world.zoneMasool, `/api/cities/${world.cities.a2}/qabails`)).toEqual(['Chohan']);
    expect(await namesOf(world.admin, `/api/cities/${world.cities.b1}/qabails`)).toEqual(['Dogar']);
  });

  it('refuses other zones and cities, unknown cities, bad ids and signed-out visitors', async () => {
    await refused(world.zoneMasool.get(`/api/cities/${world.cities.b1}/qabails`), 403);
    await refused(world.cityMasool.get(`/api/cities/${world.cities.a2}/qabails`), 403);
    await refused(world.admin.get('/api/cities/99999/qabails'), 404);
    await refused(world.admin.get('/api/cities/abc/qabails'), 400);
    await refused(world.signedOut.get(`/api/cities/${world.cities.a1}/qabails`), 401);
  });

  it("shows the writer's own change at once, and everyone else's once projected", async () => {
    const route = `/api/cities/${world.cities.a1}/qabails`;
    for (let round = 1; round <= 20; round++) {
      await written(world.cityMasool.put(`/api/qabails/${ids.awan}`, { activeCircles: round }), 200);
      const [awan] = (await (await world.cityMasool.get(route)).json()) as QabailAnswer[];
      expect(awan?.activeCircles, `round ${round}`).toBe(round);
    }
    const added = await written(world.cityMasool.post('/api/qabails', qabailBody(world.cities.a1)));
    expect((await (await world.cityMasool.get(route)).json()) as QabailAnswer[]).toContainEqual(
      expect.objectContaining({ id: added.id }),
    );
    await written(world.cityMasool.delete(`/api/qabails/${added.id}`), 200);
    expect(await namesOf(world.cityMasool, route)).toEqual(['Awan']);

    await world.caughtUp();
    const [seenByAdmin] = (await (await world.admin.get(route)).json()) as QabailAnswer[];
    expect(seenByAdmin?.activeCircles).toBe(20);
  });

  it('names each qabail after its city as the city is called now', async () => {
    await written(world.admin.put(`/api/cities/${world.cities.a2}`, { name: 'A2 renamed' }), 200);
    const [chohan] = (await (
      await world.admin.get(`/api/cities/${world.cities.a2}/qabails`)
    ).json()) as QabailAnswer[];
    expect(chohan).toMatchObject({ qabilahName: 'Chohan', cityName: 'A2 renamed' });
  });
});

describe('GET /api/qabilah-list', () => {
  it('lists every qabilah name once, ignoring case, to any signed-in user', async () => {
    // Many people naming the same new qabilah at once, in any case: the list holds it once.
    await Promise.all(
      ['Gondal', 'gondal', 'GONDAL', 'Gondal', 'gONDAL', 'Gondal'].map((qabilahName, index) =>
        written(
          (index % 2 === 0 ? world.admin : world.zoneMasool).post(
            '/api/qabails',
            qabailBody(world.cities.a2, { qabilahName }),
          ),
        ),
      ),
    );
    await world.caughtUp();
    const names = (await (await world.cityMasool.get('/api/qabilah-list')).json()) as string[];
    expect(names.filter((name) => name.toLowerCase() === 'gondal')).toHaveLength(1);
    expect(names).toEqual(expect.arrayContaining(['Awan', 'Bhatti', 'Chohan', 'Dogar']));
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    await refused(world.signedOut.get('/api/qabilah-list'), 401);
  });
});
