import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { dangerZoneStreamName, PAGE_LIMIT_MAX, type Page } from '@seerat/contracts';
import { createEventStore, type EventStore } from '@seerat/eventstore';
import {
  type BullmqJobRunnerOptions,
  InProcessJobRunner,
  JOB_RUNS_TABLE,
  type JobRunner,
  postgresJobRunLog,
} from '@seerat/jobs';
import { BullmqJobRunner } from '@seerat/jobs/bullmq';
import { type CheckpointWatcher, createKnex, createSilentLogger, type Knex } from '@seerat/platform';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PortalJobDeps, portalJobs } from '../src/wiring/jobs';
import { openReadModelWatcher } from '../src/wiring/read-model-watcher';
import { ADMIN, type PortalClient, startTestPortal, type TestPortal } from './portal-harness';

/**
 * The danger-zone job against the real store, read models and Redis: however many workers run
 * it, on a schedule or on demand, at the same time or after one died mid-run, each silent city
 * is flagged once. The clock is moved to a fixed day; the schedules come due every second.
 */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const NOW = new Date('2026-06-15T10:00:00.000Z');
const EVERY_SECOND = { pattern: '* * * * * *' };
/** Midnight on 1 January: never due while a test runs. */
const NEVER_DURING_THE_TEST = { pattern: '0 0 1 1 *' };
const logger = createSilentLogger();

let test: TestPortal;
let admin: PortalClient;
let knex: Knex;
let store: EventStore;
let watcher: CheckpointWatcher;
let zones = 0;

beforeAll(async () => {
  test = await startTestPortal('danger-zone-job');
  admin = test.client();
  await admin.signIn(ADMIN.username, ADMIN.password);
  knex = createKnex({ connectionString: test.databaseUrl });
  store = createEventStore({ databaseUrl: test.databaseUrl, logger });
  watcher = await openReadModelWatcher({ knex, databaseUrl: test.databaseUrl, logger });
}, 60_000);

interface World {
  cityIds: number[];
  /** Met on 10 June, 5 days before NOW: not in the danger zone. */
  metCityIds: number[];
  silentCityIds: number[];
}

/** A zone of 12 cities: every third met lately, the others long ago or never. */
async function newWorld(): Promise<World> {
  zones += 1;
  const zone = (await (await admin.post('/api/zones', { name: `Zone ${zones}`, masool: 'M' })).json()) as {
    id: number;
  };
  const world: World = { cityIds: [], metCityIds: [], silentCityIds: [] };
  for (let n = 1; n <= 12; n++) {
    const created = await admin.post('/api/cities', {
      name: `Z${zones} City ${n}`,
      masoolName: 'M',
      zoneId: zone.id,
    });
    const { id } = (await created.json()) as { id: number };
    world.cityIds.push(id);
    const meetingDate = n % 3 === 0 ? '2026-06-10' : n % 3 === 1 ? '2026-04-01' : null;
    if (meetingDate) {
      const meeting = await admin.post('/api/meetings', { title: `M ${n}`, meetingDate, cityId: id });
      expect(meeting.status).toBe(201);
    }
    (meetingDate === '2026-06-10' ? world.metCityIds : world.silentCityIds).push(id);
  }
  await projected();
  return world;
}

afterAll(async () => {
  await watcher?.close();
  await store?.close();
  await knex?.destroy();
  await test?.close();
  await deleteRedisKeys('test-danger-zone-*');
});

/** Each city's danger-zone events, by type. */
async function eventsPerCity(cityIds: number[]): Promise<Map<number, string[]>> {
  const events = new Map<number, string[]>();
  for (const id of cityIds) {
    events.set(
      id,
      (await store.readStream(dangerZoneStreamName(id))).map((event) => event.type),
    );
  }
  return events;
}

async function expectOneFlagPerSilentCity(world: World): Promise<void> {
  const events = await eventsPerCity(world.cityIds);
  for (const id of world.cityIds) {
    expect(events.get(id), `city ${id}`).toEqual(
      world.metCityIds.includes(id) ? [] : ['CityEnteredDangerZone'],
    );
  }
}

async function projected(): Promise<void> {
  for (;;) {
    const status = await test.portal.projector.getStatus();
    if (status.lagEvents === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function runsOf(
  job: string,
): Promise<{ trigger: string; outcome: string; counts: Record<string, number> }[]> {
  return knex(JOB_RUNS_TABLE).select('trigger', 'outcome', 'counts').where('job', job).orderBy('id');
}

async function until(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function startWorkers(
  kind: 'bullmq' | 'in-process',
  count: number,
  prefix: string,
  schedules: Parameters<typeof portalJobs>[0] = { 'danger-zone-pass': EVERY_SECOND },
  bullmq: Pick<BullmqJobRunnerOptions<PortalJobDeps>, 'lockDurationMs' | 'scheduled'> = {},
): JobRunner[] {
  return Array.from({ length: count }, () =>
    kind === 'bullmq'
      ? new BullmqJobRunner({ redisUrl, prefix, ...options(schedules), ...bullmq })
      : new InProcessJobRunner(options(schedules)),
  );
}

function options(schedules: Parameters<typeof portalJobs>[0]) {
  return {
    jobs: portalJobs(schedules),
    deps: {
      sessionStore: undefined as never,
      verifyChain: undefined as never,
      commands: { store, knex, watcher },
    },
    logger,
    clock: () => NOW,
    runLog: postgresJobRunLog(knex),
    retry: { attempts: 3, backoffMs: 50 },
  };
}

describe.each(['bullmq', 'in-process'] as const)('the danger-zone job on the %s runner', (kind) => {
  it('flags each silent city once, with two workers on the same schedule and two Run nows racing', async () => {
    const world = await newWorld();
    const before = (await runsOf('danger-zone-pass')).length;
    const workers = startWorkers(kind, 2, `test-danger-zone-${randomUUID()}`);
    try {
      await Promise.all(workers.map((worker) => worker.start()));
      await Promise.all(workers.map((worker) => worker.runNow('danger-zone-pass')));
      // And at least two scheduled runs besides.
      await until(async () => {
        const runs = (await runsOf('danger-zone-pass')).slice(before);
        return runs.filter((run) => run.trigger === 'schedule' && run.outcome === 'succeeded').length >= 2;
      });
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    await expectOneFlagPerSilentCity(world);
    const runs = (await runsOf('danger-zone-pass')).slice(before);
    expect(runs.every((run) => run.outcome === 'succeeded')).toBe(true);
    // Whoever flagged a city counted it; together exactly the silent ones, the rest found nothing.
    const flagged = runs.reduce((sum, run) => sum + (run.counts.flagged ?? 0), 0);
    expect(flagged).toBe(world.silentCityIds.length);
    await projected();
    const listed = (await (
      await admin.get(`/api/danger-zone/cities?zoneId=${zones}&limit=${PAGE_LIMIT_MAX}`)
    ).json()) as Page<{ cityId: number }>;
    expect(listed.items.map((city) => city.cityId).sort((a, b) => a - b)).toEqual(world.silentCityIds);
  }, 60_000);

  it('runs the pass as the portal starts, not first at its next due time', async () => {
    const world = await newWorld();
    const before = (await runsOf('danger-zone-pass')).length;
    const [worker] = startWorkers(kind, 1, `test-danger-zone-${randomUUID()}`, {
      'danger-zone-pass': NEVER_DURING_THE_TEST,
      'danger-zone-watch': NEVER_DURING_THE_TEST,
    });
    try {
      await worker!.start();
      await until(async () =>
        (await runsOf('danger-zone-pass')).slice(before).some((run) => run.outcome !== 'running'),
      );
    } finally {
      await worker!.stop();
    }
    expect((await runsOf('danger-zone-pass')).slice(before)).toEqual([
      expect.objectContaining({ trigger: 'start', outcome: 'succeeded' }),
    ]);
    await expectOneFlagPerSilentCity(world);
  }, 60_000);

  it('clears a flagged city within its watch once it records a meeting, without a full pass', async () => {
    const world = await newWorld();
    const [worker] = startWorkers(kind, 1, `test-danger-zone-${randomUUID()}`, {
      'danger-zone-pass': NEVER_DURING_THE_TEST,
      'danger-zone-watch': EVERY_SECOND,
    });
    try {
      await worker!.start();
      await worker!.runNow('danger-zone-pass');
      const [returning, ...stillSilent] = world.silentCityIds;
      const meeting = await admin.post('/api/meetings', {
        title: 'Back',
        meetingDate: '2026-06-14',
        cityId: returning,
      });
      expect(meeting.status).toBe(201);
      await until(async () => (await eventsPerCity([returning!])).get(returning!)!.length === 2);
      const events = await eventsPerCity(world.cityIds);
      expect(events.get(returning!)).toEqual(['CityEnteredDangerZone', 'CityLeftDangerZone']);
      for (const id of stillSilent) expect(events.get(id)).toEqual(['CityEnteredDangerZone']);
    } finally {
      await worker!.stop();
    }
  }, 60_000);
});

describe('the danger-zone job when its worker dies mid-run', () => {
  it('is retried by another worker, which flags only the cities left: one flag per city', async () => {
    const world = await newWorld();
    const prefix = `test-danger-zone-${randomUUID()}`;
    const before = (await runsOf('danger-zone-pass')).length;
    const child = spawn(process.execPath, ['--import', 'tsx', 'portal/test/fixtures/danger-zone-worker.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        DATABASE_URL: test.databaseUrl,
        REDIS_URL: redisUrl,
        JOBS_TEST_PREFIX: prefix,
        JOBS_TEST_NOW: NOW.toISOString(),
      },
    });
    let appended = 0;
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        appended += chunk.toString().split('appended').length - 1;
        // Killed without warning after three of the eight silent cities are flagged.
        if (appended >= 3) resolve();
      });
      child.once('exit', () => reject(new Error(`The worker ended before it was killed: ${errors}`)));
    });
    child.kill('SIGKILL');
    await exited;
    const flaggedBeforeTheKill = [...(await eventsPerCity(world.silentCityIds)).values()].filter(
      (types) => types.length > 0,
    ).length;
    expect(flaggedBeforeTheKill).toBeGreaterThanOrEqual(3);
    expect(flaggedBeforeTheKill).toBeLessThan(world.silentCityIds.length);

    // The second worker takes the job up once the dead one's lock expires.
    const [survivor] = startWorkers('bullmq', 1, prefix, {}, { lockDurationMs: 1000, scheduled: false });
    try {
      await survivor!.start();
      await until(async () =>
        (await runsOf('danger-zone-pass')).slice(before).some((run) => run.outcome === 'succeeded'),
      );
    } finally {
      await survivor!.stop();
    }
    await expectOneFlagPerSilentCity(world);
    const runs = (await runsOf('danger-zone-pass')).slice(before);
    // The killed run never finished; the retry flagged the cities the killed one had not reached.
    expect(runs.map((run) => run.outcome)).toEqual(['running', 'succeeded']);
    expect(runs[1]!.counts.flagged).toBe(world.silentCityIds.length - flaggedBeforeTheKill);
  }, 60_000);
});

async function deleteRedisKeys(pattern: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

describe('the danger-zone job when its in-process runner stops mid-run', () => {
  it('ends the pass between two cities, and the next run flags only the cities left', async () => {
    const world = await newWorld();
    const before = (await runsOf('danger-zone-pass')).length;
    let appends = 0;
    let thirdAppend!: () => void;
    const threeFlagged = new Promise<void>((resolve) => {
      thirdAppend = resolve;
    });
    const slowStore: EventStore = Object.create(store);
    slowStore.append = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const result = await store.append(...args);
      appends += 1;
      if (appends === 3) thirdAppend();
      return result;
    };
    const schedules = { 'danger-zone-pass': NEVER_DURING_THE_TEST };
    // Only when asked: a run at start would race the run this test cuts short.
    const first = new InProcessJobRunner({
      ...options(schedules),
      scheduled: false,
      deps: {
        sessionStore: undefined as never,
        verifyChain: undefined as never,
        commands: { store: slowStore, knex, watcher },
      },
    });
    await first.start();
    const stopped = first.runNow('danger-zone-pass').then(
      () => 'finished',
      () => 'failed',
    );
    await threeFlagged;
    await first.stop();
    expect(await stopped).toBe('failed');

    const second = new InProcessJobRunner({ ...options(schedules), scheduled: false });
    await second.start();
    await second.runNow('danger-zone-pass');
    await second.stop();
    await expectOneFlagPerSilentCity(world);
    const runs = (await runsOf('danger-zone-pass')).slice(before);
    expect(runs.map((run) => run.outcome)).toEqual(['failed', 'succeeded']);
    expect(runs[1]!.counts.flagged).toBe(world.silentCityIds.length - appends);
  }, 60_000);
});
