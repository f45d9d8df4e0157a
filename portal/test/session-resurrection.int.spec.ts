import { SESSIONS_TABLE } from '@seerat/platform';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type PortalClient, startTestPortal, type TestPortal } from './portal-harness';

/**
 * A session ended by a password change or a deactivation stays ended, even when requests of that
 * session were under way during the change: each of them saves the session it read (a write
 * moves its read-your-writes position), and none may write it back.
 */
let harness: TestPortal;
let admin: PortalClient;
let database: pg.Client;
beforeAll(async () => {
  harness = await startTestPortal('session_resurrection');
  admin = harness.client();
  expect((await admin.signIn(ADMIN.username, ADMIN.password)).status).toBe(200);
  database = new pg.Client({ connectionString: harness.databaseUrl });
  await database.connect();
});
afterAll(async () => {
  await database?.end();
  await harness?.close();
});

const PASSWORD = 'in-flight-password-1';
let users = 0;

async function signedInAdmin(): Promise<{ id: number; username: string; client: PortalClient }> {
  const username = `in-flight-${++users}`;
  const created = await admin.post('/api/admin/users', { username, password: PASSWORD, roles: ['admin'] });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const client = harness.client();
  expect((await client.signIn(username, PASSWORD)).status).toBe(200);
  return { id, username, client };
}

/** Writes with the session `cookie`, many at a time, until `change` has answered; then waits for all. */
async function writesDuring(cookie: string, change: () => Promise<Response>): Promise<Response> {
  let done = false;
  const writes: Promise<unknown>[] = [];
  const writeLoop = async () => {
    while (!done) {
      const write = fetch(`${harness.url}/api/zones`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Zone ${Math.random()}`, masool: 'In flight' }),
      }).then((response) => response.body?.cancel());
      writes.push(write);
      await write;
    }
  };
  const loops = Array.from({ length: 8 }, writeLoop);
  // Let the writes get under way before the change.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const answer = await change();
  done = true;
  await Promise.all([...loops, ...writes]);
  return answer;
}

async function sessionsOf(userId: number): Promise<number> {
  const { rows } = await database.query(
    `SELECT count(*)::int AS n FROM ${SESSIONS_TABLE} WHERE user_id = $1`,
    [userId],
  );
  return rows[0].n;
}

describe('a session ended while its requests are under way', () => {
  it('stays ended after a password change, whatever those requests save', async () => {
    for (let round = 0; round < 5; round++) {
      const { id, username, client: busy } = await signedInAdmin();
      const changer = harness.client();
      expect((await changer.signIn(username, PASSWORD)).status).toBe(200);
      const cookie = busy.cookieHeader();
      const changed = await writesDuring(cookie, () =>
        changer.put('/api/user/change-password', {
          currentPassword: PASSWORD,
          newPassword: 'changed-password-1',
        }),
      );
      expect(changed.status).toBe(200);
      // The changer's own session goes on under a new id; the busy one is gone for good.
      expect(await sessionsOf(id), `round ${round}`).toBe(1);
      const replayed = await fetch(`${harness.url}/api/zones`, { headers: { cookie } });
      expect(replayed.status, `round ${round}`).toBe(401);
    }
  });

  it('stays ended after a deactivation', async () => {
    for (let round = 0; round < 5; round++) {
      const { id, client: busy } = await signedInAdmin();
      const deactivated = await writesDuring(busy.cookieHeader(), () =>
        admin.delete(`/api/admin/users/${id}`),
      );
      expect(deactivated.status).toBe(200);
      expect(await sessionsOf(id), `round ${round}`).toBe(0);
    }
  });
});
