import { CHANGE_GENERATED_PASSWORD } from '@seerat/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type PortalClient, startTestPortal, type TestPortal } from './portal-harness';
import { zoneBody } from './zone-city-world';

let harness: TestPortal;
let generated: string;

beforeAll(async () => {
  let announced = '';
  // No ADMIN_PASSWORD: the first administrator gets a generated password, printed once.
  harness = await startTestPortal(
    'generated_password',
    { ADMIN_PASSWORD: '' },
    {
      announce: (text) => {
        announced += text;
      },
    },
  );
  generated = /password: (\S+)/.exec(announced)![1]!;
});
afterAll(async () => {
  await harness?.close();
});

async function signedInWithGenerated(): Promise<PortalClient> {
  const client = harness.client();
  const response = await client.signIn(ADMIN.username, generated);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ username: ADMIN.username, mustChangePassword: true });
  return client;
}

describe('the first administrator with a generated password', () => {
  it('may read who they are but nothing else, in either API', async () => {
    const client = await signedInWithGenerated();
    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: ADMIN.username, mustChangePassword: true });
    for (const refused of [
      await client.get('/api/zones'),
      await client.get('/api/admin/users'),
      await client.post('/api/zones', zoneBody({ name: 'Zone A' })),
    ]) {
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ message: CHANGE_GENERATED_PASSWORD });
    }
  });

  it('may sign out', async () => {
    const client = await signedInWithGenerated();
    expect((await client.post('/api/logout')).status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('reaches everything once the password is changed, and is not asked again', async () => {
    const client = await signedInWithGenerated();
    const newPassword = 'chosen-by-the-admin-1';
    const changed = await client.put('/api/user/change-password', {
      currentPassword: generated,
      newPassword,
    });
    expect(changed.status).toBe(200);
    expect(await (await client.get('/api/user')).json()).toMatchObject({ mustChangePassword: false });
    expect((await client.get('/api/zones')).status).toBe(200);
    expect((await client.post('/api/zones', zoneBody({ name: 'Zone A' }))).status).toBe(201);

    const again = harness.client();
    const signIn = await again.signIn(ADMIN.username, newPassword);
    expect(await signIn.json()).toMatchObject({ mustChangePassword: false });
    expect((await again.get('/api/admin/users')).status).toBe(200);
  });
});

describe('an account with a password an administrator chose', () => {
  it('is not asked to change it', async () => {
    const admin = harness.client();
    await admin.signIn(ADMIN.username, 'chosen-by-the-admin-1');
    const created = await admin.post('/api/admin/users', {
      username: 'auditor-one',
      password: 'chosen-for-them-1',
      roles: ['auditor'],
    });
    expect(created.status).toBe(201);
    const user = harness.client();
    expect(await (await user.signIn('auditor-one', 'chosen-for-them-1')).json()).toMatchObject({
      mustChangePassword: false,
    });
    expect((await user.get('/api/zones')).status).toBe(200);
  });
});
