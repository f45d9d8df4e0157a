import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvText, uploadCsv } from './csv-upload';
import type { PortalClient } from './portal-harness';
import {
  buildZoneCityWorld,
  cityBody,
  signedInAs,
  written,
  type ZoneCityWorld,
  zoneBody,
} from './zone-city-world';

/**
 * Who may call what: every /api route that exists, for each kind of caller, with the status each
 * must get. A feature that adds routes adds its rows here. Refusals are 401 signed out and 403 with
 * a message signed in, but for an id in a body that names a place out of the caller's sight: 400
 * at that field, as for an id that does not exist; nothing else may leak through.
 *
 *   zone a ── city a1 ── sub-city a1Sub        zone b ── city b1
 *          └─ city a2
 *
 * Callers: the administrator; the zone masool of zone a; the city masool of city a1; the holder of
 * a custom role granting zones_read, cities_read and cities_write, assigned zone a; a visitor who
 * is not signed in; an auditor (organisation-wide, read-only: every read but the administration's,
 * no write but their own password's). (Sign-in and sign-out themselves are the session's own routes, covered by
 * sign-in.int.spec.ts.)
 */
type Caller = 'admin' | 'zoneMasool' | 'cityMasool' | 'customRole' | 'auditor' | 'signedOut';
const CALLERS: Caller[] = ['admin', 'zoneMasool', 'cityMasool', 'customRole', 'auditor', 'signedOut'];

interface Ids {
  zones: ZoneCityWorld['zones'];
  cities: ZoneCityWorld['cities'];
  uploadId: number;
  roleId: number;
  targetUserId: number;
  bookId: number;
}

interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (ids: Ids) => string;
  /** A valid body for callers who may call the route; a function gives each call a fresh one. */
  body?: (ids: Ids) => unknown;
  /** Sends the request itself (a multipart upload); otherwise JSON through `PortalClient`. */
  send?: (client: PortalClient, ids: Ids) => Promise<Response>;
  /** Prepares what the call acts on for one caller (a fresh user or role to delete). */
  prepare?: (ids: Ids) => Promise<Partial<Ids>>;
  /** The auditor's answer follows from the method and path (`auditorAnswer`) unless given. */
  expected: Omit<Record<Caller, number>, 'auditor'> & { auditor?: number };
}

const only = (
  allowed: Partial<Record<Caller, number>>,
  refusedWith = 403,
): Omit<Record<Caller, number>, 'auditor'> => ({
  admin: refusedWith,
  zoneMasool: refusedWith,
  cityMasool: refusedWith,
  customRole: refusedWith,
  ...allowed,
  signedOut: 401,
});
const everyone = (status: number) =>
  only({ admin: status, zoneMasool: status, cityMasool: status, customRole: status });
const adminOnly = (status: number) => only({ admin: status });
/** The callers whose scope holds zone a and its cities (a custom role that may write cities). */
const zoneA = (status: number, extra: Partial<Record<Caller, number>> = {}) =>
  only({ admin: status, zoneMasool: status, customRole: status, ...extra });

const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
const cityEdit = { changeReason: 'Matrix', activeCircles: 2 };

/** The auditor reads all but the administration, and writes nothing but their own password. */
function auditorAnswer(route: RouteCase): number {
  const path = route.path(placeholderIds());
  if (route.method !== 'GET') return path === '/api/user/change-password' ? route.expected.admin : 403;
  return path.startsWith('/api/admin/') ? 403 : 200;
}

const ROUTE_CASES: RouteCase[] = [
  // users, custom roles, bulk upload
  { method: 'GET', path: () => '/api/user', expected: everyone(200) },
  {
    method: 'PUT',
    path: () => '/api/user/change-password',
    body: () => ({ currentPassword: 'not-the-password', newPassword: 'another-password-1' }),
    expected: everyone(400),
  },
  { method: 'GET', path: () => '/api/admin/users', expected: adminOnly(200) },
  {
    method: 'POST',
    path: () => '/api/admin/users',
    body: () => ({ username: unique('made'), password: 'secret-password-1', roles: ['markazi_team'] }),
    expected: adminOnly(201),
  },
  {
    method: 'POST',
    path: () => '/api/register',
    body: () => ({ username: unique('registered'), password: 'secret-password-1', roles: ['markazi_team'] }),
    expected: adminOnly(201),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/admin/users/${ids.targetUserId}`,
    body: (ids) => ({ roles: ['city_masool'], assignedCityId: ids.cities.a2 }),
    expected: adminOnly(200),
  },
  {
    method: 'DELETE',
    path: (ids) => `/api/admin/users/${ids.targetUserId}`,
    prepare: async () => ({ targetUserId: await freshUser() }),
    expected: adminOnly(200),
  },
  {
    method: 'DELETE',
    path: (ids) => `/api/admin/users/${ids.targetUserId}/sign-in-lockout`,
    expected: adminOnly(200),
  },
  { method: 'GET', path: () => '/api/admin/custom-roles', expected: adminOnly(200) },
  {
    method: 'POST',
    path: () => '/api/admin/custom-roles',
    body: () => ({ name: unique('Role'), description: 'Matrix', permissions: ['cities_read'] }),
    expected: adminOnly(201),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/admin/custom-roles/${ids.roleId}`,
    body: () => ({ description: unique('Described') }),
    expected: adminOnly(200),
  },
  {
    method: 'DELETE',
    path: (ids) => `/api/admin/custom-roles/${ids.roleId}`,
    prepare: async () => ({ roleId: await freshRole() }),
    expected: adminOnly(200),
  },
  { method: 'GET', path: () => '/api/admin/users/csv-template', expected: adminOnly(200) },
  {
    method: 'POST',
    path: () => '/api/admin/users/bulk-upload',
    send: (client) =>
      uploadCsv(client, {
        content: csvText([
          ['username', 'password', 'roles'],
          [unique('uploaded'), 'secret-password-1', 'markazi_team'],
        ]),
      }),
    expected: adminOnly(200),
  },
  { method: 'GET', path: (ids) => `/api/admin/users/bulk-uploads/${ids.uploadId}`, expected: adminOnly(200) },

  // zones
  { method: 'GET', path: () => '/api/zones', expected: everyone(200) },
  { method: 'GET', path: (ids) => `/api/zones/${ids.zones.a}`, expected: zoneA(200) },
  { method: 'GET', path: (ids) => `/api/zones/${ids.zones.b}`, expected: adminOnly(200) },
  { method: 'GET', path: (ids) => `/api/zones/${ids.zones.a}/audit`, expected: zoneA(200) },
  { method: 'GET', path: (ids) => `/api/zones/${ids.zones.b}/audit`, expected: adminOnly(200) },
  { method: 'POST', path: () => '/api/zones', body: () => zoneBody(), expected: adminOnly(201) },
  {
    method: 'PUT',
    path: (ids) => `/api/zones/${ids.zones.a}`,
    body: () => ({ masool: unique('Masool') }),
    // The custom role may read zones, not write them.
    expected: only({ admin: 200, zoneMasool: 200 }),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/zones/${ids.zones.b}`,
    body: () => ({ masool: unique('Masool') }),
    expected: adminOnly(200),
  },

  // cities
  { method: 'GET', path: () => '/api/cities', expected: everyone(200) },
  { method: 'GET', path: (ids) => `/api/zones/${ids.zones.a}/cities`, expected: zoneA(200) },
  { method: 'GET', path: (ids) => `/api/zones/${ids.zones.b}/cities`, expected: adminOnly(200) },
  { method: 'GET', path: () => '/api/cities/requiring-attention', expected: everyone(200) },
  { method: 'GET', path: () => '/api/cities/activity-status', expected: everyone(200) },
  { method: 'GET', path: (ids) => `/api/cities/${ids.cities.a1}`, expected: everyone(200) },
  { method: 'GET', path: (ids) => `/api/cities/${ids.cities.a1Sub}`, expected: everyone(200) },
  { method: 'GET', path: (ids) => `/api/cities/${ids.cities.a2}`, expected: zoneA(200) },
  { method: 'GET', path: (ids) => `/api/cities/${ids.cities.b1}`, expected: adminOnly(200) },
  { method: 'GET', path: (ids) => `/api/cities/${ids.cities.a1}/child-cities`, expected: everyone(200) },
  { method: 'GET', path: (ids) => `/api/cities/${ids.cities.b1}/child-cities`, expected: adminOnly(200) },
  { method: 'GET', path: (ids) => `/api/cities/${ids.cities.a1}/campus-checklist`, expected: everyone(200) },
  { method: 'GET', path: (ids) => `/api/cities/${ids.cities.b1}/campus-checklist`, expected: adminOnly(200) },
  {
    method: 'POST',
    path: () => '/api/cities',
    body: (ids) => cityBody(ids.zones.a),
    // Adding a city writes the zone's cities: not for a city masool, who does not see the zone's
    // record, so is answered as for a zone that does not exist (400 at zoneId).
    expected: zoneA(201, { cityMasool: 400 }),
  },
  {
    method: 'POST',
    path: () => '/api/cities',
    body: (ids) => cityBody(ids.zones.b),
    // Zone b is out of everyone's sight but the administrator's: 400 at zoneId, as for no zone.
    expected: only({ admin: 201 }, 400),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/cities/${ids.cities.a1}`,
    body: () => cityEdit,
    expected: everyone(200),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/cities/${ids.cities.a2}`,
    body: () => cityEdit,
    expected: zoneA(200),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/cities/${ids.cities.b1}`,
    body: () => cityEdit,
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    path: (ids) => `/api/cities/${ids.cities.a1Sub}/campus-checklist`,
    body: () => ({ checklist: { seerahCirclesCheck: true } }),
    expected: everyone(200),
  },
  {
    method: 'POST',
    path: (ids) => `/api/cities/${ids.cities.b1}/campus-checklist`,
    body: () => ({ checklist: {} }),
    expected: adminOnly(200),
  },

  // audit
  { method: 'GET', path: (ids) => `/api/cities/${ids.cities.a1}/audit`, expected: everyone(200) },
  { method: 'GET', path: (ids) => `/api/cities/${ids.cities.a1}/audit-history`, expected: everyone(200) },
  { method: 'GET', path: (ids) => `/api/cities/${ids.cities.a1}/profile-summary`, expected: everyone(200) },
  { method: 'GET', path: (ids) => `/api/cities/${ids.cities.b1}/audit`, expected: adminOnly(200) },
  { method: 'GET', path: (ids) => `/api/cities/${ids.cities.b1}/profile-summary`, expected: adminOnly(200) },

  // catalogue
  { method: 'GET', path: () => '/api/seerat-models', expected: everyone(200) },
  { method: 'GET', path: () => '/api/recommended-books', expected: everyone(200) },
  { method: 'GET', path: (ids) => `/api/cities/${ids.cities.a1}/seerat-models`, expected: everyone(200) },
  { method: 'GET', path: (ids) => `/api/cities/${ids.cities.a1}/library-books`, expected: everyone(200) },
  { method: 'GET', path: (ids) => `/api/cities/${ids.cities.b1}/seerat-models`, expected: adminOnly(200) },
  { method: 'GET', path: (ids) => `/api/cities/${ids.cities.b1}/library-books`, expected: adminOnly(200) },
  {
    method: 'POST',
    path: () => '/api/seerat-models',
    body: () => ({ modelName: unique('Model') }),
    // Whoever edits cities anywhere adds to the organisation's catalogue (`canEditCatalogue`).
    expected: everyone(201),
  },
  {
    method: 'POST',
    path: () => '/api/recommended-books',
    body: () => ({ title: unique('Book'), author: 'Author' }),
    expected: everyone(201),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/recommended-books/${ids.bookId}`,
    body: () => ({ isActive: false }),
    prepare: async () => ({ bookId: await freshBook() }),
    expected: everyone(200),
  },

  // dashboard
  { method: 'GET', path: () => '/api/dashboard/stats', expected: everyone(200) },
];

const ROUTES = ROUTE_CASES.map((route) => ({
  ...route,
  expected: { ...route.expected, auditor: route.expected.auditor ?? auditorAnswer(route) },
}));

let world: ZoneCityWorld;
let clients: Record<Caller, PortalClient>;
let ids: Ids;

async function freshUser(): Promise<number> {
  const body = { username: unique('target'), password: 'secret-password-1', roles: ['markazi_team'] };
  return (await written(world.admin.post('/api/admin/users', body))).id;
}

/** A book each caller deactivates: a fresh one, so every call changes something. */
async function freshBook(): Promise<number> {
  return (
    await written(world.admin.post('/api/recommended-books', { title: unique('Book'), author: 'Author' }))
  ).id;
}

async function freshRole(): Promise<number> {
  const body = { name: unique('Doomed'), description: 'To delete', permissions: ['zones_read'] };
  return (await written(world.admin.post('/api/admin/custom-roles', body))).id;
}

beforeAll(async () => {
  world = await buildZoneCityWorld('authorization_matrix');
  await written(
    world.admin.post('/api/admin/custom-roles', {
      name: 'Zone City Editor',
      description: 'Reads zone a, reads and writes its cities',
      permissions: ['zones_read', 'cities_read', 'cities_write'],
    }),
  );
  const customRole = await signedInAs(world.harness, world.admin, 'matrix-custom', {
    roles: ['Zone City Editor'],
    assignedZoneId: world.zones.a,
  });
  clients = {
    admin: world.admin,
    zoneMasool: world.zoneMasool,
    cityMasool: world.cityMasool,
    customRole,
    auditor: await signedInAs(world.harness, world.admin, 'matrix-auditor', { roles: ['auditor'] }),
    signedOut: world.signedOut,
  };
  const upload = await uploadCsv(
    world.admin,
    {
      content: csvText([
        ['username', 'password', 'roles'],
        ['matrix-upload', 'secret-password-1', 'markazi_team'],
      ]),
    },
    { prefer: 'respond-async' },
  );
  expect(upload.status).toBe(202);
  const { uploadId } = (await upload.json()) as { uploadId: number };
  ids = {
    zones: world.zones,
    cities: world.cities,
    uploadId,
    roleId: await freshRole(),
    targetUserId: await freshUser(),
    bookId: await freshBook(),
  };
});
afterAll(async () => {
  await world?.close();
});

describe('authorization matrix', () => {
  it('covers every caller for every route', () => {
    for (const route of ROUTES) expect(Object.keys(route.expected).sort()).toEqual([...CALLERS].sort());
  });

  describe.each(ROUTES.map((route) => [`${route.method} ${route.path(placeholderIds())}`, route] as const))(
    '%s',
    (_name, route) => {
      it('answers each caller as expected', async () => {
        const answered: Record<string, number> = {};
        for (const caller of CALLERS) {
          const callIds = { ...ids, ...(await route.prepare?.(ids)) };
          const client = clients[caller];
          const response = route.send
            ? await route.send(client, callIds)
            : await client.request(route.method, route.path(callIds), route.body?.(callIds));
          answered[caller] = response.status;
          if (response.status === 401 || response.status === 403) {
            const body = (await response.json()) as { message?: unknown };
            expect(
              typeof body.message === 'string' && body.message !== '',
              `${caller}: a clear message`,
            ).toBe(true);
          } else {
            await response.body?.cancel();
          }
        }
        expect(answered).toEqual(route.expected);
      });
    },
  );
});

/** Names the rows before the world exists (the ids in a row's title are placeholders). */
function placeholderIds(): Ids {
  return {
    zones: { a: 0, b: 0 },
    cities: { a1: 0, a1Sub: 0, a2: 0, b1: 0 },
    uploadId: 0,
    roleId: 0,
    targetUserId: 0,
    bookId: 0,
  };
}
