import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KEBAB_CASE_RENAMES,
  kebabCaseNamesMigration,
} from '../src/migrations/0000_projection_state_kebab_case_names';
import { portalProjection } from '../src/portal-projection';
import { projectionMigrations } from '../src/projection';
import { migrateReadSchema } from '../src/read-schema/migrate-read-schema';
import { claimCheckpoints, readProjectionState } from '../src/read-schema/projection-state';
import { createTestEnvironment, type TestEnvironment } from './test-environment';

const SCHEMA = 'read';
const KEBAB_CASE = /^[a-z]+(-[a-z]+)*$/;
const names = portalProjection.readModels.map(({ name }) => name);
const formerName = (name: string) =>
  Object.entries(KEBAB_CASE_RENAMES).find(([, renamed]) => renamed === name)?.[0] ?? name;

describe('read-model names', () => {
  let env: TestEnvironment;

  beforeAll(async () => {
    env = await createTestEnvironment('read model names');
  });
  afterAll(async () => {
    await env?.close();
  });

  it('are kebab case, like the features', () => {
    expect(names.filter((name) => !KEBAB_CASE.test(name))).toEqual([]);
  });

  it('were renamed only to names the projection has', () => {
    expect(Object.values(KEBAB_CASE_RENAMES).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('carry over the checkpoints and halts of a schema projected under the snake-case names', async () => {
    const migrations = projectionMigrations(portalProjection);
    await migrateReadSchema(env.knex, { schema: SCHEMA, migrations });
    // The schema as the portal left it before the rename: rows under the former names, one halted.
    await env.knex
      .withSchema(SCHEMA)
      .from('knex_migrations')
      .where('name', kebabCaseNamesMigration.name)
      .delete();
    await env.knex
      .withSchema(SCHEMA)
      .into('projection_checkpoint')
      .insert(names.map((name) => ({ name: formerName(name), position: '42' })));
    await env.knex.withSchema(SCHEMA).into('projection_status').insert({
      name: 'zone_audit_log',
      error: 'cannot apply',
      event_id: 'e-43',
      event_type: 'ZoneUpdated',
      event_position: '43',
    });

    expect(await migrateReadSchema(env.knex, { schema: SCHEMA, migrations })).toEqual([
      kebabCaseNamesMigration.name,
    ]);
    const cursors = await claimCheckpoints(env.knex, SCHEMA, portalProjection);

    // Every read model goes on from where it was, none from the first event again.
    expect([...cursors.entries()].filter(([, cursor]) => cursor.checkpoint !== 42n)).toEqual([]);
    expect(cursors.get('zone-audit-log')?.halted).toBe(true);
    const state = await readProjectionState(env.knex, SCHEMA);
    expect(state.readModels.map(({ name }) => name).sort()).toEqual([...names].sort());
    expect(state.halts.map(({ readModel }) => readModel)).toEqual(['zone-audit-log']);
  });
});
