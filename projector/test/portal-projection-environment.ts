import { afterAll, beforeAll } from 'vitest';
import { createProjector, type Projector, portalProjection } from '../src/index';
import { createTestEnvironment, type TestEnvironment } from './test-environment';
import type { StreamEvent } from './zone-city-events';

export interface PortalProjectionSpec {
  env: TestEnvironment;
  projector: Projector;
  /** Appends the events in order, each to its stream, and waits until the projector applied them. */
  given(...events: StreamEvent[]): Promise<void>;
}

/**
 * For projection specs ("given events, then rows"): one database per spec file with the real
 * projector running the portal projection into `read`. Returns a holder filled in `beforeAll`.
 */
export function usePortalProjection(label: string): PortalProjectionSpec {
  const spec = {} as PortalProjectionSpec;
  beforeAll(async () => {
    spec.env = await createTestEnvironment(label);
    spec.projector = createProjector({
      knex: spec.env.knex,
      store: spec.env.store,
      projection: portalProjection,
      logger: spec.env.logger,
    });
    await spec.projector.start();
    spec.given = async (...events) => {
      for (const { stream, event } of events) await spec.env.store.append(stream, [event], 'any');
      const head = await spec.env.store.headPosition();
      const reached = await spec.projector.waitForPosition(head ?? 0n, { timeoutMs: 10_000 });
      // A halted read model stays behind while the others reach the head.
      const status = await spec.projector.getStatus();
      if (!reached || status.halts.length > 0) {
        throw new Error(`The projector did not reach the head: ${status.halts[0]?.message ?? status.state}`);
      }
    };
  });
  afterAll(async () => {
    await spec.projector?.stop();
    await spec.env?.close();
  });
  return spec;
}
