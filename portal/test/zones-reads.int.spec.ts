import type { AuditEntry, Zone } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, type ReadsWorld, refused, startReadsWorld, ZONES } from './zone-city-reads-world';
import { listed } from './zone-city-world';

const ACCESS_DENIED = 'Access denied to this zone. Please contact your Administrator for permission.';

let world: ReadsWorld;
beforeAll(async () => {
  world = await startReadsWorld('zones_reads');
});
afterAll(async () => {
  await world?.close();
});

const names = (zones: Zone[]) => zones.map((zone) => zone.name);

describe('GET /api/zones', () => {
  it('lists every zone for an administrator, by name, with derived city counts', async () => {
    const zones = await ok<Zone[]>(world.admin.get('/api/zones'));
    expect(names(zones)).toEqual(['North', 'South', 'West']);
    expect(zones.map((zone) => zone.totalCities)).toEqual([3, 2, 0]);
  });

  it('lists only their own zone for a zone masool, and none for city masools', async () => {
    expect(names(await ok<Zone[]>(world.zoneMasool.get('/api/zones')))).toEqual(['North']);
    expect(await ok<Zone[]>(world.cityMasool.get('/api/zones'))).toEqual([]);
    expect(await ok<Zone[]>(world.subCityMasool.get('/api/zones'))).toEqual([]);
  });

  it('refuses a signed-out visitor', async () => {
    await refused(world.signedOut.get('/api/zones'), 401);
  });
});

describe('GET /api/zones/{id}', () => {
  it('answers the zone with every field for an administrator and its own zone masool', async () => {
    const expected: Zone = {
      id: ZONES.north,
      name: 'North',
      masool: 'Bilal',
      masoolContact: null,
      responsibleCity: null,
      whatsappGroupUrl: null,
      libraryCount: 0,
      totalCities: 3,
      lastEventDate: null,
      lastMeetingDate: null,
      createdAt: '2025-06-01T09:01:00.000Z',
      updatedAt: '2025-06-01T09:10:00.000Z',
      version: 1,
    };
    expect(await ok<Zone>(world.admin.get(`/api/zones/${ZONES.north}`))).toEqual(expected);
    expect(await ok<Zone>(world.zoneMasool.get(`/api/zones/${ZONES.north}`))).toEqual(expected);
  });

  it("refuses another zone's masool and city masools with the spec's text", async () => {
    await refused(world.zoneMasool.get(`/api/zones/${ZONES.south}`), 403, ACCESS_DENIED);
    await refused(world.cityMasool.get(`/api/zones/${ZONES.north}`), 403, ACCESS_DENIED);
  });

  it('answers 404 for a zone that does not exist, 400 for an id that is no whole number, 401 signed out', async () => {
    await refused(world.admin.get('/api/zones/99999'), 404, 'Zone not found');
    for (const id of ['abc', '1.5', '0', '-3', '99999999999']) {
      await refused(world.admin.get(`/api/zones/${id}`), 400);
    }
    await refused(world.signedOut.get(`/api/zones/${ZONES.north}`), 401);
    await refused(world.signedOut.get('/api/zones/99999'), 401);
  });
});

describe('GET /api/zones/{id}/audit', () => {
  it("answers the zone's history newest first, one entry per changed field", async () => {
    const history = await listed<AuditEntry>(world.admin.get(`/api/zones/${ZONES.north}/audit`));
    expect(history).toEqual([
      {
        id: expect.any(Number),
        action: 'update',
        fieldName: 'masool',
        oldValue: 'Ahmad',
        newValue: 'Bilal',
        changeReason: 'Handover',
        createdAt: '2025-06-01T09:10:00.000Z',
        user: { username: 'admin' },
        ipAddress: '127.0.0.1',
        userAgent: 'reads-world',
      },
      {
        id: expect.any(Number),
        action: 'create',
        fieldName: null,
        oldValue: null,
        newValue: null,
        changeReason: null,
        createdAt: '2025-06-01T09:01:00.000Z',
        user: { username: 'admin' },
        ipAddress: '127.0.0.1',
        userAgent: 'reads-world',
      },
    ]);
    // Where each change came from is told to administrators and auditors only.
    expect(await listed<AuditEntry>(world.zoneMasool.get(`/api/zones/${ZONES.north}/audit`))).toEqual(
      history.map(({ ipAddress: _ip, userAgent: _agent, ...entry }) => entry),
    );
  });

  it('applies the same scope as the zone itself', async () => {
    await refused(world.zoneMasool.get(`/api/zones/${ZONES.south}/audit`), 403, ACCESS_DENIED);
    await refused(world.cityMasool.get(`/api/zones/${ZONES.north}/audit`), 403, ACCESS_DENIED);
    await refused(world.admin.get('/api/zones/99999/audit'), 404, 'Zone not found');
    await refused(world.admin.get('/api/zones/abc/audit'), 400);
    await refused(world.signedOut.get(`/api/zones/${ZONES.north}/audit`), 401);
  });
});
