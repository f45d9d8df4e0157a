import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectToHead } from './project-to-head';
import { createTestEnvironment, type TestEnvironment } from './test-environment';
import {
  cityCreated,
  seeratModelCheckRecorded,
  seeratModelCheckUpdated,
  zoneCreated,
} from './zone-city-events';

const VERSION_MIGRATION = '0092_seerat_model_checks_version';

describe('the Seerat model checks version column', () => {
  let env: TestEnvironment;

  beforeAll(async () => {
    env = await createTestEnvironment('seerat check versions');
  });
  afterAll(async () => {
    await env?.close();
  });

  const versions = async () =>
    (
      await env.knex
        .withSchema('read')
        .from('seerat_model_checks')
        .select('check_id', 'version')
        .orderBy('check_id')
    ).map((row) => [row.check_id, row.version]);

  it('counts the changes made before the column existed: the read model replays its events', async () => {
    for (const { stream, event } of [
      zoneCreated(1),
      cityCreated(10, { zoneId: 1 }),
      seeratModelCheckRecorded(10, { id: 1, checkName: 'Library' }),
      seeratModelCheckRecorded(10, { id: 2, checkName: 'Teachers' }),
      seeratModelCheckUpdated(10, 1, { checkStatus: { from: 'pending', to: 'passed' } }),
      seeratModelCheckUpdated(10, 1, { notes: { from: null, to: 'Two shelves' } }),
    ]) {
      await env.store.append(stream, [event], 'any');
    }
    await projectToHead(env);
    expect(await versions()).toEqual([
      [1, 3],
      [2, 1],
    ]);

    // The schema as a portal left it before the column: projected, the column and its migration absent.
    await env.knex.withSchema('read').from('knex_migrations').where({ name: VERSION_MIGRATION }).delete();
    await env.knex.schema.withSchema('read').alterTable('seerat_model_checks', (table) => {
      table.dropColumn('version');
    });

    await projectToHead(env);
    expect(await versions()).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });
});
