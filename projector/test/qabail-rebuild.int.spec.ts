import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjector, portalProjection } from '../src/index';
import { qabailCreated, qabailDeleted, qabailUpdated } from './qabail-events';
import { createTestEnvironment, dumpReadModels, type TestEnvironment } from './test-environment';
import { cityCreated, type StreamEvent, zoneCreated } from './zone-city-events';

/** Qabails added, renamed, moved between cities and deleted, in two cities of one zone. */
function history(round: number): StreamEvent[] {
  const base = round * 100;
  const at = (minute: number) => ({
    occurredAt: new Date(Date.UTC(2025, 0, 1, round, minute)).toISOString(),
  });
  return [
    zoneCreated(base + 1, {}, at(1)),
    cityCreated(base + 10, { zoneId: base + 1 }, { meta: at(2) }),
    cityCreated(base + 11, { zoneId: base + 1 }, { meta: at(3) }),
    qabailCreated(base + 50, { cityId: base + 10, qabilahName: 'Awan' }, at(4)),
    qabailCreated(base + 51, { cityId: base + 10, qabilahName: `awan` }, at(5)),
    qabailCreated(base + 52, { cityId: base + 11, qabilahName: `Tribe ${round}` }, at(6)),
    qabailUpdated(
      base + 50,
      base + 11,
      { cityId: { from: base + 10, to: base + 11 }, qabilahName: { from: 'Awan', to: `Renamed ${round}` } },
      { ...at(7), changeReason: 'Moved' },
    ),
    qabailDeleted(base + 51, base + 10, at(8)),
  ];
}

describe('rebuilding the qabail read models', () => {
  let env: TestEnvironment;

  beforeAll(async () => {
    env = await createTestEnvironment('qabail rebuild');
  });
  afterAll(async () => {
    await env?.close();
  });

  it('produces exactly the qabails, qabilah names and history that incremental projection produced', async () => {
    const projector = createProjector({
      knex: env.knex,
      store: env.store,
      projection: portalProjection,
      logger: env.logger,
      batchSize: 3,
    });
    try {
      for (const { stream, event } of [...history(1), ...history(2)]) {
        await env.store.append(stream, [event], 'any');
      }
      await projector.start();
      const head = await env.store.headPosition();
      expect(await projector.waitForPosition(head ?? 0n, { timeoutMs: 15_000 })).toBe(true);
      const incremental = await dumpReadModels(env.knex, 'read');
      expect(incremental.qabails).toHaveLength(4);
      expect(incremental.qabilah_list).toHaveLength(5);
      expect(incremental.qabail_audit_log).toHaveLength(12);

      await projector.rebuild({ batchSize: 50 });

      expect(await dumpReadModels(env.knex, 'read')).toEqual(incremental);
    } finally {
      await projector.stop();
    }
  });
});
