import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjector, readProjectionState } from '../src/index';
import { expectedFixtureRows, fixtureProjection } from './fixture-projection';
import {
  appendFixtureEvents,
  createTestEnvironment,
  dumpReadModels,
  readCounters,
  readWholeLog,
  type TestEnvironment,
} from './test-environment';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/** Runs crash-child.ts and resolves with the signal that ended it. */
function runCrashingChild(env: Record<string, string>): Promise<NodeJS.Signals | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'projector/test/crash-child.ts'], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  // A child that never reaches its crash point would otherwise hang the test.
  const watchdog = setTimeout(() => child.kill('SIGTERM'), 25_000);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(watchdog);
      if (signal === 'SIGKILL') resolve(signal);
      else reject(new Error(`crash-child ended with code ${code}, signal ${signal}:\n${stderr}`));
    });
  });
}

describe('a projector killed between applying a batch and committing it', () => {
  let env: TestEnvironment;

  beforeAll(async () => {
    env = await createTestEnvironment('projector crash');
    await appendFixtureEvents(env.store, { count: 300, streams: 10 });
  });

  afterAll(async () => {
    await env?.close();
  });

  it('keeps nothing of that batch and, restarted, ends with the rows of an uninterrupted run', async () => {
    const signal = await runCrashingChild({
      DATABASE_URL: env.url,
      READ_SCHEMA: 'read',
      BATCH_SIZE: '40',
      CRASH_ON_BATCH: '3',
    });
    expect(signal).toBe('SIGKILL');

    // Two batches committed; the third, applied but not committed, left no trace.
    const log = await readWholeLog(env.store);
    const committed = log.slice(0, 80);
    expect((await readProjectionState(env.knex, 'read')).checkpoint).toBe(committed.at(-1)?.position);
    expect(await readCounters(env.knex, 'read')).toEqual(expectedFixtureRows(committed).counters);

    const head = log.at(-1)?.position ?? 0n;
    for (const schema of ['read', 'uninterrupted']) {
      const projector = createProjector({
        knex: env.knex,
        store: env.store,
        projection: fixtureProjection,
        logger: env.logger,
        schema,
        batchSize: 40,
      });
      await projector.start();
      expect(await projector.waitForPosition(head, { timeoutMs: 10_000 })).toBe(true);
      await projector.stop();
    }

    const restarted = await dumpReadModels(env.knex, 'read');
    expect(restarted).toEqual(await dumpReadModels(env.knex, 'uninterrupted'));
    expect(restarted.counters).toHaveLength(10);
    expect(await readCounters(env.knex, 'read')).toEqual(expectedFixtureRows(log).counters);
  });
});
