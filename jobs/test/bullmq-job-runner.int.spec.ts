import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createSilentLogger } from '@seerat/platform';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { BullmqJobRunner } from '../src/bullmq-job-runner';
import type { JobDefinition, JobRunner, RetryPolicy } from '../src/index';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const unreachable = await whyRedisIsUnreachable(redisUrl);
if (unreachable) console.warn(`Skipping the BullMQ job runner tests: Redis at ${redisUrl} ${unreachable}`);

/** Every key of this file's runs starts with this, so parallel and earlier runs never meet. */
const filePrefix = `test-jobs-${randomUUID()}`;
let runs = 0;
type Deps = { label: string };
const deps: Deps = { label: 'deps' };
const running: JobRunner[] = [];

/** Due at midnight on January 1st: it never fires during a test, so runNow is the only trigger. */
const NOT_DURING_THE_TEST = { pattern: '0 0 1 1 *' };

function startRunner(jobs: JobDefinition<Deps>[], retry: RetryPolicy = { attempts: 3, backoffMs: 10 }) {
  runs += 1;
  const logger = createSilentLogger();
  const runner = new BullmqJobRunner({
    redisUrl,
    prefix: `${filePrefix}-${runs}`,
    jobs,
    deps,
    logger,
    retry,
  });
  running.push(runner);
  return { runner, logger };
}

describe.skipIf(unreachable !== undefined)('BullmqJobRunner', () => {
  afterEach(async () => {
    await Promise.all(running.splice(0).map((runner) => runner.stop()));
  });
  afterAll(async () => {
    await deleteKeys(`${filePrefix}-*`);
  });

  it('runs a scheduled job again and again, with the deps', async () => {
    const seen: Deps[] = [];
    const { promise: thirdRun, resolve } = deferred<void>();
    const { runner } = startRunner([
      {
        name: 'every-100ms',
        schedule: { everyMs: 100 },
        async process({ deps }) {
          seen.push(deps);
          if (seen.length === 3) resolve();
        },
      },
    ]);
    await runner.start();
    await thirdRun;
    expect(seen[0]).toEqual({ label: 'deps' });
  });

  it('runs a job marked to run at start once as it starts, once however many runners start together', async () => {
    const triggers: string[] = [];
    const { promise: ran, resolve } = deferred<void>();
    const prefix = `${filePrefix}-start`;
    const runners = [1, 2].map(
      () =>
        new BullmqJobRunner<Deps>({
          redisUrl,
          prefix,
          deps,
          logger: createSilentLogger(),
          jobs: [
            {
              name: 'at-start',
              schedule: NOT_DURING_THE_TEST,
              runsAtStart: true,
              async process() {
                resolve();
              },
            },
          ],
          runLog: {
            registered: async () => undefined,
            started: async (run) => triggers.push(`${run.job}:${run.trigger}`),
            finished: async () => undefined,
          },
        }),
    );
    running.push(...runners);
    await Promise.all(runners.map((runner) => runner.start()));
    await ran;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(triggers).toEqual(['at-start:start']);
  });

  it('runNow runs the job and resolves once it finished', async () => {
    let finished = 0;
    const { runner } = startRunner([
      {
        name: 'on-demand',
        schedule: NOT_DURING_THE_TEST,
        async process() {
          await new Promise((resolve) => setTimeout(resolve, 50));
          finished += 1;
        },
      },
    ]);
    await runner.start();
    await runner.runNow('on-demand');
    expect(finished).toBe(1);
    await runner.runNow('on-demand');
    expect(finished).toBe(2);
    await expect(runner.runNow('absent')).rejects.toThrow('No job is named "absent"');
  });

  it('retries a failing job, then reports it: runNow rejects and the error is logged', async () => {
    let attempts = 0;
    const { runner, logger } = startRunner(
      [
        {
          name: 'always-fails',
          schedule: NOT_DURING_THE_TEST,
          async process() {
            attempts += 1;
            throw new Error(`boom ${attempts}`);
          },
        },
      ],
      { attempts: 3, backoffMs: 10 },
    );
    const warn = vi.spyOn(logger, 'warn');
    const error = vi.spyOn(logger, 'error');
    await runner.start();

    await expect(runner.runNow('always-fails')).rejects.toThrow('boom 3');
    expect(attempts).toBe(3);
    await vi.waitFor(() => {
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({
          job: 'always-fails',
          attemptsMade: 3,
          err: expect.objectContaining({ message: 'boom 3' }),
        }),
        'job failed',
      );
    });
    const retried = warn.mock.calls.filter(
      ([, message]) => message === 'job attempt failed; it will be retried',
    );
    expect(retried).toHaveLength(2);
  });

  it('a job that fails once succeeds on its retry, and runNow resolves', async () => {
    let attempts = 0;
    const { runner, logger } = startRunner([
      {
        name: 'fails-once',
        schedule: NOT_DURING_THE_TEST,
        async process() {
          attempts += 1;
          if (attempts === 1) throw new Error('first attempt fails');
        },
      },
    ]);
    const error = vi.spyOn(logger, 'error');
    await runner.start();
    await runner.runNow('fails-once');
    expect(attempts).toBe(2);
    expect(error).not.toHaveBeenCalled();
  });

  it('stop() aborts the signal and waits for the running job to return', async () => {
    const { promise: started, resolve: markStarted } = deferred<AbortSignal>();
    const { promise: released, resolve: release } = deferred<void>();
    const { runner } = startRunner([
      {
        name: 'slow',
        schedule: NOT_DURING_THE_TEST,
        async process({ signal }) {
          markStarted(signal);
          await released;
        },
      },
    ]);
    await runner.start();
    const run = runner.runNow('slow');
    const signal = await started;

    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await vi.waitFor(() => expect(signal.aborted).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stopped).toBe(false);

    release();
    await stopping;
    // The queue closed under the waiting runNow: it learns that it will not hear back.
    await run.catch(() => undefined);
  });

  it('removes the schedules of jobs that no longer exist', async () => {
    const prefix = `${filePrefix}-schedules`;
    const job = (name: string): JobDefinition<Deps> => ({
      name,
      schedule: NOT_DURING_THE_TEST,
      process: async () => undefined,
    });
    const logger = createSilentLogger();
    const before = new BullmqJobRunner({
      redisUrl,
      prefix,
      jobs: [job('kept'), job('retired')],
      deps,
      logger,
    });
    await before.start();
    await before.stop();
    const after = new BullmqJobRunner({ redisUrl, prefix, jobs: [job('kept')], deps, logger });
    running.push(after);
    await after.start();

    const queue = new Queue('jobs', { connection: { url: redisUrl }, prefix });
    const schedulers = await queue.getJobSchedulers();
    await queue.close();
    expect(schedulers.map((scheduler) => scheduler.key)).toEqual(['kept']);
  });

  it('leaves a live scheduler alone when another worker starts, and restores one whose next job was lost', async () => {
    const prefix = `${filePrefix}-restore`;
    const logger = createSilentLogger();
    const job: JobDefinition<Deps> = {
      name: 'hourly',
      schedule: { pattern: '0 * * * *' },
      process: async () => undefined,
    };
    const queue = new Queue('jobs', { connection: { url: redisUrl }, prefix });
    try {
      const first = new BullmqJobRunner({
        redisUrl,
        prefix,
        jobs: [job],
        deps,
        logger,
        scheduleCheckMs: 100,
      });
      running.push(first);
      await first.start();
      const scheduled = await queue.getJobScheduler('hourly');
      const nextJobId = `repeat:hourly:${scheduled!.next}`;
      expect(await queue.getJob(nextJobId)).toBeDefined();

      // A second worker starting (a restart, a replica) upserts nothing: one waiting job, the same.
      const second = new BullmqJobRunner({ redisUrl, prefix, jobs: [job], deps, logger });
      running.push(second);
      await second.start();
      expect((await queue.getDelayed()).map((waiting) => waiting.id)).toEqual([nextJobId]);

      // Redis loses the next job (a restart without persistence, bullmq#2151): the check restores it.
      // BullMQ refuses to remove a scheduler's job, so its keys go the way a lost write goes.
      const redis = new Redis(redisUrl);
      await redis.zrem(`${prefix}:jobs:delayed`, nextJobId);
      await redis.del(`${prefix}:jobs:${nextJobId}`);
      redis.disconnect();
      expect(await queue.getJob(nextJobId)).toBeUndefined();
      await vi.waitFor(
        async () => expect((await queue.getDelayed()).map((waiting) => waiting.id)).toEqual([nextJobId]),
        { timeout: 5000, interval: 100 },
      );
    } finally {
      await queue.close();
    }
  });

  it('leaves nothing open after stop(): a process that used it ends by itself', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'jobs/test/fixtures/start-run-stop.ts'], {
      cwd: root,
      env: { ...process.env, REDIS_URL: redisUrl, JOBS_TEST_PREFIX: `${filePrefix}-child` },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const exitCode = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, 20_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
    expect(output.trim(), 'the process printed').toBe('stopped');
    expect(exitCode, 'null: still running 20 s after stop(), something kept it alive').toBe(0);
  });
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

async function whyRedisIsUnreachable(url: string): Promise<string | undefined> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 2000, retryStrategy: () => null });
  // The socket's error says why (ECONNREFUSED, ENOTFOUND…); connect() only says "closed".
  let socketError: Error | undefined;
  probe.on('error', (error) => {
    socketError = error;
  });
  try {
    await probe.connect();
    await probe.ping();
    return undefined;
  } catch (error) {
    const reason = socketError ?? error;
    return `is unreachable (${reason instanceof Error ? reason.message : String(reason)})`;
  } finally {
    probe.disconnect();
  }
}

async function withRedis<T>(use: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(redisUrl);
  try {
    return await use(redis);
  } finally {
    await redis.quit();
  }
}

async function deleteKeys(pattern: string): Promise<void> {
  await withRedis(async (redis) => {
    for await (const keys of redis.scanStream({ match: pattern, count: 500 })) {
      if (keys.length > 0) await redis.del(...keys);
    }
  });
}
