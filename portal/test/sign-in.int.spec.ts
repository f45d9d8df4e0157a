import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNumberedZonesAndCities } from './numbered-zones-and-cities';
import { ADMIN, type PortalClient, startTestPortal, type TestPortal } from './portal-harness';

let harness: TestPortal;
let admin: PortalClient;

beforeAll(async () => {
  harness = await startTestPortal('sign_in');
  admin = harness.client();
  expect((await admin.signIn(ADMIN.username, ADMIN.password)).status).toBe(200);
  await createNumberedZonesAndCities(admin, { zones: 4, cities: 3 });
});
afterAll(async () => {
  await harness?.close();
});

async function createUser(
  username: string,
  password = 'secret-password-1',
  roles = ['city_masool'],
  extra: Record<string, unknown> = { assignedCityId: 3 },
) {
  const response = await admin.post('/api/admin/users', { username, password, roles, ...extra });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number };
}

describe('sign-in', () => {
  it('signs in and answers the user without any password', async () => {
    await createUser('bilal', 'secret-password-1', ['zone_masool'], { assignedZoneId: 4 });
    const client = harness.client();
    const response = await client.signIn('bilal', 'secret-password-1');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ username: 'bilal', roles: ['zone_masool'], assignedZoneId: 4 });
    // No password or hash under any name (`mustChangePassword` is only a flag).
    expect(text).not.toMatch(/"password(hash)?"|argon/i);
    const me = await client.get('/api/user');
    expect(await me.json()).toMatchObject({ username: 'bilal' });
  });

  it('refuses a wrong password and an unknown name with the same message', async () => {
    await createUser('hamza');
    const wrong = await harness.client().signIn('hamza', 'not-it');
    const unknown = await harness.client().signIn('nobody-here', 'not-it');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Invalid username or password' });
    expect(await unknown.json()).toEqual({ message: 'Invalid username or password' });
  });

  it('answers missing fields with a 400 naming them', async () => {
    const response = await harness.client().post('/api/login', { username: '' });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: object }).fields).sort()).toEqual([
      'password',
      'username',
    ]);
  });

  it('gives a new session id at sign-in', async () => {
    const client = harness.client();
    await client.get('/api/user');
    await client.post('/api/login', { username: 'nobody', password: 'x' });
    const before = client.cookieHeader();
    await client.signIn(ADMIN.username, ADMIN.password);
    expect(client.cookieHeader()).not.toBe(before);
    expect(client.cookieHeader()).toContain('seerat.sid=');
  });

  it('throttles an account after 5 failures, even with the right password then', async () => {
    await createUser('guessed');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await harness.client().signIn('guessed', `wrong-${attempt}`)).status).toBe(401);
    }
    const blocked = await harness.client().signIn('guessed', 'secret-password-1');
    expect(blocked.status).toBe(429);
    // Until the oldest of the 5 failures leaves the 15-minute window: just under 900 seconds.
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(await blocked.json()).toEqual({
      message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    });
  });

  it('ends the session at logout: the old cookie is refused', async () => {
    const client = harness.client();
    await client.signIn(ADMIN.username, ADMIN.password);
    const cookie = client.cookieHeader();
    expect((await client.post('/api/logout')).status).toBe(200);
    const replay = await fetch(`${harness.url}/api/user`, { headers: { cookie } });
    expect(replay.status).toBe(401);
  });
});

describe('change password', () => {
  it('refuses a signed-out caller, a wrong current password and a short new one', async () => {
    expect(
      (
        await harness
          .client()
          .put('/api/user/change-password', { currentPassword: 'a', newPassword: 'bbbbbb' })
      ).status,
    ).toBe(401);
    await createUser('changer');
    const client = harness.client();
    await client.signIn('changer', 'secret-password-1');
    const wrong = await client.put('/api/user/change-password', {
      currentPassword: 'nope',
      newPassword: 'new-secret-password',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      message: 'Current password is incorrect',
      fields: { currentPassword: 'Current password is incorrect' },
    });
    const short = await client.put('/api/user/change-password', {
      currentPassword: 'secret-password-1',
      newPassword: '12345',
    });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { fields: Record<string, string> }).fields.newPassword).toBe(
      'Password must be at least 12 characters',
    );
    // Eleven characters are too few; a common password of twelve, in any case, is refused too.
    for (const [newPassword, message] of [
      ['elevenchars', PASSWORD_TOO_SHORT],
      ['Password1234', PASSWORD_TOO_COMMON],
      ['QWERTYUIOP12', PASSWORD_TOO_COMMON],
    ]) {
      const refused = await client.put('/api/user/change-password', {
        currentPassword: 'secret-password-1',
        newPassword,
      });
      expect(refused.status, newPassword).toBe(400);
      expect(((await refused.json()) as { fields: Record<string, string> }).fields.newPassword).toBe(message);
    }
  });

  it('refuses a common or short password for a new user, and takes twelve characters', async () => {
    const admin = harness.client();
    await admin.signIn(ADMIN.username, ADMIN.password);
    const create = (username: string, password: string) =>
      admin.post('/api/admin/users', { username, password, roles: ['markazi_team'] });
    const common = await create('common-choice', 'password1234');
    expect(common.status).toBe(400);
    expect(await common.json()).toEqual({
      message: PASSWORD_TOO_COMMON,
      fields: { password: PASSWORD_TOO_COMMON },
    });
    const short = await create('short-choice', 'elevenchars');
    expect(short.status).toBe(400);
    expect(((await short.json()) as { fields: Record<string, string> }).fields.password).toBe(
      PASSWORD_TOO_SHORT,
    );
    expect((await create('twelve-choice', 'twelve-chars')).status).toBe(201);
  });

  it('changes it, keeps this session, ends the others, and only the new password signs in', async () => {
    await createUser('rotator');
    const here = harness.client();
    const elsewhere = harness.client();
    await here.signIn('rotator', 'secret-password-1');
    await elsewhere.signIn('rotator', 'secret-password-1');
    const oldCookie = here.cookieHeader();
    const response = await here.put('/api/user/change-password', {
      currentPassword: 'secret-password-1',
      newPassword: 'secret-password-2',
    });
    expect(response.status).toBe(200);
    expect((await here.get('/api/user')).status).toBe(200);
    expect((await elsewhere.get('/api/user')).status).toBe(401);
    expect((await fetch(`${harness.url}/api/user`, { headers: { cookie: oldCookie } })).status).toBe(401);
    expect((await harness.client().signIn('rotator', 'secret-password-1')).status).toBe(401);
    expect((await harness.client().signIn('rotator', 'secret-password-2')).status).toBe(200);
  });
});

describe('deactivation', () => {
  it('signs the user out everywhere at once and keeps them out', async () => {
    const { id } = await createUser('leaver');
    const client = harness.client();
    await client.signIn('leaver', 'secret-password-1');
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await admin.delete(`/api/admin/users/${id}`)).status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await harness.client().signIn('leaver', 'secret-password-1')).status).toBe(401);
  });
});
