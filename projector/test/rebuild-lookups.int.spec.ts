import type { RecordedEvent } from '@seerat/eventstore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadModelAppliers } from '../src/handling/event-dispatch';
import { portalProjection, projectionMigrations } from '../src/index';
import { migrateReadSchema } from '../src/read-schema/migrate-read-schema';
import { dropSecondaryIndexes } from '../src/rebuild/replay-indexes';
import { reportCreated, reportReviewed } from './meeting-karguzari-events';
import { createTestEnvironment, readWholeLog, type TestEnvironment } from './test-environment';
import { cityCreated, cityUpdated, type StreamEvent, zoneCreated } from './zone-city-events';

const SCHEMA = 'replay';

/** The audit logs' row counts are one row each (`auditRowCountMigration`): a scan reads that row. */
const isRowCount = (table: string) => table.endsWith('_row_count');
/** What one page of two events reads of a table through an index: the rows they change or compare. */
const A_HANDFUL = 10;

/**
 * A rebuild replays with only the unique and partial indexes (`dropSecondaryIndexes`). A handler
 * that looks up rows an earlier page wrote must find them through one of those: a scan would read
 * every row the replay has written so far, once per lookup (a move of a city scanned every version
 * of every city, a review of a report the whole karguzari history).
 */
describe('the lookups of a replay without the readers’ indexes', () => {
  let env: TestEnvironment;

  beforeAll(async () => {
    env = await createTestEnvironment('rebuild lookups');
    await migrateReadSchema(env.knex, { schema: SCHEMA, migrations: projectionMigrations(portalProjection) });
    await dropSecondaryIndexes(env.knex, SCHEMA);
  });
  afterAll(async () => {
    await env?.close();
  });

  const append = async (events: StreamEvent[]): Promise<RecordedEvent[]> => {
    const before = (await readWholeLog(env.store)).length;
    for (const { stream, event } of events) await env.store.append(stream, [event], 'any');
    return (await readWholeLog(env.store)).slice(before);
  };

  /** Applies one page as the replay does, then names the tables from which it read many rows. */
  const replayPage = (events: RecordedEvent[]) =>
    env.knex.transaction(async (trx) => {
      // The connection's counts not yet reported also hold its earlier transactions' reads.
      const rowsRead = async () => {
        const { rows } = await trx.raw<{ rows: { relname: string; read: string }[] }>(
          `SELECT relname, seq_tup_read + coalesce(idx_tup_fetch, 0) AS read
             FROM pg_stat_xact_user_tables WHERE schemaname = ?`,
          [SCHEMA],
        );
        return new Map(rows.map((row) => [row.relname, Number(row.read)]));
      };
      const before = await rowsRead();
      await trx.raw(`SET LOCAL search_path TO ${SCHEMA}`);
      // A table this small is scanned whenever the planner may: here only a lookup no index serves.
      await trx.raw('SET LOCAL enable_seqscan TO off');
      for (const { apply } of createReadModelAppliers(portalProjection)) await apply(trx, events);
      const after = await rowsRead();
      return [...after]
        .filter(([table, read]) => read - (before.get(table) ?? 0) > A_HANDFUL && !isRowCount(table))
        .map(([table]) => table);
    });

  it('finds a moved city’s sub-cities and a reviewed report’s last status among their own rows', async () => {
    const report = { reportId: 100, cityId: 12, zoneId: 1 };
    // Others, written after them: a lookup that reads its way through the table meets these first.
    const others = Array.from({ length: 30 }, (_, index) => 30 + index);
    await replayPage(
      await append([
        zoneCreated(1),
        cityCreated(10, { zoneId: 1 }),
        cityCreated(11, { zoneId: 1, isParentCity: true, parentCityId: 10 }),
        cityCreated(12, { zoneId: 1, isParentCity: true, parentCityId: 11 }),
        cityCreated(20, { zoneId: 1 }),
        reportCreated(report.reportId, report),
        ...others.map((cityId) => cityCreated(cityId, { zoneId: 1 })),
        ...others.map((cityId) => reportCreated(cityId + 200, { cityId, zoneId: 1 })),
      ]),
    );

    const readMany = await replayPage(
      await append([
        cityUpdated(11, { parentCityId: { from: 10, to: 20 } }),
        reportReviewed({ ...report, version: 1 }, 'approved', null),
      ]),
    );

    expect(readMany).toEqual([]);
    const { rows } = await env.knex.raw<{ rows: { id: number; path: number[] }[] }>(
      `SELECT id, path FROM ${SCHEMA}.cities ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 10, path: [10] },
      { id: 11, path: [11, 20] },
      { id: 12, path: [12, 11, 20] },
      { id: 20, path: [20] },
      ...others.map((id) => ({ id, path: [id] })),
    ]);
  });
});
