import { createKnex, type Knex } from '@seerat/platform';
import { expect } from 'vitest';
import { ADMIN, type PortalClient } from '../portal-harness';
import { buildZoneCityWorld, signedInAs, written, type ZoneCityWorld } from '../zone-city-world';
import { readEveryPage } from './sent-request';

/**
 * The organisation the hostile requests act on: the zone and city world, plus catalogue entries,
 * a qabail, a custom role, and one user whose own password the change-password requests change.
 * Ids the requests create are remembered, so later requests address real entities too.
 */
export interface HostileWorld extends ZoneCityWorld {
  knex: Knex;
  ids: {
    zones: number[];
    cities: number[];
    seeratModels: number[];
    books: number[];
    qabails: number[];
    customRoles: number[];
    /** Users the requests may edit and deactivate: never the administrator acting. */
    users: number[];
    /** None at first: the recorded meetings and reports are remembered as they come. */
    meetings: number[];
    karguzari: number[];
    /** Events (one per city of zone a and b), and their budgets as the requests create them. */
    events: number[];
    budgets: number[];
  };
  customRoleNames: string[];
  usernames: string[];
  passwordChanger: { client: PortalClient; username: string; password: string };
  /** A second administrator: nobody reviews a karguzari report they wrote, and the first writes them. */
  reviewer: PortalClient;
}

export const PASSWORD_CHANGER = 'password-changer';
const REVIEWER = 'karguzari-reviewer';

export async function buildHostileWorld(label: string): Promise<HostileWorld> {
  const world = await buildZoneCityWorld(label);
  const { admin } = world;
  const models = await Promise.all(
    ['Model A', 'Model B'].map(
      async (modelName) => (await written(admin.post('/api/seerat-models', { modelName }))).id,
    ),
  );
  const books = ((await (await admin.get('/api/recommended-books')).json()) as { id: number }[]).map(
    (book) => book.id,
  );
  const qabail = await written(
    admin.post('/api/qabails', { qabilahName: 'Awan', masoolName: 'Tariq', cityId: world.cities.a1 }),
  );
  const role = await written(
    admin.post('/api/admin/custom-roles', {
      name: 'Reviewer',
      description: 'Reads cities',
      permissions: ['cities_read'],
    }),
  );
  const password = 'secret-password-1';
  const client = await signedInAs(world.harness, admin, PASSWORD_CHANGER, { roles: ['markazi_team'] });
  const reviewer = await signedInAs(world.harness, admin, REVIEWER, { roles: ['admin'] });
  const events = await Promise.all(
    [world.cities.a1, world.cities.a2, world.cities.b1].map(
      async (cityId) => (await written(admin.post('/api/events', eventBody(cityId)))).id,
    ),
  );
  const budget = await written(admin.post('/api/budgets', { eventId: events[0], title: 'Hostile budget' }));
  const users = await readEveryPage<{ id: number; username: string }>(admin, '/api/admin/users');
  expect(books.length).toBeGreaterThan(0);
  return {
    ...world,
    knex: createKnex({ connectionString: world.harness.databaseUrl }),
    ids: {
      zones: Object.values(world.zones),
      cities: Object.values(world.cities),
      seeratModels: models,
      books,
      qabails: [qabail.id],
      customRoles: [role.id],
      users: users
        .filter((user) => ![ADMIN.username, PASSWORD_CHANGER, REVIEWER].includes(user.username))
        .map((user) => user.id),
      meetings: [],
      karguzari: [],
      events,
      budgets: [budget.id],
    },
    customRoleNames: ['Reviewer'],
    usernames: users.map((user) => user.username),
    passwordChanger: { client, username: PASSWORD_CHANGER, password },
    reviewer,
  };
}

/** An event held yesterday, so budgets of it take actuals once released. */
function eventBody(cityId: number) {
  const start = new Date(Date.now() - 86_400_000);
  return {
    title: `Event ${cityId}`,
    purpose: 'Seerat study',
    startDateTime: start.toISOString(),
    endDateTime: new Date(start.getTime() + 3_600_000).toISOString(),
    cityId,
  };
}
