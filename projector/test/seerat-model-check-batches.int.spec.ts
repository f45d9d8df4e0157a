import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seeratModelChecksReadModel } from '../src/features/seerat-model-checks/seerat-model-checks-read-model';
import { applyAsOneBatch } from './one-batch';
import { projectToHead } from './project-to-head';
import { createTestEnvironment, readWholeLog, type TestEnvironment } from './test-environment';
import {
  cityCreated,
  type StreamEvent,
  seeratModelCheckRecorded,
  seeratModelCheckUpdated,
  zoneCreated,
} from './zone-city-events';

describe('a batch of changes to Seerat model checks of earlier batches', () => {
  let env: TestEnvironment;

  beforeAll(async () => {
    env = await createTestEnvironment('seerat check batches');
  });
  afterAll(async () => {
    await env?.close();
  });

  const append = async (events: StreamEvent[]) => {
    for (const { stream, event } of events) await env.store.append(stream, [event], 'any');
  };

  it('is written in two statements whatever their number, each change counted once', async () => {
    await append([
      zoneCreated(1),
      cityCreated(10, { zoneId: 1 }),
      seeratModelCheckRecorded(10, { id: 1, checkName: 'Library' }),
      seeratModelCheckRecorded(10, { id: 2, checkName: 'Teachers' }),
    ]);
    await projectToHead(env);
    const before = (await readWholeLog(env.store)).length;
    // Twenty changes of each check, the notes of the first set and at last cleared.
    await append(
      Array.from({ length: 40 }, (_, n) =>
        seeratModelCheckUpdated(10, (n % 2) + 1, {
          notes: { from: null, to: n >= 38 ? null : `Note ${n}` },
        }),
      ),
    );
    const changes = (await readWholeLog(env.store)).slice(before);

    const applied = await applyAsOneBatch(env, seeratModelChecksReadModel, changes);

    expect(applied, applied.join('\n')).toHaveLength(2);
    const checks = await env.knex
      .withSchema('read')
      .from('seerat_model_checks')
      .select('check_id', 'notes', 'version')
      .orderBy('check_id');
    expect(checks).toEqual([
      { check_id: 1, notes: null, version: 21 },
      { check_id: 2, notes: null, version: 21 },
    ]);
  });
});
