import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalClient } from '../portal-harness';
import { cityBody, written } from '../zone-city-world';
import { buildHostileWorld, type HostileWorld } from './hostile-world';
import { answerOf } from './sent-request';

/**
 * The zone masool of zone a sends commands whose bodies are right but for one id, drawn from zone
 * b's entities: a zone, a city, an event, a masool profile. Whatever the command and whichever
 * field, the answer is a refusal (400 at that field, or 403) and the command writes no event.
 */
const SEED = 27_2026;
const RUNS = Number(process.env.HOSTILE_INPUT_RUNS ?? 40);

interface Foreign {
  zone: number;
  city: number;
  event: number;
  masoolProfile: number;
}
type ForeignKind = keyof Foreign;

/** A command of zone a's world, with one id field taken from zone b. */
interface Reference {
  name: string;
  field: string;
  kind: ForeignKind;
  send: (
    client: PortalClient,
    world: HostileWorld,
    id: number,
    headers: Record<string, string>,
  ) => Promise<Response>;
}

const member = (cityId: number, overrides: Record<string, unknown> = {}) => ({
  name: 'Usman Tariq',
  contact: '+92-300-1234567',
  cityId,
  ...overrides,
});
const own = (world: HostileWorld) => world.cities.a2;

const REFERENCES: Reference[] = [
  {
    name: 'POST /api/cities',
    field: 'zoneId',
    kind: 'zone',
    send: (client, _world, id, headers) => client.request('POST', '/api/cities', cityBody(id), headers),
  },
  {
    name: 'POST /api/cities',
    field: 'parentCityId',
    kind: 'city',
    send: (client, world, id, headers) =>
      client.request(
        'POST',
        '/api/cities',
        cityBody(world.zones.a, { isParentCity: true, parentCityId: id }),
        headers,
      ),
  },
  {
    name: 'PUT /api/cities/:id',
    field: 'zoneId',
    kind: 'zone',
    send: (client, world, id, headers) =>
      client.request('PUT', `/api/cities/${own(world)}`, { zoneId: id }, headers),
  },
  {
    name: 'PUT /api/cities/:id',
    field: 'parentCityId',
    kind: 'city',
    send: (client, world, id, headers) =>
      client.request('PUT', `/api/cities/${own(world)}`, { isParentCity: true, parentCityId: id }, headers),
  },
  {
    name: 'POST /api/qabails',
    field: 'cityId',
    kind: 'city',
    send: (client, _world, id, headers) =>
      client.request(
        'POST',
        '/api/qabails',
        { qabilahName: `Q${Math.random()}`, masoolName: 'Tariq', cityId: id },
        headers,
      ),
  },
  {
    name: 'POST /api/team-profiles',
    field: 'cityId',
    kind: 'city',
    send: (client, _world, id, headers) => client.request('POST', '/api/team-profiles', member(id), headers),
  },
  {
    name: 'POST /api/team-profiles',
    field: 'masoolId',
    kind: 'masoolProfile',
    send: (client, world, id, headers) =>
      client.request('POST', '/api/team-profiles', member(own(world), { masoolId: id }), headers),
  },
  {
    name: 'POST /api/masool-profiles',
    field: 'zoneId',
    kind: 'zone',
    send: (client, _world, id, headers) =>
      client.request(
        'POST',
        '/api/masool-profiles',
        { name: 'Bilal Ahmed', contact: '+92-300-1234567', profileType: 'zone', zoneId: id },
        headers,
      ),
  },
  {
    name: 'POST /api/masool-profiles',
    field: 'cityId',
    kind: 'city',
    send: (client, _world, id, headers) =>
      client.request(
        'POST',
        '/api/masool-profiles',
        { name: 'Bilal Ahmed', contact: '+92-300-1234567', profileType: 'city', cityId: id },
        headers,
      ),
  },
  {
    name: 'POST /api/events',
    field: 'cityId',
    kind: 'city',
    send: (client, _world, id, headers) => {
      const start = new Date(Date.now() + 86_400_000);
      const body = {
        title: 'Seerat evening',
        purpose: 'Seerat study',
        startDateTime: start.toISOString(),
        endDateTime: new Date(start.getTime() + 3_600_000).toISOString(),
        cityId: id,
      };
      return client.request('POST', '/api/events', body, headers);
    },
  },
  {
    name: 'POST /api/budgets',
    field: 'eventId',
    kind: 'event',
    send: (client, _world, id, headers) =>
      client.request('POST', '/api/budgets', { eventId: id, title: 'Budget' }, headers),
  },
  {
    name: 'POST /api/karguzari',
    field: 'cityId',
    kind: 'city',
    send: (client, _world, id, headers) =>
      client.request(
        'POST',
        '/api/karguzari',
        { title: 'Week', reportDate: '2026-01-05', activities: 'Study circle', cityId: id },
        headers,
      ),
  },
];

let world: HostileWorld;
let foreign: Foreign;
beforeAll(async () => {
  world = await buildHostileWorld('hostile_foreign_references');
  const profile = await written(
    world.admin.post('/api/masool-profiles', {
      name: 'Amina Bibi',
      contact: '+92-321-7654321',
      profileType: 'city',
      cityId: world.cities.b1,
    }),
  );
  foreign = {
    zone: world.zones.b,
    city: world.cities.b1,
    event: world.ids.events[2]!,
    masoolProfile: profile.id,
  };
  await world.caughtUp();
});
afterAll(async () => {
  await world?.knex.destroy();
  await world?.close();
});

describe('an id of another zone’s entity in a command body', () => {
  it('is refused, 400 at its field or 403, and writes no event', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...REFERENCES), async (reference) => {
        const correlationId = crypto.randomUUID();
        const headBefore = await world.store.headPosition();
        const id = foreign[reference.kind];
        const answer = await answerOf(
          await reference.send(world.zoneMasool, world, id, { 'x-correlation-id': correlationId }),
        );
        const described = `${reference.name} ${reference.field}=${id} -> ${answer.status} ${JSON.stringify(answer.body)}`;
        expect([400, 403], described).toContain(answer.status);
        if (answer.status === 400)
          expect(Object.keys(answer.body.fields ?? {}), described).toContain(reference.field);
        const written = await world.store.readAll({ after: headBefore, maxCount: 1000 });
        const ours = written.filter((event) => event.metadata.correlationId === correlationId);
        expect(
          ours.map((event) => event.type),
          described,
        ).toEqual([]);
      }),
      // Every command once for sure, then as many drawn as the run allows.
      { seed: SEED, numRuns: RUNS, examples: REFERENCES.map((reference) => [reference]) },
    );
  }, 120_000);
});
