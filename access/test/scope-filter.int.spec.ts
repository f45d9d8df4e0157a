import {
  type Action,
  can,
  PERMISSION_LEVELS,
  PERMISSION_MODULES,
  type PermissionLevel,
  type PermissionModule,
  type Principal,
} from '@seerat/contracts';
import { createKnex, type Knex } from '@seerat/platform';
import { createTestDatabase, type TestDatabase } from '@seerat/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whereInScope } from '../src/scope-filter';

/**
 * `whereInScope` (the policy as SQL, for lists) must say exactly what `can` (the policy, for one
 * item) says: for every role and assignment, every module and level, the rows the filter keeps are
 * the rows `can` allows, over a small tree of zones and cities.
 */

// Zone 1: 10 ← 11 ← 12 (a chain) and 13; zone 2: 20 ← 21; zone 3 has no cities.
const CITIES = [
  { id: 10, zoneId: 1, path: [10] },
  { id: 11, zoneId: 1, path: [11, 10] },
  { id: 12, zoneId: 1, path: [12, 11, 10] },
  { id: 13, zoneId: 1, path: [13] },
  { id: 20, zoneId: 2, path: [20] },
  { id: 21, zoneId: 2, path: [21, 20] },
];
const ZONES = [1, 2, 3];

const principal = (overrides: Partial<Principal>): Principal => ({
  id: 1,
  roles: [],
  assignedZoneId: null,
  assignedCityId: null,
  permissions: [],
  ...overrides,
});

const PRINCIPALS: Record<string, Principal> = {
  admin: principal({ roles: ['admin'] }),
  'zone masool of zone 1': principal({ roles: ['zone_masool'], assignedZoneId: 1 }),
  'zone masool of an empty zone': principal({ roles: ['zone_masool'], assignedZoneId: 3 }),
  'zone masool without a zone': principal({ roles: ['zone_masool'] }),
  'city masool of 10 (with sub-cities)': principal({ roles: ['city_masool'], assignedCityId: 10 }),
  'city masool of sub-city 11': principal({ roles: ['city_masool'], assignedCityId: 11 }),
  'city masool of a leaf city 13': principal({ roles: ['city_masool'], assignedCityId: 13 }),
  'city masool with a zone too': principal({ roles: ['city_masool'], assignedZoneId: 2, assignedCityId: 12 }),
  'markazi masool': principal({ roles: ['markazi_masool'] }),
  'markazi team': principal({ roles: ['markazi_team'] }),
  auditor: principal({ roles: ['auditor'] }),
  'custom role on zone 2': principal({
    roles: ['reviewer'],
    assignedZoneId: 2,
    permissions: ['cities_read', 'zones_read', 'cities_write'],
  }),
  'custom role on city 11': principal({
    roles: ['helper'],
    assignedCityId: 11,
    permissions: ['cities_read', 'zones_read', 'cities_delete'],
  }),
  'custom role organisation-wide': principal({
    roles: ['central'],
    permissions: ['cities_read', 'zones_read'],
    organisationWide: true,
  }),
  'custom role without assignment': principal({ roles: ['lost'], permissions: ['cities_read'] }),
  'zone masool with a custom role': principal({
    roles: ['zone_masool', 'helper'],
    assignedZoneId: 1,
    permissions: ['users_read'],
  }),
  'nobody in particular': principal({ roles: ['city_masool'] }),
};

let db: TestDatabase;
let knex: Knex;

beforeAll(async () => {
  db = await createTestDatabase('scope filter');
  knex = createKnex({ connectionString: db.url });
  await knex.raw(
    'CREATE TABLE cities (id integer PRIMARY KEY, zone_id integer NOT NULL, path integer[] NOT NULL)',
  );
  await knex.raw('CREATE TABLE zones (id integer PRIMARY KEY)');
  await knex('cities').insert(CITIES.map((city) => ({ id: city.id, zone_id: city.zoneId, path: city.path })));
  await knex('zones').insert(ZONES.map((id) => ({ id })));
});

afterAll(async () => {
  await knex?.destroy();
  await db?.drop();
});

async function citiesInScope(who: Principal, module: PermissionModule, level: PermissionLevel) {
  const rows: { id: number }[] = await whereInScope(
    knex('cities').select('id').orderBy('id'),
    who,
    `${module}_${level}`,
  );
  return rows.map((row) => row.id);
}

async function zonesInScope(who: Principal, module: PermissionModule, level: PermissionLevel) {
  const rows: { id: number }[] = await whereInScope(
    knex('zones').select('id').orderBy('id'),
    who,
    `${module}_${level}`,
    {
      zoneId: 'id',
      path: null,
    },
  );
  return rows.map((row) => row.id);
}

describe('whereInScope agrees with can', () => {
  for (const [name, who] of Object.entries(PRINCIPALS)) {
    it(`for the ${name}, on every module and level`, async () => {
      for (const module of PERMISSION_MODULES) {
        for (const level of PERMISSION_LEVELS) {
          const action: Action = `${module}_${level}`;
          const allowedCities = CITIES.filter((city) =>
            can(who, action, { kind: 'city', zoneId: city.zoneId, cityPath: city.path }),
          ).map((city) => city.id);
          const allowedZones = ZONES.filter((zoneId) => can(who, action, { kind: 'zone', zoneId }));
          expect(await citiesInScope(who, module, level), `cities, ${module}_${level}`).toEqual(
            allowedCities,
          );
          expect(await zonesInScope(who, module, level), `zones, ${module}_${level}`).toEqual(allowedZones);
        }
      }
    });
  }

  it('tells the roles apart over this tree (the comparison above is not vacuous)', async () => {
    expect(await citiesInScope(PRINCIPALS['zone masool of zone 1']!, 'cities', 'read')).toEqual([
      10, 11, 12, 13,
    ]);
    expect(await citiesInScope(PRINCIPALS['city masool of sub-city 11']!, 'cities', 'read')).toEqual([
      11, 12,
    ]);
    expect(await zonesInScope(PRINCIPALS['city masool of 10 (with sub-cities)']!, 'zones', 'read')).toEqual(
      [],
    );
    expect(await citiesInScope(PRINCIPALS['custom role on zone 2']!, 'cities', 'read')).toEqual([20, 21]);
    expect(await citiesInScope(PRINCIPALS['markazi team']!, 'cities', 'write')).toEqual([]);
    expect(await citiesInScope(PRINCIPALS.auditor!, 'cities', 'write')).toEqual([]);
    expect(await zonesInScope(PRINCIPALS.auditor!, 'users', 'read')).not.toEqual([]);
  });
});
