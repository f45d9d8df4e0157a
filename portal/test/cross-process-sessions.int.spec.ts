import { SESSION_SEQUENCE_TABLE, SESSIONS_TABLE, securityHeaders } from '@seerat/platform';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeByMethod } from '../src/method-router';
import { buildCommandApi, buildReadApi } from '../src/wiring/apps';
import { startApiInstance } from './api-instance';
import { ADMIN, type PortalClient, startTestPortal, type TestPortal } from './portal-harness';

/**
 * Each API process keeps sessions in memory. Here a second instance of both APIs, on its own
 * pool and its own listening connection, stands for another process (or replica) beside the
 * portal's: a session ended on one is refused on the other at once.
 */
const SESSION_SECRET = 'cross-process-session-secret-0123456789';
let harness: TestPortal;
let admin: PortalClient;
let other: { url: string; close(): Promise<void> };
let database: pg.Client;

beforeAll(async () => {
  harness = await startTestPortal('cross_process_sessions', { SESSION_SECRET });
  admin = harness.client();
  expect((await admin.signIn(ADMIN.username, ADMIN.password)).status).toBe(200);
  other = await startOtherInstance(harness.databaseUrl);
  database = new pg.Client({ connectionString: harness.databaseUrl });
  await database.connect();
});
afterAll(async () => {
  await database?.end();
  await other?.close();
  await harness?.close();
});

function startOtherInstance(databaseUrl: string) {
  return startApiInstance({
    databaseUrl,
    sessionSecret: SESSION_SECRET,
    applicationName: 'other-api',
    serve: (http) =>
      routeByMethod({
        read: buildReadApi(http).callback(),
        command: buildCommandApi(http).callback(),
        web: (_request, response) => response.writeHead(404).end(),
        headers: securityHeaders({ https: http.https }),
      }),
  });
}

let users = 0;
async function signedInUser(): Promise<{ id: number; client: PortalClient; username: string }> {
  const username = `traveller-${++users}`;
  const created = await admin.post('/api/admin/users', {
    username,
    password: 'secret-password-1',
    roles: ['markazi_team'],
  });
  expect(created.status).toBe(201);
  const client = harness.client();
  expect((await client.signIn(username, 'secret-password-1')).status).toBe(200);
  return { id: ((await created.json()) as { id: number }).id, client, username };
}

/** `GET /api/user` on the other instance with the cookie `client` holds (or held). */
const onOther = (cookie: string) => fetch(`${other.url}/api/user`, { headers: { cookie } });
const oneMillisecond = () => new Promise((resolve) => setTimeout(resolve, 1));

async function sequence(): Promise<string> {
  return (await database.query(`SELECT seq::text AS seq FROM ${SESSION_SEQUENCE_TABLE}`)).rows[0].seq;
}

describe('a session ended on one process', () => {
  it('is refused on another 1 ms after sign-out', async () => {
    for (let round = 0; round < 10; round++) {
      const { client } = await signedInUser();
      const cookie = client.cookieHeader();
      // The other instance now holds the session in memory.
      expect((await onOther(cookie)).status).toBe(200);
      expect((await client.post('/api/logout')).status).toBe(200);
      await oneMillisecond();
      expect((await onOther(cookie)).status).toBe(401);
    }
  });

  it('is refused on another 1 ms after sign-out when a command comes, whose user is loaded beside the check', async () => {
    // A command's user is loaded while the session's check runs (`whileChecking`): that load must
    // never stand in for the check.
    const zone = `${other.url}/api/zones/1`;
    const command = (cookie: string) =>
      fetch(zone, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ masool: 'Anyone' }),
      });
    for (let round = 0; round < 5; round++) {
      const { client } = await signedInUser();
      const cookie = client.cookieHeader();
      // Held in memory there, and signed in: the zone is not found, the session is.
      expect((await onOther(cookie)).status).toBe(200);
      expect((await command(cookie)).status).toBe(404);
      expect((await client.post('/api/logout')).status).toBe(200);
      await oneMillisecond();
      expect((await command(cookie)).status).toBe(401);
    }
  });

  it('is refused on another 1 ms after its user changed their password elsewhere', async () => {
    const { client, username } = await signedInUser();
    const elsewhere = harness.client();
    expect((await elsewhere.signIn(username, 'secret-password-1')).status).toBe(200);
    const cookie = elsewhere.cookieHeader();
    expect((await onOther(cookie)).status).toBe(200);
    const changed = await client.put('/api/user/change-password', {
      currentPassword: 'secret-password-1',
      newPassword: 'secret-password-2',
    });
    expect(changed.status).toBe(200);
    await oneMillisecond();
    expect((await onOther(cookie)).status).toBe(401);
    expect((await onOther(client.cookieHeader())).status).toBe(200);
  });

  it('is refused on another 1 ms after its user was deactivated', async () => {
    const { id, client } = await signedInUser();
    const cookie = client.cookieHeader();
    expect((await onOther(cookie)).status).toBe(200);
    expect((await admin.delete(`/api/admin/users/${id}`)).status).toBe(200);
    await oneMillisecond();
    expect((await onOther(cookie)).status).toBe(401);
  });
});

describe('an unchanged session', () => {
  it('is not written by reads, on either process', async () => {
    const { client } = await signedInUser();
    const cookie = client.cookieHeader();
    const before = await sequence();
    const row = async () =>
      (
        await database.query(
          `SELECT data, expires_at FROM ${SESSIONS_TABLE} WHERE data->>'userId' IS NOT NULL`,
        )
      ).rows;
    const rows = await row();
    for (let read = 0; read < 5; read++) {
      expect((await client.get('/api/user')).status).toBe(200);
      expect((await onOther(cookie)).status).toBe(200);
    }
    expect(await sequence()).toBe(before);
    expect(await row()).toEqual(rows);
  });

  it('is saved again once its last save is over a minute old, to keep its idle timeout', async () => {
    const { id, client } = await signedInUser();
    // As if saved 61 seconds ago; the user's notice makes every process read it again.
    await database.query(
      `UPDATE ${SESSIONS_TABLE} SET data = jsonb_set(data, '{_expire}', to_jsonb((data->>'_expire')::bigint - 61000))
        WHERE user_id = $1`,
      [id],
    );
    await database.query(
      `WITH bumped AS (UPDATE ${SESSION_SEQUENCE_TABLE} SET seq = seq + 1 RETURNING seq)
       SELECT pg_notify('session_changes', seq || ' u:' || $1::text) FROM bumped`,
      [id],
    );
    const before = BigInt(await sequence());
    expect((await client.get('/api/user')).status).toBe(200);
    expect(BigInt(await sequence())).toBe(before + 1n);
    expect((await client.get('/api/user')).status).toBe(200);
    expect(BigInt(await sequence())).toBe(before + 1n);
  });
});
