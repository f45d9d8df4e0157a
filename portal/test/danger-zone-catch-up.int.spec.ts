import { randomUUID } from 'node:crypto';
import { runDangerZonePass, systemActor } from '@seerat/command-api';
import { dangerZoneStreamName } from '@seerat/contracts';
import { createEventStore, type EventStore } from '@seerat/eventstore';
import { InProcessJobRunner, JOB_RUNS_TABLE, postgresJobRunLog } from '@seerat/jobs';
import { type CheckpointWatcher, createKnex, createSilentLogger, type Knex } from '@seerat/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalJobs } from '../src/wiring/jobs';
import { openReadModelWatcher } from '../src/wiring/read-model-watcher';
import { ADMIN, type PortalClient, startTestPortal, type TestPortal } from './portal-harness';
import { cityBody, written, zoneBody } from './zone-city-world';

/**
 * The danger-zone pass judges only read models that hold the log as it was when the pass began:
 * after a restart, while the projector catches up, a city whose meeting is not projected yet is
 * not flagged; a halted read model fails the run instead. The clock is moved to a fixed day.
 */
const NOW = new Date('2026-06-15T10:00:00.000Z');
const logger = createSilentLogger();

let test: TestPortal;
let admin: PortalClient;
let knex: Knex;
let store: EventStore;
let watcher: CheckpointWatcher;
let zoneId: number;

beforeAll(async () => {
  test = await startTestPortal('danger-zone-catch-up');
  admin = test.client();
  await admin.signIn(ADMIN.username, ADMIN.password);
  knex = createKnex({ connectionString: test.databaseUrl });
  store = createEventStore({ databaseUrl: test.databaseUrl, logger });
  watcher = await openReadModelWatcher({ knex, databaseUrl: test.databaseUrl, logger });
  zoneId = (await written(admin.post('/api/zones', zoneBody({ name: 'Catching up' })))).id;
}, 60_000);

afterAll(async () => {
  await watcher?.close();
  await store?.close();
  await knex?.destroy();
  await test?.close();
});

/** A city that never met: in the danger zone at NOW, once its read models hold it. */
async function silentCity(name: string): Promise<number> {
  const { id } = await written(admin.post('/api/cities', cityBody(zoneId, { name })));
  await projected();
  return id;
}

async function projected(): Promise<void> {
  while ((await test.portal.projector.getStatus()).lagEvents > 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const dangerZoneEvents = async (cityId: number) =>
  (await store.readStream(dangerZoneStreamName(cityId))).map((event) => event.type);

/** Whether `promise` is still pending after `ms`. */
async function pendingAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const pending = Symbol('pending');
  const first = await Promise.race([
    promise.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, ms, pending)),
  ]);
  return first === pending;
}

describe('a danger-zone pass while the projector is behind', () => {
  it('waits for the read models to hold the log, then judges the city that met as met', async () => {
    const met = await silentCity('Met while stopped');
    const silent = await silentCity('Silent all along');
    await test.portal.projector.stop();
    let pass: Promise<unknown>;
    try {
      await written(admin.post('/api/meetings', { title: 'Met', meetingDate: '2026-06-10', cityId: met }));
      const actor = systemActor({ now: NOW, correlationId: randomUUID() });
      pass = runDangerZonePass({ store, knex, watcher }, actor, { mode: 'full' });
      // Judged now, the city's meeting would be missing from the read models: it would be flagged.
      expect(await pendingAfter(pass, 1500)).toBe(true);
    } finally {
      await test.portal.projector.start();
    }
    await pass;
    expect(await dangerZoneEvents(met)).toEqual([]);
    expect(await dangerZoneEvents(silent)).toEqual(['CityEnteredDangerZone']);
  }, 60_000);
  it('ends its wait as soon as it is told to stop, judging nothing', async () => {
    const silent = await silentCity('Silent, stopped mid-wait');
    await test.portal.projector.stop();
    const started = Date.now();
    try {
      // Long ago: the city stays silent, but the read models are now behind the log.
      await written(admin.post('/api/meetings', { title: 'Old', meetingDate: '2026-04-01', cityId: silent }));
      const stop = new AbortController();
      const actor = systemActor({ now: NOW, correlationId: randomUUID() });
      const pass = runDangerZonePass({ store, knex, watcher }, actor, { mode: 'full', signal: stop.signal });
      setTimeout(() => stop.abort(), 300);
      await expect(pass).rejects.toMatchObject({ name: 'AbortError' });
    } finally {
      await test.portal.projector.start();
    }
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await dangerZoneEvents(silent)).toEqual([]);
  }, 60_000);
});

describe('a danger-zone run while a read model it reads is halted', () => {
  it('fails at once with the read model named, and records nothing', async () => {
    const silent = await silentCity('Silent behind a halt');
    // Deliberately unappliable: a city whose id is not a number halts the cities read model.
    await store.append(
      'city-99999',
      [
        {
          id: randomUUID(),
          type: 'CityCreated',
          data: { cityId: 'not-a-number', zoneId: 'not-a-number', name: 'Broken' },
          metadata: {
            userId: null,
            username: 'System',
            correlationId: 'poison',
            occurredAt: NOW.toISOString(),
          },
        },
      ],
      'no_stream',
    );
    while (!watcher.halted().has('cities')) await new Promise((resolve) => setTimeout(resolve, 50));

    const runner = new InProcessJobRunner({
      jobs: portalJobs(),
      deps: {
        sessionStore: undefined as never,
        verifyChain: undefined as never,
        commands: { store, knex, watcher },
      },
      logger,
      clock: () => NOW,
      runLog: postgresJobRunLog(knex),
      scheduled: false,
    });
    await runner.start();
    const started = Date.now();
    try {
      await expect(runner.runNow('danger-zone-pass')).rejects.toThrow(/read model cities is halted/);
    } finally {
      await runner.stop();
    }
    expect(Date.now() - started).toBeLessThan(10_000);
    const [run] = await knex(JOB_RUNS_TABLE).select('outcome', 'error').where('job', 'danger-zone-pass');
    expect(run).toEqual({ outcome: 'failed', error: expect.stringMatching(/read model cities is halted/) });
    expect(await dangerZoneEvents(silent)).toEqual([]);
  }, 60_000);
});
