import type { Page } from '@seerat/contracts';
import { READ_YOUR_WRITES_TIMEOUT_MS } from '@seerat/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNumberedZonesAndCities } from './numbered-zones-and-cities';
import { ADMIN, startTestPortal, type TestPortal } from './portal-harness';

let harness: TestPortal;
beforeAll(async () => {
  harness = await startTestPortal('read_your_writes');
});
afterAll(async () => {
  await harness?.close();
});

describe('reading your own writes', () => {
  it('shows each write to the next read of the same session, 200 times in a row', async () => {
    const admin = harness.client();
    expect((await admin.signIn(ADMIN.username, ADMIN.password)).status).toBe(200);
    await createNumberedZonesAndCities(admin, { zones: 3, cities: 0 });
    const created = await admin.post('/api/admin/users', {
      username: 'ryw-target',
      password: 'secret-password-1',
      roles: ['zone_masool'],
      assignedZoneId: 1,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    for (let round = 1; round <= 200; round++) {
      const zoneId = (round % 2) + 2;
      const write = await admin.put(`/api/admin/users/${id}`, { assignedZoneId: zoneId });
      expect(write.status).toBe(200);
      expect(write.headers.get('x-event-position')).toMatch(/^\d+$/);
      const read = await admin.get('/api/admin/users');
      expect(read.headers.get('x-read-model-stale')).toBeNull();
      const users = ((await read.json()) as Page<{ id: number; assignedZoneId: number }>).items;
      expect(users.find((user) => user.id === id)?.assignedZoneId, `round ${round}`).toBe(zoneId);
    }
  });

  it('lets another session name the position it must see in a header', async () => {
    const writer = harness.client();
    const reader = harness.client();
    await writer.signIn(ADMIN.username, ADMIN.password);
    await reader.signIn(ADMIN.username, ADMIN.password);
    for (let round = 0; round < 20; round++) {
      const username = `header-${round}`;
      const write = await writer.post('/api/admin/users', {
        username,
        password: 'secret-password-1',
        roles: ['admin'],
      });
      const position = write.headers.get('x-event-position')!;
      const read = await reader.request('GET', `/api/admin/users?search=${username}`, undefined, {
        'x-read-after-position': position,
      });
      const users = ((await read.json()) as Page<{ username: string }>).items;
      expect(users.map((user) => user.username)).toContain(username);
    }
  });
});

describe('X-Read-After-Position is bounded', () => {
  const farAhead = '9000000000000000000';

  it('is ignored for a caller who is not signed in: no wait, the answer at once', async () => {
    const startedAt = performance.now();
    const read = await harness.client().request('GET', '/api/zones', undefined, {
      'x-read-after-position': farAhead,
    });
    expect(read.status).toBe(401);
    expect(performance.now() - startedAt).toBeLessThan(1000);
  });

  it('makes a signed-in caller wait at most READ_YOUR_WRITES_TIMEOUT_MS, then answers marked stale', async () => {
    const reader = harness.client();
    await reader.signIn(ADMIN.username, ADMIN.password);
    const startedAt = performance.now();
    const read = await reader.request('GET', '/api/zones', undefined, { 'x-read-after-position': farAhead });
    const waited = performance.now() - startedAt;
    expect(read.status).toBe(200);
    expect(read.headers.get('x-read-model-stale')).toBe('true');
    expect(waited).toBeGreaterThanOrEqual(READ_YOUR_WRITES_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(READ_YOUR_WRITES_TIMEOUT_MS + 1000);
  });
});

describe('answers served again from memory (the read API keeps them while the checkpoint stands)', () => {
  it("shows another user's change to the same read once it is projected, 50 times in a row", async () => {
    const writer = harness.client();
    const reader = harness.client();
    await writer.signIn(ADMIN.username, ADMIN.password);
    await reader.signIn(ADMIN.username, ADMIN.password);
    const created = await writer.post('/api/zones', { name: 'Cache Zone', masool: 'First' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const readZone = async (position: string) => {
      const read = await reader.request('GET', `/api/zones/${id}`, undefined, {
        'x-read-after-position': position,
      });
      return ((await read.json()) as { masool: string }).masool;
    };
    let position = created.headers.get('x-event-position')!;
    for (let round = 1; round <= 50; round++) {
      // Read twice at the same checkpoint: the second answer comes from memory.
      expect(await readZone(position)).toBe(round === 1 ? 'First' : `Masool ${round - 1}`);
      expect(await readZone(position)).toBe(round === 1 ? 'First' : `Masool ${round - 1}`);
      const write = await writer.put(`/api/zones/${id}`, { masool: `Masool ${round}` });
      expect(write.status).toBe(200);
      position = write.headers.get('x-event-position')!;
      expect(await readZone(position), `round ${round}`).toBe(`Masool ${round}`);
    }
  });

  it('refuses a signed-out session at once, though its last answer is still kept', async () => {
    const reader = harness.client();
    await reader.signIn(ADMIN.username, ADMIN.password);
    expect((await reader.get('/api/zones')).status).toBe(200);
    const cookie = reader.cookieHeader();
    expect((await reader.post('/api/logout')).status).toBe(200);
    const replayed = await fetch(`${harness.url}/api/zones`, { headers: { cookie } });
    expect(replayed.status).toBe(401);
  });
});
