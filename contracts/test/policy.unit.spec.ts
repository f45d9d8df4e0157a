import { describe, expect, it } from 'vitest';
import {
  type Action,
  can,
  canEditCatalogue,
  canEditProfiles,
  isReadOnly,
  type Principal,
  type Resource,
} from '../src/access/policy';
import { ALL_PERMISSIONS, PERMISSION_MODULES } from '../src/access/roles';

const principal = (overrides: Partial<Principal>): Principal => ({
  id: 1,
  roles: [],
  assignedZoneId: null,
  assignedCityId: null,
  permissions: [],
  ...overrides,
});

const admin = principal({ roles: ['admin'] });
const zoneMasool = principal({ roles: ['zone_masool'], assignedZoneId: 1 });
const cityMasool = principal({ roles: ['city_masool'], assignedZoneId: 1, assignedCityId: 10 });
const markaziMasool = principal({ roles: ['markazi_masool'] });
const markaziTeam = principal({ roles: ['markazi_team'] });

const zone1: Resource = { kind: 'zone', zoneId: 1 };
const zone2: Resource = { kind: 'zone', zoneId: 2 };
const city10: Resource = { kind: 'city', zoneId: 1, cityPath: [10] };
const subCityOf10: Resource = { kind: 'city', zoneId: 1, cityPath: [11, 10] };
const city12: Resource = { kind: 'city', zoneId: 1, cityPath: [12] };
const cityInZone2: Resource = { kind: 'city', zoneId: 2, cityPath: [20] };

const readCities: Action = 'cities_read';
const writeCities: Action = 'cities_write';
const deleteQabails: Action = 'qabails_delete';
const readZones: Action = 'zones_read';

describe('actions by name', () => {
  it('asks about a module permission by the name a custom role grants it by, and that one only', () => {
    for (const granted of ALL_PERMISSIONS) {
      const holder = principal({ permissions: [granted], organisationWide: true });
      const allowed = ALL_PERMISSIONS.filter((permission) => can(holder, permission, city10));
      expect(allowed, granted).toEqual([granted]);
    }
  });
});

describe('can', () => {
  it('refuses a signed-out visitor everything', () => {
    expect(can(null, readCities, city10)).toBe(false);
  });

  it('lets admin do everything, including admin-only actions', () => {
    expect(can(admin, 'manage_users')).toBe(true);
    expect(can(admin, 'create_zone')).toBe(true);
    expect(can(admin, writeCities, cityInZone2)).toBe(true);
  });

  it('keeps admin-only actions from everyone else', () => {
    for (const user of [zoneMasool, cityMasool, markaziMasool, markaziTeam]) {
      expect(can(user, 'manage_users')).toBe(false);
      expect(can(user, 'create_zone')).toBe(false);
      expect(can(user, 'change_city_status', city10)).toBe(false);
    }
  });

  it('gives the review of events to administrators only, never through a custom role', () => {
    expect(can(admin, 'review_events', cityInZone2)).toBe(true);
    const eventsEverything = principal({
      permissions: ['events_read', 'events_write', 'events_delete'],
      organisationWide: true,
    });
    for (const user of [zoneMasool, cityMasool, markaziMasool, markaziTeam, eventsEverything]) {
      expect(can(user, 'review_events', city10)).toBe(false);
    }
    expect(can(eventsEverything, 'events_write', city10)).toBe(true);
  });

  it('scopes a zone masool to its zone and every city in it', () => {
    expect(can(zoneMasool, readZones, zone1)).toBe(true);
    expect(can(zoneMasool, readZones, zone2)).toBe(false);
    expect(can(zoneMasool, writeCities, subCityOf10)).toBe(true);
    expect(can(zoneMasool, writeCities, cityInZone2)).toBe(false);
    expect(can(zoneMasool, 'users_read', zone1)).toBe(false);
  });

  it('scopes a city masool to its city and sub-cities, not the zone', () => {
    expect(can(cityMasool, writeCities, city10)).toBe(true);
    expect(can(cityMasool, writeCities, subCityOf10)).toBe(true);
    expect(can(cityMasool, readCities, city12)).toBe(false);
    expect(can(cityMasool, readZones, zone1)).toBe(false);
  });

  it('lets central masools read and write everywhere without deleting, and the central team read', () => {
    expect(can(markaziMasool, writeCities, cityInZone2)).toBe(true);
    expect(can(markaziMasool, deleteQabails, cityInZone2)).toBe(false);
    expect(can(markaziTeam, readCities, cityInZone2)).toBe(true);
    expect(can(markaziTeam, writeCities, cityInZone2)).toBe(false);
  });

  it('applies custom permissions within the holder assignment only', () => {
    const inZone = principal({ roles: ['reviewer'], assignedZoneId: 1, permissions: ['cities_read'] });
    expect(can(inZone, readCities, city12)).toBe(true);
    expect(can(inZone, readCities, cityInZone2)).toBe(false);
    expect(can(inZone, writeCities, city12)).toBe(false);

    const inCity = principal({
      roles: ['helper'],
      assignedCityId: 10,
      assignedZoneId: 1,
      permissions: ['qabails_delete'],
    });
    expect(can(inCity, deleteQabails, subCityOf10)).toBe(true);
    expect(can(inCity, deleteQabails, city12)).toBe(false);
  });

  it('grants unassigned custom permissions organisation-wide only when an admin chose so', () => {
    const unassigned = principal({ roles: ['reviewer'], permissions: ['events_read'] });
    const events: Action = 'events_read';
    expect(can(unassigned, events, cityInZone2)).toBe(false);
    expect(can({ ...unassigned, organisationWide: true }, events, cityInZone2)).toBe(true);
  });
});

describe('the auditor', () => {
  const auditor = principal({ roles: ['auditor'] });
  const resources: Resource[] = [{ kind: 'organisation' }, zone1, zone2, city10, subCityOf10, cityInZone2];

  it('reads every module everywhere, users included, and has the audit tools', () => {
    for (const module of PERMISSION_MODULES) {
      for (const resource of resources) expect(can(auditor, `${module}_read`, resource)).toBe(true);
    }
    expect(can(auditor, 'audit_trail')).toBe(true);
    expect(can(admin, 'audit_trail')).toBe(true);
    expect(can(markaziMasool, 'audit_trail')).toBe(false);
  });

  it('may write, delete, review or administer nothing', () => {
    for (const module of PERMISSION_MODULES) {
      for (const level of ['write', 'delete'] as const) {
        for (const resource of resources) expect(can(auditor, `${module}_${level}`, resource)).toBe(false);
      }
    }
    const adminActions = [
      'manage_users',
      'create_zone',
      'change_city_status',
      'view_system_health',
      'review_events',
    ];
    for (const action of [...adminActions, 'review_karguzari'] as Action[]) {
      expect(can(auditor, action, zone1)).toBe(false);
    }
    expect(canEditCatalogue(auditor)).toBe(false);
    expect(canEditProfiles(auditor)).toBe(false);
  });

  it('is read-only alone or with reading roles, not beside a role that writes', () => {
    expect(isReadOnly(auditor)).toBe(true);
    expect(isReadOnly(principal({ roles: ['auditor', 'markazi_team'], permissions: ['cities_read'] }))).toBe(
      true,
    );
    expect(isReadOnly(principal({ roles: ['auditor', 'zone_masool'], assignedZoneId: 1 }))).toBe(false);
    expect(isReadOnly(principal({ roles: ['auditor', 'Editor'], permissions: ['cities_write'] }))).toBe(
      false,
    );
    expect(isReadOnly(markaziTeam)).toBe(false);
  });
});
