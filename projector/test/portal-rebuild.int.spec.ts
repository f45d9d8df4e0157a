import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjector, portalProjection } from '../src/index';
import { createTestEnvironment, dumpReadModels, type TestEnvironment } from './test-environment';
import {
  checklistSaved,
  cityCreated,
  cityEnteredDangerZone,
  cityLeftDangerZone,
  cityUpdated,
  recommendedBookAdded,
  type StreamEvent,
  seeratModelAdded,
  seeratModelCheckRecorded,
  seeratModelCheckUpdated,
  zoneCreated,
  zoneUpdated,
} from './zone-city-events';

/** A small organisation's history touching every zone, city, catalogue and audit table. */
function history(round: number): StreamEvent[] {
  const base = round * 100;
  const at = (minute: number) => ({
    occurredAt: new Date(Date.UTC(2025, 0, 1, round, minute)).toISOString(),
  });
  return [
    seeratModelAdded(base + 1, `Model ${round}`, 2),
    recommendedBookAdded(base + 1, { title: `Book ${round}` }),
    zoneCreated(base + 1, {}, at(1)),
    zoneCreated(base + 2, {}, at(2)),
    cityCreated(base + 10, { zoneId: base + 1 }, { seeratModels: [{ id: base + 1, count: 2 }], meta: at(3) }),
    cityCreated(
      base + 11,
      { zoneId: base + 1, isParentCity: true, parentCityId: base + 10 },
      { meta: at(4) },
    ),
    cityCreated(
      base + 12,
      { zoneId: base + 1, isParentCity: true, parentCityId: base + 11 },
      { meta: at(5) },
    ),
    cityCreated(base + 20, { zoneId: base + 2 }, { meta: at(6) }),
    cityUpdated(
      base + 11,
      { parentCityId: { from: base + 10, to: null } },
      { ...at(7), changeReason: 'Split' },
    ),
    cityUpdated(
      base + 20,
      { zoneId: { from: base + 2, to: base + 1 }, activeCircles: { from: 0, to: 4 } },
      at(8),
    ),
    zoneUpdated(base + 2, { masool: { from: 'x', to: 'Yusuf' } }, at(9)),
    checklistSaved(base + 10, { checklist: { seerahCirclesCheck: true }, notes: 'n' }, at(10)),
    checklistSaved(base + 10, { checklist: { trainedTeamCheck: true }, isCampus: true }, at(11)),
    cityUpdated(base + 12, { libraryBooks: { from: [], to: [{ id: base + 1, count: 1 }] } }, at(12)),
    // Several changes of one city close together, which a batch gathers into one row or statement.
    cityUpdated(
      base + 12,
      { libraryBooks: { from: [{ id: base + 1, count: 1 }], to: [{ id: base + 1, count: 3 }] } },
      at(13),
    ),
    cityUpdated(
      base + 10,
      { activeCircles: { from: 0, to: 2 }, karguzari: { from: null, to: 'Report' } },
      at(14),
    ),
    checklistSaved(base + 20, { checklist: { seerahCirclesCheck: true } }, at(15)),
    checklistSaved(
      base + 20,
      { checklist: { seerahCirclesCheck: true, trainedTeamCheck: true }, notes: 'n' },
      at(16),
    ),
    zoneUpdated(base + 1, { libraryCount: { from: 0, to: 3 } }, at(17)),
    zoneUpdated(base + 1, { libraryCount: { from: 3, to: 4 } }, at(18)),
    // Checks changed in the batch that recorded them and in later ones, a field set and cleared.
    seeratModelCheckRecorded(base + 10, { id: 1, checkName: 'Library' }, at(19)),
    seeratModelCheckRecorded(base + 10, { id: 2, checkName: 'Teachers' }, at(20)),
    seeratModelCheckUpdated(base + 10, 1, { notes: { from: null, to: 'Two shelves' } }, at(21)),
    seeratModelCheckUpdated(
      base + 10,
      1,
      { checkStatus: { from: 'pending', to: 'passed' }, lastCheckedDate: { from: null, to: '2025-01-02' } },
      at(22),
    ),
    seeratModelCheckUpdated(base + 10, 2, { notes: { from: null, to: 'Three' } }, at(23)),
    seeratModelCheckUpdated(base + 10, 1, { notes: { from: 'Two shelves', to: null } }, at(24)),
    // Entries and exits of the danger zone, a city's exit in the batch of its entry and in a later one.
    cityEnteredDangerZone(base + 10, base + 1, null, at(25)),
    cityEnteredDangerZone(base + 20, base + 1, '2024-12-01', at(26)),
    cityLeftDangerZone(base + 10, base + 1, '2025-01-01', at(27)),
    cityEnteredDangerZone(base + 10, base + 1, '2025-01-01', at(28)),
    cityLeftDangerZone(base + 20, base + 1, '2025-01-02', at(29)),
  ];
}

describe('rebuilding the portal projection', () => {
  let env: TestEnvironment;

  beforeAll(async () => {
    env = await createTestEnvironment('portal rebuild');
  });
  afterAll(async () => {
    await env?.close();
  });

  const append = async (events: StreamEvent[]) => {
    for (const { stream, event } of events) await env.store.append(stream, [event], 'any');
  };

  const storageOptionsOf = async (schema: string) => {
    const { rows } = await env.knex.raw<{ rows: { relname: string; reloptions: string[] }[] }>(
      `SELECT c.relname, c.reloptions FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = ? AND c.reloptions IS NOT NULL ORDER BY c.relname`,
      [schema],
    );
    return rows;
  };

  const indexesOf = async (schema: string) => {
    const { rows } = await env.knex.raw<{ rows: { indexname: string; indexdef: string }[] }>(
      'SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = ? ORDER BY indexname',
      [schema],
    );
    return rows;
  };

  it('produces exactly the rows that incremental projection produced', async () => {
    const projector = createProjector({
      knex: env.knex,
      store: env.store,
      projection: portalProjection,
      logger: env.logger,
      batchSize: 3,
    });
    try {
      await append([...history(1), ...history(2)]);
      await projector.start();
      // Later history arrives while the projector tails the log.
      await append([...history(3), ...history(4)]);
      const head = await env.store.headPosition();
      expect(await projector.waitForPosition(head ?? 0n, { timeoutMs: 15_000 })).toBe(true);
      const incremental = await dumpReadModels(env.knex, 'read');
      expect(incremental.city_audit_log!.length).toBeGreaterThan(20);
      expect(incremental.cities).toHaveLength(16);
      const indexes = await indexesOf('read');
      expect(indexes.length).toBeGreaterThan(10);
      const storageOptions = await storageOptionsOf('read');
      expect(storageOptions).toContainEqual({ relname: 'cities', reloptions: ['fillfactor=50'] });

      await projector.rebuild({ batchSize: 50 });

      expect(await dumpReadModels(env.knex, 'read')).toEqual(incremental);
      // The rebuild builds the readers' indexes after its replay: all of them, as they were.
      expect(await indexesOf('read')).toEqual(indexes);
      expect(await storageOptionsOf('read')).toEqual(storageOptions);
    } finally {
      await projector.stop();
    }
  });

  it('leaves the same rows however the log is cut into batches', async () => {
    const projector = createProjector({
      knex: env.knex,
      store: env.store,
      projection: portalProjection,
      logger: env.logger,
    });
    try {
      await append([...history(5), ...history(6)]);
      await projector.start();
      const dumps = [];
      // One event per batch is what the event-by-event handlers did; a whole log is one batch.
      for (const batchSize of [1, 7, 10_000]) {
        await projector.rebuild({ batchSize });
        dumps.push(await dumpReadModels(env.knex, 'read'));
      }
      expect(dumps[0]!.city_audit_log!.length).toBeGreaterThan(60);
      expect(dumps[0]!.danger_zone_changes).toHaveLength(30);
      const checks = await env.knex
        .withSchema('read')
        .from('seerat_model_checks')
        .whereIn('city_id', [510, 610])
        .select('city_id', 'check_id', 'check_status', 'notes', 'version')
        .orderBy(['city_id', 'check_id']);
      expect(checks).toEqual(
        [510, 610].flatMap((cityId) => [
          { city_id: cityId, check_id: 1, check_status: 'passed', notes: null, version: 4 },
          { city_id: cityId, check_id: 2, check_status: 'pending', notes: 'Three', version: 2 },
        ]),
      );
      expect(dumps[1]).toEqual(dumps[0]);
      expect(dumps[2]).toEqual(dumps[0]);
    } finally {
      await projector.stop();
    }
    // Three rebuilds, the first one event per batch: about 20 s alone, more beside other tests.
  }, 90_000);
});
