import * as contracts from '@seerat/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { meetingBody, reportBody } from '../meeting-requests';
import type { PortalClient } from '../portal-harness';
import { cityBody, written } from '../zone-city-world';
import { buildHostileWorld, type HostileWorld } from './hostile-world';
import { idFieldNames } from './schema-arbitraries';
import { answerOf } from './sent-request';

/**
 * The zone masool of zone a sends commands whose bodies are right but for one id field, once with
 * an id of zone b's entity (a zone, a city, an event, a masool profile, a user) and once with an
 * id that does not exist. Both get one answer: the same status (400 at that field, or 403 from a
 * route they may not call at all) and the same body, so a command tells nobody which ids exist
 * outside their scope; neither writes an event. The id fields are those of the command schemas in
 * contracts, so a new one fails the coverage test until it is sent here.
 */
const SEED = 27_2026;
const RUNS = Number(process.env.HOSTILE_INPUT_RUNS ?? 40);
/** An id within the bounds of every id field that names nothing. */
const UNKNOWN = 2_000_000_000;

interface Foreign {
  zone: number;
  city: number;
  event: number;
  masoolProfile: number;
  user: number;
}
type ForeignKind = keyof Foreign;

/** Zone a's own entities the updates change. */
interface Own {
  masoolProfile: number;
  teamProfile: number;
}

/** A command of zone a's world, with one id field taken from zone b or from nowhere. */
interface Reference {
  name: string;
  /** The contract schema of the body, as contracts exports it. */
  schema: string;
  field: string;
  kind: ForeignKind;
  send: (
    client: PortalClient,
    world: HostileWorld,
    id: number,
    headers: Record<string, string>,
  ) => Promise<Response>;
}

/**
 * Id fields that name no scoped entity: the catalogue (recommended books, Seerat models) is the
 * organisation's, read by every signed-in user, so an unknown entry is refused as such.
 */
const NOT_SCOPED = new Set(['addReadingBookRequestSchema.bookId']);

const member = (cityId: number, overrides: Record<string, unknown> = {}) => ({
  name: 'Usman Tariq',
  contact: '+92-300-1234567',
  cityId,
  ...overrides,
});
const profile = (overrides: Record<string, unknown>) => ({
  name: 'Bilal Ahmed',
  contact: '+92-300-1234567',
  ...overrides,
});
const newUser = (overrides: Record<string, unknown>) => ({
  username: `user-${Math.random().toString(36).slice(2, 10)}`,
  password: 'secret-password-1',
  roles: ['city_masool'],
  ...overrides,
});
const own = (world: HostileWorld) => world.cities.a2;
let mine: Own;

const REFERENCES: Reference[] = [
  {
    name: 'POST /api/cities',
    schema: 'createCityRequestSchema',
    field: 'zoneId',
    kind: 'zone',
    send: (client, _world, id, headers) => client.request('POST', '/api/cities', cityBody(id), headers),
  },
  {
    name: 'POST /api/cities',
    schema: 'createCityRequestSchema',
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
    schema: 'updateCityRequestSchema',
    field: 'zoneId',
    kind: 'zone',
    send: (client, world, id, headers) =>
      client.request('PUT', `/api/cities/${own(world)}`, { zoneId: id }, headers),
  },
  {
    name: 'PUT /api/cities/:id',
    schema: 'updateCityRequestSchema',
    field: 'parentCityId',
    kind: 'city',
    send: (client, world, id, headers) =>
      client.request('PUT', `/api/cities/${own(world)}`, { isParentCity: true, parentCityId: id }, headers),
  },
  {
    name: 'POST /api/qabails',
    schema: 'createQabailRequestSchema',
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
    name: 'PUT /api/qabails/:id',
    schema: 'updateQabailRequestSchema',
    field: 'cityId',
    kind: 'city',
    send: (client, world, id, headers) =>
      client.request('PUT', `/api/qabails/${world.ids.qabails[0]}`, { cityId: id }, headers),
  },
  {
    name: 'POST /api/team-profiles',
    schema: 'createTeamProfileRequestSchema',
    field: 'cityId',
    kind: 'city',
    send: (client, _world, id, headers) => client.request('POST', '/api/team-profiles', member(id), headers),
  },
  {
    name: 'POST /api/team-profiles',
    schema: 'createTeamProfileRequestSchema',
    field: 'masoolId',
    kind: 'masoolProfile',
    send: (client, world, id, headers) =>
      client.request('POST', '/api/team-profiles', member(own(world), { masoolId: id }), headers),
  },
  {
    name: 'PUT /api/team-profiles/:id',
    schema: 'updateTeamProfileRequestSchema',
    field: 'cityId',
    kind: 'city',
    send: (client, _world, id, headers) =>
      client.request('PUT', `/api/team-profiles/${mine.teamProfile}`, { cityId: id }, headers),
  },
  {
    name: 'PUT /api/team-profiles/:id',
    schema: 'updateTeamProfileRequestSchema',
    field: 'masoolId',
    kind: 'masoolProfile',
    send: (client, _world, id, headers) =>
      client.request('PUT', `/api/team-profiles/${mine.teamProfile}`, { masoolId: id }, headers),
  },
  {
    name: 'POST /api/masool-profiles',
    schema: 'createMasoolProfileRequestSchema',
    field: 'zoneId',
    kind: 'zone',
    send: (client, _world, id, headers) =>
      client.request('POST', '/api/masool-profiles', profile({ profileType: 'zone', zoneId: id }), headers),
  },
  {
    name: 'POST /api/masool-profiles',
    schema: 'createMasoolProfileRequestSchema',
    field: 'cityId',
    kind: 'city',
    send: (client, _world, id, headers) =>
      client.request('POST', '/api/masool-profiles', profile({ profileType: 'city', cityId: id }), headers),
  },
  {
    name: 'POST /api/masool-profiles',
    schema: 'createMasoolProfileRequestSchema',
    field: 'userId',
    kind: 'user',
    send: (client, world, id, headers) =>
      client.request(
        'POST',
        '/api/masool-profiles',
        profile({ profileType: 'city', cityId: own(world), userId: id }),
        headers,
      ),
  },
  {
    name: 'PUT /api/masool-profiles/:id',
    schema: 'updateMasoolProfileRequestSchema',
    field: 'zoneId',
    kind: 'zone',
    send: (client, _world, id, headers) =>
      client.request(
        'PUT',
        `/api/masool-profiles/${mine.masoolProfile}`,
        { profileType: 'zone', zoneId: id },
        headers,
      ),
  },
  {
    name: 'PUT /api/masool-profiles/:id',
    schema: 'updateMasoolProfileRequestSchema',
    field: 'cityId',
    kind: 'city',
    send: (client, _world, id, headers) =>
      client.request('PUT', `/api/masool-profiles/${mine.masoolProfile}`, { cityId: id }, headers),
  },
  {
    name: 'POST /api/events',
    schema: 'createGatheringRequestSchema',
    field: 'cityId',
    kind: 'city',
    send: (client, _world, id, headers) => client.request('POST', '/api/events', eventBody(id), headers),
  },
  {
    name: 'PUT /api/events/:id',
    schema: 'updateGatheringRequestSchema',
    field: 'cityId',
    kind: 'city',
    // Zone a's event in a2 (the world holds one per city of a and b, in that order).
    send: (client, world, id, headers) =>
      client.request('PUT', `/api/events/${world.ids.events[1]}`, { cityId: id }, headers),
  },
  {
    name: 'POST /api/budgets',
    schema: 'createBudgetRequestSchema',
    field: 'eventId',
    kind: 'event',
    send: (client, _world, id, headers) =>
      client.request('POST', '/api/budgets', { eventId: id, title: 'Budget' }, headers),
  },
  {
    name: 'POST /api/meetings',
    schema: 'createMeetingRequestSchema',
    field: 'cityId',
    kind: 'city',
    send: (client, _world, id, headers) => client.request('POST', '/api/meetings', meetingBody(id), headers),
  },
  {
    name: 'POST /api/meetings',
    schema: 'createMeetingRequestSchema',
    field: 'zoneId',
    kind: 'zone',
    send: (client, _world, id, headers) =>
      client.request('POST', '/api/meetings', meetingBody(null, { scope: 'zone', zoneId: id }), headers),
  },
  {
    name: 'POST /api/karguzari',
    schema: 'createKarguzariRequestSchema',
    field: 'cityId',
    kind: 'city',
    send: (client, _world, id, headers) => client.request('POST', '/api/karguzari', reportBody(id), headers),
  },
  {
    name: 'POST /api/admin/users',
    schema: 'createUserRequestSchema',
    field: 'assignedZoneId',
    kind: 'zone',
    send: (client, _world, id, headers) =>
      client.request(
        'POST',
        '/api/admin/users',
        newUser({ roles: ['zone_masool'], assignedZoneId: id }),
        headers,
      ),
  },
  {
    name: 'POST /api/admin/users',
    schema: 'createUserRequestSchema',
    field: 'assignedCityId',
    kind: 'city',
    send: (client, _world, id, headers) =>
      client.request('POST', '/api/admin/users', newUser({ assignedCityId: id }), headers),
  },
  {
    name: 'PUT /api/admin/users/:id',
    schema: 'updateUserRequestSchema',
    field: 'assignedZoneId',
    kind: 'zone',
    send: (client, world, id, headers) =>
      client.request('PUT', `/api/admin/users/${world.ids.users[0]}`, { assignedZoneId: id }, headers),
  },
  {
    name: 'PUT /api/admin/users/:id',
    schema: 'updateUserRequestSchema',
    field: 'assignedCityId',
    kind: 'city',
    send: (client, world, id, headers) =>
      client.request('PUT', `/api/admin/users/${world.ids.users[0]}`, { assignedCityId: id }, headers),
  },
];

function eventBody(cityId: number) {
  const start = new Date(Date.now() + 86_400_000);
  return {
    title: 'Seerat evening',
    purpose: 'Seerat study',
    startDateTime: start.toISOString(),
    endDateTime: new Date(start.getTime() + 3_600_000).toISOString(),
    cityId,
  };
}

let world: HostileWorld;
let foreign: Foreign;
beforeAll(async () => {
  world = await buildHostileWorld('hostile_foreign_references');
  const [theirs, ours, team, user] = await Promise.all([
    written(
      world.admin.post('/api/masool-profiles', profile({ profileType: 'city', cityId: world.cities.b1 })),
    ),
    written(world.admin.post('/api/masool-profiles', profile({ profileType: 'city', cityId: own(world) }))),
    written(world.admin.post('/api/team-profiles', member(own(world)))),
    written(world.admin.post('/api/admin/users', newUser({ assignedCityId: world.cities.b1 }))),
  ]);
  mine = { masoolProfile: ours.id, teamProfile: team.id };
  foreign = {
    zone: world.zones.b,
    city: world.cities.b1,
    event: world.ids.events[2]!,
    masoolProfile: theirs.id,
    user: user.id,
  };
  await world.caughtUp();
});
afterAll(async () => {
  await world?.knex.destroy();
  await world?.close();
});

/** Sends one reference with `id`: its answer, and the types of the events it wrote. */
async function sent(reference: Reference, id: number) {
  const correlationId = crypto.randomUUID();
  const headBefore = await world.store.headPosition();
  const answer = await answerOf(
    await reference.send(world.zoneMasool, world, id, { 'x-correlation-id': correlationId }),
  );
  const written = await world.store.readAll({ after: headBefore, maxCount: 1000 });
  const events = written.filter((event) => event.metadata.correlationId === correlationId);
  return { answer, events: events.map((event) => event.type) };
}

describe('an id of another zone’s entity in a command body', () => {
  it('gets the answer of an id that does not exist: 400 at its field (or 403 for a route not theirs), no event', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...REFERENCES), async (reference) => {
        const theirs = await sent(reference, foreign[reference.kind]);
        const nobodys = await sent(reference, UNKNOWN);
        const described = `${reference.name} ${reference.field}: zone b's -> ${theirs.answer.status} ${JSON.stringify(theirs.answer.body)}, unknown -> ${nobodys.answer.status} ${JSON.stringify(nobodys.answer.body)}`;
        expect([400, 403], described).toContain(theirs.answer.status);
        expect(theirs.answer.status, described).toBe(nobodys.answer.status);
        expect(theirs.answer.body, described).toEqual(nobodys.answer.body);
        // The refusal is the id's: the rest of the body is right.
        if (theirs.answer.status === 400)
          expect(Object.keys(theirs.answer.body.fields ?? {}), described).toEqual([reference.field]);
        expect([...theirs.events, ...nobodys.events], described).toEqual([]);
      }),
      // Every command once for sure, then as many drawn as the run allows.
      { seed: SEED, numRuns: RUNS, examples: REFERENCES.map((reference) => [reference]) },
    );
  }, 180_000);

  it('is sent for every id field of every command schema in contracts', () => {
    const sentHere = new Set(REFERENCES.map((reference) => `${reference.schema}.${reference.field}`));
    const idFields = Object.entries(contracts)
      .filter(([name]) => name.endsWith('RequestSchema'))
      .flatMap(([name, schema]) => idFieldNames(schema as z.ZodType).map((field) => `${name}.${field}`));
    expect(idFields.length).toBeGreaterThan(10);
    expect(idFields.filter((field) => !sentHere.has(field) && !NOT_SCOPED.has(field))).toEqual([]);
    // And nothing sent here names a field the schemas no longer have.
    expect([...sentHere].filter((field) => !idFields.includes(field))).toEqual([]);
  });
});
