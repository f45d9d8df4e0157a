import { createKnex, type Knex } from '@seerat/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandWriteRoutes } from '../command-write-routes';
import { buildZoneCityWorld, type ZoneCityWorld } from '../zone-city-world';

/**
 * What every command says of a missing or unknown field, over HTTP. The routes are read from the
 * command API's own routers, so a route added later is held to the same words without touching
 * this file.
 */

/** The schema library's own phrases ("Invalid input: expected string, received undefined"). */
const LIBRARY_WORDING = /Invalid input|expected|received|Unrecognized/;
/** Multipart uploads: their one part is the file, checked by its own rules. */
const MULTIPART = [
  'POST /api/admin/users/bulk-upload',
  'POST /api/upload/profile-picture',
  'POST /api/upload/receipt',
];
/** An id that exists nowhere, so a request that passes validation changes nothing. */
const ABSENT_ID = '2147483000';

type Answer = { status: number; fields: Record<string, string> };

let world: ZoneCityWorld;
let knex: Knex;
beforeAll(async () => {
  world = await buildZoneCityWorld('field_words');
  knex = createKnex({ connectionString: world.harness.databaseUrl });
}, 60_000);
afterAll(async () => {
  await knex?.destroy();
  await world?.close();
});

/** `METHOD /path` of every write route the command API serves that takes JSON. */
function jsonWriteRoutes(): string[] {
  const routes = commandWriteRoutes({ knex, store: world.store });
  return routes.filter((route) => !MULTIPART.includes(route));
}

const paramsOf = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);

async function send(route: string, body: unknown): Promise<Answer> {
  const [method, path] = route.split(' ') as [string, string];
  const response = await world.admin.request(method, path.replace(/:[A-Za-z]+/g, ABSENT_ID), body);
  const answer = (await response.json()) as { fields?: Record<string, string> };
  return { status: response.status, fields: answer.fields ?? {} };
}

function expectOurWords(route: string, answer: Answer) {
  for (const [field, message] of Object.entries(answer.fields)) {
    expect(message, `${route} ${field}`).not.toMatch(LIBRARY_WORDING);
  }
}

describe('every command', () => {
  it('is found: the enumeration reads the routers', () => {
    // The command API has dozens of writes; an enumeration that found few has broken.
    expect(jsonWriteRoutes().length).toBeGreaterThan(40);
  });

  it('says of a missing required field what it says of a blank or null one, in its own words', async () => {
    const differences: string[] = [];
    // Sign-out takes no field, and an empty body would end the session the walk runs in.
    for (const route of jsonWriteRoutes().filter((route) => route !== 'POST /api/logout')) {
      const missing = await send(route, {});
      expectOurWords(route, missing);
      const params = paramsOf(route);
      for (const [field, message] of Object.entries(missing.fields)) {
        if (params.includes(field) || field === '_') continue;
        for (const blank of ['', null]) {
          const answer = await send(route, { [field]: blank });
          expectOurWords(route, answer);
          if (answer.fields[field] !== message) {
            differences.push(
              `${route} ${field}: missing "${message}", ${JSON.stringify(blank)} "${answer.fields[field]}"`,
            );
          }
        }
      }
    }
    expect(differences).toEqual([]);
  }, 120_000);

  it('refuses a key it does not take, naming it, and writes nothing', async () => {
    const headBefore = await world.store.headPosition();
    const answered: string[] = [];
    for (const route of jsonWriteRoutes()) {
      const answer = await send(route, { notAField: 'x' });
      expectOurWords(route, answer);
      if (answer.status !== 400 || answer.fields.notAField !== 'Unknown field') {
        answered.push(`${route} -> ${answer.status} ${JSON.stringify(answer.fields)}`);
      }
    }
    expect(answered).toEqual([]);
    expect(await world.store.readAll({ after: headBefore, maxCount: 10 })).toEqual([]);
  }, 120_000);
});

describe('the cases people met', () => {
  it('an event without a title is "Event name is required", as with a blank one', async () => {
    const answer = await send('POST /api/events', { purpose: 'Study', cityId: world.cities.a1 });
    expect(answer.fields.title).toBe('Event name is required');
  });

  it('a team member without a city names the city in our words', async () => {
    const answer = await send('POST /api/team-profiles', {
      name: 'Hamza',
      contact: '+92-300-1234567',
      cityId: null,
    });
    expect(answer.fields.cityId).toBe('City is required');
  });

  it('meetings and karguzari reports use the spec\'s "Please fill in all required fields"', async () => {
    const meeting = await send('POST /api/meetings', { cityId: world.cities.a1 });
    expect(meeting.fields).toMatchObject({
      title: 'Please fill in all required fields',
      meetingDate: 'Please fill in all required fields',
    });
    const report = await send('POST /api/karguzari', {});
    expect(report.fields).toMatchObject({
      title: 'Please fill in all required fields',
      activities: 'Please fill in all required fields',
      cityId: 'Please fill in all required fields',
    });
  });

  it("a meeting edit with the spec's actionItems is refused, naming the key, and changes nothing", async () => {
    const created = await world.admin.post('/api/meetings', {
      title: 'Monthly',
      meetingDate: '2025-03-01',
      cityId: world.cities.a1,
    });
    const meeting = (await created.json()) as { id: number };
    const headBefore = await world.store.headPosition();
    const response = await world.admin.put(`/api/meetings/${meeting.id}`, {
      title: 'Monthly review',
      actionItems: [{ task: 'Call the masjid' }],
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Answer).fields).toEqual({ actionItems: 'Unknown field' });
    expect(await world.store.readAll({ after: headBefore, maxCount: 10 })).toEqual([]);
  });
});
