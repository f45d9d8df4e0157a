import { createEventStore, type EventStore } from '@seerat/eventstore';
import { createSilentLogger } from '@seerat/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestPortal, type TestPortal } from './portal-harness';

let harness: TestPortal;
let store: EventStore;

beforeAll(async () => {
  harness = await startTestPortal('health_metadata');
  store = createEventStore({ databaseUrl: harness.databaseUrl, logger: createSilentLogger() });
});
afterAll(async () => {
  await store?.close();
  await harness?.close();
});

interface Health {
  status: string;
  checks: { projector: { ok: boolean; lagEvents: number; halted: { eventType: string } | null } };
}

describe('events carry the request that caused them', () => {
  it('writes the correlation id, the user and the address into the metadata', async () => {
    const admin = harness.client();
    await admin.signIn(ADMIN.username, ADMIN.password);
    const response = await admin.request(
      'POST',
      '/api/admin/users',
      { username: 'traced', password: 'secret-1', roles: ['admin'] },
      { 'x-correlation-id': 'trace-42', 'user-agent': 'spec-agent' },
    );
    expect(response.headers.get('x-correlation-id')).toBe('trace-42');
    const { id } = (await response.json()) as { id: number };
    const [created] = await store.readStream(`user-${id}`);
    expect(created?.metadata).toMatchObject({
      correlationId: 'trace-42',
      username: ADMIN.username,
      userAgent: 'spec-agent',
    });
    expect(created?.metadata.ipAddress).toBeTruthy();
  });
});

describe('/api/health', () => {
  it('reports the projector caught up, then halted on an event it cannot apply', async () => {
    const healthy = (await (await fetch(`${harness.url}/api/health`)).json()) as Health;
    expect(healthy.status).toBe('ok');
    expect(healthy.checks.projector.ok).toBe(true);

    await store.append(
      'user-9999',
      [
        {
          id: crypto.randomUUID(),
          type: 'UserCreated',
          data: { userId: 'not-a-number' },
          metadata: {
            userId: null,
            username: 'System',
            correlationId: 'bad',
            occurredAt: new Date().toISOString(),
          },
        },
      ],
      'no_stream',
    );
    let health: Health = healthy;
    for (let attempt = 0; attempt < 50 && health.checks.projector.ok; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      health = (await (await fetch(`${harness.url}/api/health`)).json()) as Health;
    }
    expect(health.status).toBe('degraded');
    expect(health.checks.projector.ok).toBe(false);
    expect(health.checks.projector.halted?.eventType).toBe('UserCreated');
  });
});
