import { createEventStore, type EventStore } from '@seerat/eventstore';
import { createSilentLogger } from '@seerat/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestPortal, type TestPortal } from './portal-harness';

let harness: TestPortal;
let store: EventStore;

beforeAll(async () => {
  harness = await startTestPortal('event_metadata');
  store = createEventStore({ databaseUrl: harness.databaseUrl, logger: createSilentLogger() });
});
afterAll(async () => {
  await store?.close();
  await harness?.close();
});

describe('events carry the request that caused them', () => {
  it('writes the correlation id, the user and the address into the metadata', async () => {
    const admin = harness.client();
    await admin.signIn(ADMIN.username, ADMIN.password);
    const response = await admin.request(
      'POST',
      '/api/admin/users',
      { username: 'traced', password: 'secret-password-1', roles: ['admin'] },
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
