import { STALE_READ_HEADER } from '@seerat/contracts';
import { createEventStore, type EventStore } from '@seerat/eventstore';
import { createSilentLogger } from '@seerat/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type PortalClient, startTestPortal, type TestPortal } from './portal-harness';
import { cityBody, signedInAs, written, zoneBody } from './zone-city-world';

let harness: TestPortal;
let store: EventStore;
let admin: PortalClient;
let markazi: PortalClient;
let zoneId: number;

interface AdminHealth {
  status: string;
  checks: {
    projector: {
      ok: boolean;
      halted: { readModel: string; eventType: string; message: string }[];
      readModels: Record<string, { checkpoint: string | null; halted: boolean }>;
    };
  };
}

beforeAll(async () => {
  // Reads would wait a minute for a write that is not projected: long past the test's own bound.
  harness = await startTestPortal('read_model_halt', {}, { readYourWritesTimeoutMs: 60_000 });
  store = createEventStore({ databaseUrl: harness.databaseUrl, logger: createSilentLogger() });
  admin = harness.client();
  await admin.signIn(ADMIN.username, ADMIN.password);
  zoneId = (await written(admin.post('/api/zones', zoneBody({ name: 'Steady' })))).id;
  markazi = await signedInAs(harness, admin, 'markazi-health', { roles: ['markazi_masool'] });
});
afterAll(async () => {
  await store?.close();
  await harness?.close();
});

/** A read, with its stale mark. The test's bound (30 s) ends long before a wait would (60 s). */
const promptly = (client: PortalClient, route: string) =>
  client.request('GET', route, undefined, {}).then(async (response) => ({
    status: response.status,
    stale: response.headers.get(STALE_READ_HEADER),
    body: (await response.json()) as unknown,
  }));

async function adminHealth(): Promise<AdminHealth> {
  return (await (await admin.get('/api/health')).json()) as AdminHealth;
}

describe('/api/health', () => {
  it('shows the public the status alone, and administrators the details', async () => {
    const anonymous = await fetch(`${harness.url}/api/health`);
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toEqual({ status: 'up' });
    expect(await (await markazi.get('/api/health')).json()).toEqual({ status: 'up' });

    const details = await adminHealth();
    expect(details.status).toBe('up');
    expect(details.checks.projector).toMatchObject({ ok: true, halted: [] });
    expect(details.checks.projector.readModels.zones).toMatchObject({ halted: false });
    expect(Object.keys(details.checks)).toEqual(['database', 'eventStore', 'redis', 'jobs', 'projector']);
  });
});

describe('a read model halted on an event it cannot apply', () => {
  beforeAll(async () => {
    // Deliberately unappliable: a zone whose id is not a number. The zones read model and the
    // zones' audit log handle ZoneCreated; no other read model does.
    await store.append(
      'zone-99999',
      [
        {
          id: crypto.randomUUID(),
          type: 'ZoneCreated',
          data: { zoneId: 'not-a-number', name: 'Broken' },
          metadata: {
            userId: null,
            username: 'System',
            correlationId: 'poison',
            occurredAt: new Date().toISOString(),
          },
        },
      ],
      'no_stream',
    );
    for (let attempt = 0; attempt < 100 && (await haltedReadModels()).length < 2; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  const haltedReadModels = async () =>
    (await adminHealth()).checks.projector.halted.map((halt) => halt.readModel).sort();

  it('is named in /api/health, with the event and no SQL; the public sees the portal degraded', async () => {
    expect(await haltedReadModels()).toEqual(['zone-audit-log', 'zones']);
    const health = await adminHealth();
    expect(health.status).toBe('degraded');
    expect(health.checks.projector.ok).toBe(false);
    expect(health.checks.projector.readModels).toMatchObject({
      zones: { halted: true },
      cities: { halted: false },
    });
    const zonesHalt = health.checks.projector.halted.find((halt) => halt.readModel === 'zones');
    expect(zonesHalt?.eventType).toBe('ZoneCreated');
    expect(zonesHalt?.message).toMatch(/^Cannot apply ZoneCreated/);
    expect(zonesHalt?.message).not.toMatch(/insert into|select .* from/i);
    expect(await (await fetch(`${harness.url}/api/health`)).json()).toEqual({ status: 'degraded' });
  });

  it('leaves the other read models serving, own writes included, without the stale mark', async () => {
    await written(
      admin.post('/api/admin/users', {
        username: 'after-halt',
        password: 'secret-password-1',
        roles: ['markazi_team'],
      }),
    );
    const users = await promptly(admin, '/api/admin/users');
    expect(users).toMatchObject({ status: 200, stale: null });
    expect(JSON.stringify(users.body)).toContain('after-halt');
    // A city written now: its checklist reads the cities and checklists, both still projected.
    const city = await written(admin.post('/api/cities', cityBody(zoneId, { name: 'Still served' })));
    const checklist = await promptly(admin, `/api/cities/${city.id}/campus-checklist`);
    expect(checklist).toMatchObject({ status: 200, stale: null });
    // The city list shows each city's zone, so it reads the halted zones too: marked stale.
    const cities = await promptly(admin, '/api/cities?search=Still served');
    expect(cities).toMatchObject({ status: 200, stale: 'true' });
    expect(JSON.stringify(cities.body)).toContain('Still served');
  });

  it('answers a read of the halted read model at once, marked stale, instead of waiting', async () => {
    await written(admin.post('/api/zones', zoneBody({ name: 'Written after the halt' })));
    const zones = await promptly(admin, '/api/zones');
    expect(zones.status).toBe(200);
    expect(zones.stale).toBe('true');
    // What the zones read model held before it halted is still served.
    expect(JSON.stringify(zones.body)).toContain('Steady');
    expect((await promptly(admin, '/api/dashboard/stats')).stale).toBe('true');
    // A reader whose own writes are all before the halt reads without the mark.
    expect((await promptly(markazi, '/api/zones')).stale).toBeNull();
  });
});

describe('every error answer is JSON', () => {
  it('answers a method a route does not take with a JSON 405', async () => {
    const response = await admin.request('DELETE', '/api/login');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('POST');
    expect(await response.json()).toEqual({ message: 'Method Not Allowed' });
  });
});
