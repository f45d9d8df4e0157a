import { expect } from 'vitest';
import { createProjector, portalProjection } from '../src/index';
import type { TestEnvironment } from './test-environment';

/** Runs the portal projection over the log as it stands, then stops: the read models a spec starts from. */
export async function projectToHead(env: TestEnvironment): Promise<void> {
  const projector = createProjector({
    knex: env.knex,
    store: env.store,
    projection: portalProjection,
    logger: env.logger,
  });
  try {
    await projector.start();
    expect(
      await projector.waitForPosition((await env.store.headPosition()) ?? 0n, { timeoutMs: 15_000 }),
    ).toBe(true);
  } finally {
    await projector.stop();
  }
}
