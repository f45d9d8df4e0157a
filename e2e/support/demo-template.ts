import { createKnex, type Knex } from '@seerat/platform';
import { createTestDatabase, testServerUrl } from '@seerat/platform/testing';
import type { ReadyE2eEnvironment } from './e2e-environment';
import { startPortalOn, startTestPortal, type TestPortal } from './test-portal';

/**
 * The portal on a copy of the small demo organisation (`DEMO_DATA=small`, ~14k events through the
 * real use cases), for tests that look at screens full of data. The first file of the run that
 * asks builds it once, in a template database marked with the run's id when complete; every file
 * then gets a copy of its own in a second. Browser test files run two at a time: the first to ask
 * builds it under a lock the other waits on, then finds it built.
 */
export async function startDemoPortal(environment: ReadyE2eEnvironment): Promise<TestPortal> {
  const template = await underBuildLock(
    environment.runId,
    async () => (await findDemoTemplates(environment.runId))[0] ?? (await buildDemoTemplate(environment)),
  );
  return startTestPortal({ webDistDir: environment.webDistDir, template });
}

/**
 * `work` while holding a PostgreSQL advisory lock of this run's on a connection of its own, so two
 * files never build the template at once (the lock ends with the connection, whatever happens).
 */
async function underBuildLock<T>(runId: string, work: () => Promise<T>): Promise<T> {
  return onServer(async (knex) =>
    knex.transaction(async (trx) => {
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [marker(runId)]);
      return work();
    }),
  );
}

/** The run's template databases: one, once a file has built it. */
export function findDemoTemplates(runId: string): Promise<string[]> {
  return onServer(async (knex) => {
    const { rows } = await knex.raw<{ rows: { datname: string }[] }>(
      `SELECT datname FROM pg_database WHERE shobj_description(oid, 'pg_database') = ?`,
      [marker(runId)],
    );
    return rows.map((row) => row.datname);
  });
}

export function dropDemoTemplates(runId: string): Promise<void> {
  return onServer(async (knex) => {
    for (const name of await findDemoTemplates(runId)) {
      await knex.raw(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });
}

async function buildDemoTemplate(environment: ReadyE2eEnvironment): Promise<string> {
  const template = await createTestDatabase('demo_template');
  try {
    const portal = await startPortalOn(template.url, { ...environment, demoData: 'small' });
    await portal.close();
    // Marked only once complete: a build that failed half way is dropped, never copied.
    await onServer((knex) =>
      knex.raw(`COMMENT ON DATABASE "${template.name}" IS '${marker(environment.runId)}'`),
    );
    return template.name;
  } catch (error) {
    await template.drop();
    throw error;
  }
}

const marker = (runId: string) => `demo organisation of test run ${runId}`;

async function onServer<T>(work: (knex: Knex) => Promise<T>): Promise<T> {
  const knex = createKnex({ connectionString: testServerUrl() });
  try {
    return await work(knex);
  } finally {
    await knex.destroy();
  }
}
