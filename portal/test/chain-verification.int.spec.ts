import type { ChainVerificationAnswer } from '@seerat/contracts';
import { createKnex, type Knex } from '@seerat/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalClient } from './portal-harness';
import { buildZoneCityWorld, signedInAs, type ZoneCityWorld } from './zone-city-world';

/** The auditors' verification call: the portal's own log verified, a receipt published, tampering named. */
let world: ZoneCityWorld;
let knex: Knex;
let auditor: PortalClient;
beforeAll(async () => {
  world = await buildZoneCityWorld('chain_verification');
  knex = createKnex({ connectionString: world.harness.databaseUrl });
  auditor = await signedInAs(world.harness, world.admin, 'chain.auditor', { roles: ['auditor'] });
}, 60_000);
afterAll(async () => {
  await knex?.destroy();
  await world?.close();
});

const verify = async (client: PortalClient) => {
  const response = await client.post('/api/audit/verify', {});
  expect(response.status).toBe(200);
  return (await response.json()) as ChainVerificationAnswer;
};

describe('POST /api/audit/verify', () => {
  it('verifies the whole log and publishes its head, which the next verification checks', async () => {
    const first = await verify(auditor);
    expect(first.firstBreak).toBeNull();
    expect(first.verified).toBeGreaterThan(10);
    expect(first.published).toMatchObject(first.head!);
    const second = await verify(world.admin);
    expect(second.digestsChecked).toBe(first.digestsChecked + 1);
    // The scheduled job publishes one too.
    await world.harness.portal.jobs.runNow('publish-chain-digest');
    expect((await verify(auditor)).digestsChecked).toBe(second.digestsChecked + 2);
  });

  it('is for auditors and administrators only', async () => {
    expect((await world.zoneMasool.post('/api/audit/verify', {})).status).toBe(403);
    expect((await world.signedOut.post('/api/audit/verify', {})).status).toBe(401);
    // A GET (a link, a prefetch) starts nothing.
    expect((await auditor.get('/api/audit/verify')).status).toBe(404);
  });

  it('lets one user start five verifications in ten minutes, then answers 429 with Retry-After', async () => {
    const eager = await signedInAs(world.harness, world.admin, 'eager.auditor', { roles: ['auditor'] });
    for (let call = 1; call <= 5; call++) await verify(eager);
    const refused = await eager.post('/api/audit/verify', {});
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await auditor.post('/api/audit/verify', {})).status).toBe(200);
  });

  it('names an event altered in the database', async () => {
    const { rows } = await knex.raw<{ rows: { position: string }[] }>(
      `SELECT global_position::text AS position FROM eventstore.events WHERE event_type = 'CityCreated' ORDER BY 1 LIMIT 1`,
    );
    const position = rows[0]!.position;
    const updated = await knex.raw<{ rowCount: number }>(
      `UPDATE eventstore.events SET data = jsonb_set(data, '{fields,name}', '"Forged"') WHERE global_position = ?`,
      [position],
    );
    expect(updated.rowCount).toBe(1);
    const answer = await verify(auditor);
    expect(answer.firstBreak).toMatchObject({ position, kind: 'changed' });
    expect(answer.published).toBeNull();
  });
});
