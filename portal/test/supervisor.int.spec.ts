import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { JOB_RUNS_TABLE } from '@seerat/jobs';
import { createKnex, createSilentLogger, type Knex, loadConfig } from '@seerat/platform';
import { createTestDatabase, type TestDatabase } from '@seerat/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceName } from '../src/supervisor/service-process';
import { SERVICE_V8_FLAGS } from '../src/supervisor/service-runtime';
import { type SupervisedPortal, startSupervisedPortal } from '../src/supervisor/start-supervised-portal';
import { ADMIN, PortalClient } from './portal-harness';
import { written, zoneBody } from './zone-city-world';

let db: TestDatabase;
let dataDir: string;
let portal: SupervisedPortal;
let admin: PortalClient;
let knex: Knex;

beforeAll(async () => {
  db = await createTestDatabase('supervisor');
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-supervisor-'));
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
  });
  portal = await startSupervisedPortal({
    config,
    logger: createSilentLogger(),
    webDistDir: null,
    announce: () => {},
    repositoryRoot: path.resolve(import.meta.dirname, '../..'),
    backoff: { firstMs: 100, maxMs: 1000, healthyAfterMs: 60_000 },
  });
  admin = new PortalClient(portal.url);
  knex = createKnex({ connectionString: db.url });
  expect((await admin.signIn(ADMIN.username, ADMIN.password)).status).toBe(200);
});

afterAll(async () => {
  await portal?.stop();
  await knex?.destroy();
  await rm(dataDir, { recursive: true, force: true });
  await db?.drop();
});

/**
 * Kills the service's process as the kernel's OOM killer would (SIGKILL: no clean-up) and reads
 * through the gateway until the supervisor has it serving again. Answers the statuses of the reads.
 */
async function killAndReadUntilBack(name: ServiceName, read: () => Promise<number>): Promise<number[]> {
  const service = portal.services[name];
  const killed = service.pid();
  const restarts = service.restarts();
  if (killed === undefined) throw new Error(`${name} is not running`);
  process.kill(killed, 'SIGKILL');
  const statuses: number[] = [];
  while (service.restarts() === restarts || service.port() === undefined) {
    statuses.push(await read());
    await delay(50);
  }
  expect(service.pid()).not.toBe(killed);
  return statuses;
}

/** The danger-zone passes run at the start of a job runner, in the order they were recorded. */
async function startUpPasses(): Promise<{ id: string; outcome: string }[]> {
  return knex(JOB_RUNS_TABLE)
    .where({ job: 'danger-zone-pass', trigger: 'start' })
    .orderBy('id')
    .select('id', 'outcome');
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; tries < 200; tries++) {
    const value = await read();
    if (done(value)) return value;
    await delay(50);
  }
  throw new Error('gave up waiting');
}

describe('npm start: each service in a process of its own, under a supervisor', () => {
  it('starts every service as a child process behind one port', async () => {
    const pids = Object.values(portal.services).map((service) => service.pid());
    expect(Object.keys(portal.services).sort()).toEqual(['command-api', 'projector', 'read-api']);
    expect(new Set(pids).size).toBe(3);
    expect(pids).not.toContain(process.pid);
    expect((await fetch(`${portal.url}/api/health`)).status).toBe(200);
  });

  it('restarts a killed command API while the read API keeps answering', async () => {
    const reads = await killAndReadUntilBack(
      'command-api',
      async () => (await admin.get('/api/user')).status,
    );
    expect(reads.length).toBeGreaterThan(0);
    expect(new Set(reads)).toEqual(new Set([200]));
    // Writes work again, through the new process; the session survived (it lives in PostgreSQL).
    const zone = await written(admin.post('/api/zones', zoneBody({ name: 'After the crash' })));
    expect((await admin.get(`/api/zones/${zone.id}`)).status).toBe(200);
  });

  it('restarts a killed projector, which goes on from its checkpoint', async () => {
    const reads = await killAndReadUntilBack('projector', async () => (await admin.get('/api/zones')).status);
    expect(new Set(reads)).toEqual(new Set([200]));
    const zone = await written(admin.post('/api/zones', zoneBody({ name: 'Projected again' })));
    const read = await admin.get(`/api/zones/${zone.id}`);
    expect(read.headers.get('x-read-model-stale')).toBeNull();
    expect(((await read.json()) as { name: string }).name).toBe('Projected again');
  });

  it("runs the jobs in the projector's process: its restart runs the start-up danger-zone pass again", async () => {
    const before = await until(startUpPasses, (runs) => runs.length > 0);
    await killAndReadUntilBack('projector', async () => (await admin.get('/api/zones')).status);
    const after = await until(startUpPasses, (runs) => runs.length > before.length);
    expect(after.at(-1)?.outcome).not.toBe('failed');
    // Run now reaches the jobs in their new process.
    const requested = await admin.post('/api/background-jobs/danger-zone-watch/runs', {});
    expect(requested.status).toBeLessThan(300);
    await until(
      () =>
        knex(JOB_RUNS_TABLE)
          .where({ job: 'danger-zone-watch', trigger: 'manual', outcome: 'succeeded' })
          .first(),
      (run) => run !== undefined,
    );
  });

  it('restarts a killed read API; meanwhile its requests get a JSON 503', async () => {
    const reads: { status: number; body: unknown }[] = [];
    await killAndReadUntilBack('read-api', async () => {
      const response = await admin.get('/api/zones');
      reads.push({ status: response.status, body: await response.json() });
      return response.status;
    });
    for (const read of reads.filter(({ status }) => status !== 200)) {
      expect(read).toEqual({ status: 503, body: { message: expect.stringContaining('restarting') } });
    }
    expect((await admin.get('/api/zones')).status).toBe(200);
  });

  it('runs each service, restarted ones too, with its V8 flags', async () => {
    // After the restarts above: a restarted child must not lose the flags that bound its memory.
    for (const [name, service] of Object.entries(portal.services)) {
      const commandLine = (await readFile(`/proc/${service.pid()}/cmdline`, 'utf8')).split('\0');
      expect(commandLine).toEqual(expect.arrayContaining([...SERVICE_V8_FLAGS[name as ServiceName]]));
      expect(commandLine.some((argument) => argument.startsWith('--max-semi-space-size='))).toBe(true);
    }
  });

  it('stops every child with the portal', async () => {
    const pids = Object.values(portal.services).map((service) => service.pid()!);
    await portal.stop();
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  });
});
