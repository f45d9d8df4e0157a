import { createSilentLogger } from '@seerat/platform';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InProcessJobRunner, type JobContext, type JobDefinition, type JobSchedule } from '../src/index';

// Fake timers make the schedule exact: the runner only ever sees the clock through them.
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2030, 0, 1, 10, 0, 30));
});
afterEach(() => {
  vi.useRealTimers();
});

type Deps = { label: string };

/** A job that records its runs; with `gated`, each run waits until the test releases it. */
function fixtureJob(schedule: JobSchedule, options: { gated?: boolean; fails?: Error } = {}) {
  const record = {
    started: 0,
    finished: 0,
    running: 0,
    mostAtOnce: 0,
    contexts: [] as JobContext<Deps>[],
    releases: [] as (() => void)[],
  };
  const job: JobDefinition<Deps> = {
    name: 'fixture',
    schedule,
    async process(context) {
      record.started += 1;
      record.running += 1;
      record.mostAtOnce = Math.max(record.mostAtOnce, record.running);
      record.contexts.push(context);
      if (options.gated) await new Promise<void>((resolve) => record.releases.push(resolve));
      record.running -= 1;
      if (options.fails) throw options.fails;
      record.finished += 1;
    },
  };
  return { job, record };
}

function runnerFor(...jobs: JobDefinition<Deps>[]) {
  const logger = createSilentLogger();
  return { runner: new InProcessJobRunner({ jobs, deps: { label: 'deps' }, logger }), logger };
}

describe('InProcessJobRunner', () => {
  it('runs an interval job each time it is due, with the deps and a logger', async () => {
    const { job, record } = fixtureJob({ everyMs: 1000 });
    const { runner } = runnerFor(job);
    await runner.start();

    await vi.advanceTimersByTimeAsync(999);
    expect(record.started).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(record.finished).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(record.finished).toBe(4);
    expect(record.contexts[0]?.deps).toEqual({ label: 'deps' });
    expect(typeof record.contexts[0]?.logger.info).toBe('function');

    await runner.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(record.started).toBe(4);
  });

  it('runs a job marked to run at start once as it starts, recorded as such, and the others at their due time', async () => {
    const atStart = fixtureJob({ pattern: '0 * * * *' });
    const later = fixtureJob({ pattern: '0 * * * *' });
    const triggers: string[] = [];
    const runner = new InProcessJobRunner({
      jobs: [
        { ...atStart.job, name: 'at-start', runsAtStart: true },
        { ...later.job, name: 'later' },
      ],
      deps: { label: 'deps' },
      logger: createSilentLogger(),
      runLog: {
        registered: async () => undefined,
        started: async (run) => triggers.push(`${run.job}:${run.trigger}`),
        finished: async () => undefined,
      },
    });
    await runner.start();

    await vi.advanceTimersByTimeAsync(0);
    expect(atStart.record.finished).toBe(1);
    expect(later.record.started).toBe(0);
    expect(triggers).toEqual(['at-start:start']);
    // 10:00:30 now: both are next due at 11:00.
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect([atStart.record.finished, later.record.finished]).toEqual([2, 1]);
    await runner.stop();
  });

  it('runs nothing at start when it runs jobs only when asked', async () => {
    const { job, record } = fixtureJob({ pattern: '0 * * * *' });
    const runner = new InProcessJobRunner({
      jobs: [{ ...job, runsAtStart: true }],
      deps: { label: 'deps' },
      logger: createSilentLogger(),
      scheduled: false,
    });
    await runner.start();
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(record.started).toBe(0);
    await runner.stop();
  });

  it('runs a cron job at the times its pattern names', async () => {
    const { job, record } = fixtureJob({ pattern: '*/5 * * * *' });
    const { runner } = runnerFor(job);
    await runner.start();

    // 10:00:30 now; due at 10:05:00 and 10:10:00.
    await vi.advanceTimersByTimeAsync(4 * 60_000 + 29_999);
    expect(record.started).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(record.finished).toBe(1);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(record.finished).toBe(2);
    await runner.stop();
  });

  it('waits across delays longer than one Node timer can hold', async () => {
    // Due on the first of a month 50 days away: more than the ~24.8 days a setTimeout allows.
    vi.setSystemTime(new Date(2030, 0, 10, 0, 0, 0));
    const { job, record } = fixtureJob({ pattern: '0 0 1 3 *' });
    const { runner } = runnerFor(job);
    await runner.start();

    await vi.advanceTimersByTimeAsync(49 * 86_400_000);
    expect(record.started).toBe(0);
    await vi.advanceTimersByTimeAsync(2 * 86_400_000);
    expect(record.finished).toBe(1);
    await runner.stop();
  });

  it('never runs the same job twice at once: due times during a run are skipped, runNow waits its turn', async () => {
    const { job, record } = fixtureJob({ everyMs: 100 }, { gated: true });
    const { runner, logger } = runnerFor(job);
    const warn = vi.spyOn(logger, 'warn');
    await runner.start();

    await vi.advanceTimersByTimeAsync(100);
    expect(record.running).toBe(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(record.started).toBe(1);
    expect(warn).toHaveBeenCalledWith({ job: 'fixture' }, expect.stringContaining('skipped'));

    let runNowDone = false;
    const runNow = runner.runNow('fixture').then(() => {
      runNowDone = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(record.started).toBe(1);

    record.releases.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(record.started).toBe(2);
    expect(runNowDone).toBe(false);
    record.releases.shift()?.();
    await runNow;
    expect(record.mostAtOnce).toBe(1);
    await runner.stop();
  });

  it('stop() aborts the signal and waits for the running job to return', async () => {
    const { job, record } = fixtureJob({ everyMs: 100 }, { gated: true });
    const { runner } = runnerFor(job);
    await runner.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(record.running).toBe(1);

    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(record.contexts[0]?.signal.aborted).toBe(true);
    expect(stopped).toBe(false);

    record.releases.shift()?.();
    await stopping;
    expect(record.finished).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    await expect(runner.runNow('fixture')).rejects.toThrow('not running');
  });

  it('runNow resolves once the run finished and rejects with the error of a failed run, which it logs', async () => {
    const ok = fixtureJob({ everyMs: 60_000 });
    const { runner: okRunner } = runnerFor(ok.job);
    await okRunner.start();
    await okRunner.runNow('fixture');
    expect(ok.record.finished).toBe(1);
    await expect(okRunner.runNow('absent')).rejects.toThrow('No job is named "absent"');
    await okRunner.stop();

    const failing = fixtureJob({ everyMs: 60_000 }, { fails: new Error('boom') });
    const { runner, logger } = runnerFor(failing.job);
    const error = vi.spyOn(logger, 'error');
    await runner.start();
    await expect(runner.runNow('fixture')).rejects.toThrow('boom');
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'fixture', err: expect.objectContaining({ message: 'boom' }) }),
      'job failed',
    );
    // A failed scheduled run is logged and the schedule goes on.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(failing.record.started).toBe(3);
    await runner.stop();
  });

  it('refuses definitions it cannot honour, leaving no timer behind', async () => {
    const { job } = fixtureJob({ everyMs: 1000 });
    expect(() => runnerFor(job, job)).toThrow('Two jobs are named "fixture"');
    expect(() => runnerFor({ ...job, schedule: { everyMs: 0 } })).toThrow('positive whole number');

    const { runner } = runnerFor(job, { ...job, name: 'bad-cron', schedule: { pattern: 'not a cron' } });
    await expect(runner.start()).rejects.toThrow();
    expect(vi.getTimerCount()).toBe(0);
  });
});
