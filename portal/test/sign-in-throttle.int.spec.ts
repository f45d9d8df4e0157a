import { createEventStore, type EventStore } from '@seerat/eventstore';
import { createSilentLogger } from '@seerat/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type PortalClient, startTestPortal, type TestPortal } from './portal-harness';
import { listed } from './zone-city-world';

/**
 * The sign-in throttle under bursts and from many addresses. The portal stands behind one proxy
 * here (`TRUST_PROXY_HOPS=1`), so each request's address is the last X-Forwarded-For entry.
 */
let harness: TestPortal;
let admin: PortalClient;
let store: EventStore;

beforeAll(async () => {
  harness = await startTestPortal('sign_in_throttle', { TRUST_PROXY_HOPS: '1' });
  store = createEventStore({ databaseUrl: harness.databaseUrl, logger: createSilentLogger() });
  admin = harness.client();
  expect((await admin.signIn(ADMIN.username, ADMIN.password)).status).toBe(200);
});
afterAll(async () => {
  await store?.close();
  await harness?.close();
});

async function createUser(username: string, password = 'secret-password-1'): Promise<number> {
  const response = await admin.post('/api/admin/users', { username, password, roles: ['markazi_team'] });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const from = (address: string) => ({ 'x-forwarded-for': address });
const signInFrom = (address: string, username: string, password: string, client = harness.client()) =>
  client.request('POST', '/api/login', { username, password }, from(address));
const statuses = (responses: Response[]) =>
  responses.reduce<Record<number, number>>((count, { status }) => {
    count[status] = (count[status] ?? 0) + 1;
    return count;
  }, {});

describe('the sign-in throttle', () => {
  it('answers exactly 5 of 50 parallel wrong passwords with 401, the rest with 429', async () => {
    await createUser('burst');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => signInFrom('203.0.113.7', 'burst', `wrong-${n}`)),
    );
    expect(statuses(answers)).toEqual({ 401: 5, 429: 45 });
    const refused = answers.find(({ status }) => status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('checks at most 2 passwords at once with 16 waiting: a burst beyond is answered at once, 429 with Retry-After', async () => {
    // Sixty accounts from sixty addresses: no throttle limit is reached, only the verification queue.
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) => signInFrom(`192.0.2.${n + 1}`, `nobody-${n}`, 'wrong-password-1')),
    );
    const counted = statuses(answers);
    expect(Object.keys(counted).sort()).toEqual(['401', '429']);
    // The first sixteen waiting and two running always get their answer.
    expect(counted[401]).toBeGreaterThanOrEqual(18);
    for (const busy of answers.filter(({ status }) => status === 429)) {
      expect(await busy.json()).toMatchObject({
        message: 'Too many sign-in attempts at once. Please try again in a moment.',
      });
      expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('leaves an account locked from one address open from another', async () => {
    await createUser('elsewhere');
    for (let n = 0; n < 5; n++) expect((await signInFrom('198.51.100.1', 'elsewhere', 'x')).status).toBe(401);
    expect((await signInFrom('198.51.100.1', 'elsewhere', 'secret-password-1')).status).toBe(429);
    expect((await signInFrom('198.51.100.2', 'elsewhere', 'secret-password-1')).status).toBe(200);
  });

  it('believes only the last X-Forwarded-For entry: a chosen leftmost address changes nothing', async () => {
    await createUser('spoofer');
    for (let n = 0; n < 5; n++) {
      expect((await signInFrom(`10.9.9.${n}, 192.0.2.50`, 'spoofer', 'x')).status).toBe(401);
    }
    expect((await signInFrom('10.9.9.99, 192.0.2.50', 'spoofer', 'secret-password-1')).status).toBe(429);
  });

  it('records the proxy-given address in the events, never the one the client wrote', async () => {
    const client = harness.client();
    await signInFrom('192.0.2.1', ADMIN.username, ADMIN.password, client);
    const response = await client.request(
      'POST',
      '/api/zones',
      { name: 'Traced Zone', masool: 'M' },
      from('6.6.6.6, 192.0.2.77'),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [created] = await store.readStream(`zone-${id}`);
    expect(created?.metadata.ipAddress).toBe('192.0.2.77');
  });

  it('locks an account failing from many addresses everywhere, until an administrator lifts it', async () => {
    const userId = await createUser('besieged');
    // 100 failures: 5 from each of 20 addresses, each address's own limit never reached.
    for (let address = 0; address < 20; address++) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => signInFrom(`198.18.0.${address}`, 'besieged', 'wrong')),
      );
      expect(statuses(answers)).toEqual({ 401: 5 });
    }
    expect((await signInFrom('198.18.1.1', 'besieged', 'secret-password-1')).status).toBe(429);

    const someone = harness.client();
    await createUser('not-an-admin');
    await signInFrom('198.18.2.2', 'not-an-admin', 'secret-password-1', someone);
    expect((await someone.delete(`/api/admin/users/${userId}/sign-in-lockout`)).status).toBe(403);
    expect((await admin.delete('/api/admin/users/999999/sign-in-lockout')).status).toBe(404);

    const lifted = await admin.delete(`/api/admin/users/${userId}/sign-in-lockout`);
    expect(lifted.status).toBe(200);
    expect(await lifted.json()).toMatchObject({ message: 'Sign-in lock-out lifted' });
    // The administrator's act is in the user's history (the admin's session waits for its write).
    const history = await listed<{
      fieldName: string | null;
      newValue: string | null;
      user: { username: string };
    }>(admin.get(`/api/users/${userId}/audit?limit=100`));
    expect(history.find((entry) => entry.fieldName === 'sign-in lock-out')).toMatchObject({
      newValue: 'lifted',
      user: { username: ADMIN.username },
    });
    expect((await signInFrom('198.18.1.1', 'besieged', 'secret-password-1')).status).toBe(200);
    // Lifted for every address, the first ones too.
    expect((await signInFrom('198.18.0.0', 'besieged', 'secret-password-1')).status).toBe(200);
  });

  it('counts wrong current passwords of a password change against the same throttle', async () => {
    await createUser('changer');
    const client = harness.client();
    expect((await signInFrom('192.0.2.9', 'changer', 'secret-password-1', client)).status).toBe(200);
    const change = (currentPassword: string) =>
      client.request(
        'PUT',
        '/api/user/change-password',
        { currentPassword, newPassword: 'new-secret-password-1' },
        from('192.0.2.9'),
      );
    for (let n = 0; n < 5; n++) expect((await change(`guess-${n}`)).status).toBe(400);
    const blocked = await change('secret-password-1');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Sign-in from that address is throttled too: the same account and address.
    expect((await signInFrom('192.0.2.9', 'changer', 'secret-password-1')).status).toBe(429);
  });
});
