import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { STALE_READ_HEADER } from '@seerat/contracts';
import { createKnex, type Knex } from '@seerat/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type PortalClient, startTestPortal, type TestPortal } from './portal-harness';
import { written, zoneBody } from './zone-city-world';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

let harness: TestPortal;
let knex: Knex;
let admin: PortalClient;

beforeAll(async () => {
  harness = await startTestPortal('read_model_recovery');
  knex = createKnex({ connectionString: harness.databaseUrl });
  admin = harness.client();
  await admin.signIn(ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await knex?.destroy();
  await harness?.close();
});

/** `npm run rebuild-read-models -- <args>` against the test portal's database. */
async function rebuildCli(...args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'projector/src/rebuild-cli.ts', ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, DATABASE_URL: harness.databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stderr };
}

async function haltedReadModels(): Promise<string[]> {
  const health = (await (await admin.get('/api/health')).json()) as {
    checks: { projector: { halted: { readModel: string }[] } };
  };
  return health.checks.projector.halted.map((halt) => halt.readModel);
}

describe('recovering a halted read model', () => {
  it('refuses a read model the projection does not have, naming those it has', async () => {
    const { code, stderr } = await rebuildCli('--read-model', 'zonez');
    expect(code).toBe(2);
    expect(stderr).toContain('No read model "zonez"');
    expect(stderr).toContain('zones');
  });

  it('rebuilds that read model alone, after which it is followed again and reads are fresh', async () => {
    await written(admin.post('/api/zones', zoneBody({ name: 'Before' })));
    // Damaged read-model tables (a hand-made constraint, say): a valid event now cannot be applied.
    await knex.raw(`ALTER TABLE read.zones ADD CONSTRAINT hand_made CHECK (name <> 'Damaged')`);
    await written(admin.post('/api/zones', zoneBody({ name: 'Damaged' })));
    await expect.poll(haltedReadModels, { timeout: 10_000 }).toEqual(['zones']);
    expect((await admin.get('/api/zones')).headers.get(STALE_READ_HEADER)).toBe('true');
    const auditBefore = await knex.withSchema('read').from('zone_audit_log').count<{ count: string }[]>('*');

    // The procedure: fix the cause (here the tables themselves), then rebuild that read model.
    const { code, stderr } = await rebuildCli('--read-model', 'zones');
    expect(code, stderr).toBe(0);

    expect(await haltedReadModels()).toEqual([]);
    await written(admin.post('/api/zones', zoneBody({ name: 'After' })));
    const zones = await admin.get('/api/zones');
    expect(zones.headers.get(STALE_READ_HEADER)).toBeNull();
    const names = ((await zones.json()) as { name: string }[]).map((zone) => zone.name).sort();
    expect(names).toEqual(['After', 'Before', 'Damaged']);
    // The other read models were left as they were, and went on.
    const auditAfter = await knex.withSchema('read').from('zone_audit_log').count<{ count: string }[]>('*');
    expect(Number(auditAfter[0]?.count)).toBeGreaterThan(Number(auditBefore[0]?.count));
    const health = (await (await fetch(`${harness.url}/api/health`)).json()) as { status: string };
    expect(health.status).toBe('up');
  });
});
