import { activityQuerySchema, encodeCursor } from '@seerat/contracts';
import { createKnex, type Knex } from '@seerat/platform';
import { createTestDatabase, type TestDatabase } from '@seerat/platform/testing';
import { migrateReadSchema, portalProjection, projectionMigrations, READ_SCHEMA } from '@seerat/projector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityCountSql, activitySql, type FeedRequest } from '../src/features/audit/activity-feed';

/** Every history table the feed reads, with the column naming its entity. */
const TABLES = [
  ['zone_audit_log', 'zone_id'],
  ['city_audit_log', 'city_id'],
  ['qabail_audit_log', 'qabail_id'],
  ['gathering_audit_log', 'gathering_id'],
  ['meeting_audit_log', 'meeting_id'],
  ['karguzari_audit_log', 'report_id'],
  ['entity_audit_log', 'entity_id'],
] as const;
const ROWS_PER_TABLE = 30_000;

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/**
 * The activity feed at national scale: over history tables of 30,000 rows each, every page (the
 * first, filtered by user, action, date range, kind and entity, and one deep behind a cursor) reads
 * each table through a feed index only as far as the page needs (EXPLAIN ANALYZE counts the rows
 * each table gave, kept or filtered out), never the whole table.
 */
describe('the activity feed read plan', () => {
  let database: TestDatabase;
  let knex: Knex;

  beforeAll(async () => {
    database = await createTestDatabase('activity_feed_plan');
    knex = createKnex({ connectionString: database.url });
    await migrateReadSchema(knex, {
      schema: READ_SCHEMA,
      migrations: projectionMigrations(portalProjection),
    });
    for (const [index, [table, owner]] of TABLES.entries()) {
      // Columns some logs add (the kind of entity, the city a qabail belongs to), filled by type.
      const { rows: extra } = await knex.raw<{ rows: { column_name: string; data_type: string }[] }>(
        `SELECT column_name, data_type FROM information_schema.columns
          WHERE table_schema = ? AND table_name = ? AND is_nullable = 'NO' AND column_default IS NULL
            AND column_name NOT IN ('id', ?, 'action', 'username', 'created_at')`,
        [READ_SCHEMA, table, owner],
      );
      const kind = extra.map((column) => `, ${column.column_name}`).join('');
      const kindValue = extra
        .map((column) =>
          column.column_name === 'entity_type'
            ? `, (ARRAY['user', 'custom-role', 'reading-progress'])[g % 3 + 1]`
            : column.data_type === 'integer'
              ? ', g % 100 + 1'
              : `, 'x'`,
        )
        .join('');
      await knex.raw(
        `INSERT INTO ${READ_SCHEMA}.${table}
           (id, ${owner}, action, field_name, old_value, new_value, user_id, username, change_reason,
            ip_address, user_agent, created_at${kind})
         SELECT g, g % 500 + 1, (ARRAY['create', 'update', 'update', 'update', 'delete'])[g % 5 + 1], 'name',
                'old ' || g, 'new ' || g, g % 40, 'user' || (g % 40), 'because', '10.0.0.1', 'Mozilla/5.0',
                timestamptz '2026-01-01' + (g * 7 + ${index}) * interval '1 minute'${kindValue}
           FROM generate_series(1, ${ROWS_PER_TABLE}) g`,
      );
      await knex.raw(`ANALYZE ${READ_SCHEMA}.${table}`);
    }
  }, 120_000);
  afterAll(async () => {
    await knex?.destroy();
    await database?.drop();
  });

  /** The most rows any one table gave the plan of the page's statement (or of its total's). */
  async function mostRowsRead(
    query: Record<string, string>,
    statement: (request: FeedRequest) => { sql: string; bindings: Knex.RawBinding[] } = activitySql,
  ): Promise<number> {
    const { sql, bindings } = statement(activityQuerySchema.parse(query));
    const { rows } = await knex.raw<{ rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
      bindings,
    );
    const read = new Map<string, number>();
    const walk = (node: PlanNode) => {
      const table = node['Relation Name'];
      if (table) {
        const rowsOut = (node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0);
        read.set(table, (read.get(table) ?? 0) + rowsOut * (node['Actual Loops'] ?? 1));
      }
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(rows[0]!['QUERY PLAN'][0].Plan);
    return Math.max(0, ...read.values());
  }

  it('reads a page of rows per table for the first page and for each filter', async () => {
    const pages: Record<string, string>[] = [
      {},
      { user: 'user7' },
      { action: 'delete' },
      { from: '2026-01-20T00:00:00Z', to: '2026-02-10T00:00:00Z' },
      { user: 'user7', action: 'update', from: '2026-01-10T00:00:00Z' },
      { entityType: 'users' },
      { entityType: 'reading-progress', entityId: '42' },
      { entityType: 'cities', entityId: '42' },
      { cursor: encodeCursor(['2026-02-15T00:00:00.000Z', 'cities', 5000]) },
    ];
    for (const page of pages) {
      expect(await mostRowsRead({ ...page, limit: '50' }), JSON.stringify(page)).toBeLessThanOrEqual(120);
    }
  });

  /** The feed's total as the API counts it. */
  async function total(query: Record<string, string>): Promise<number> {
    const { sql, bindings } = activityCountSql(activityQuerySchema.parse(query));
    const { rows } = await knex.raw<{ rows: { total: number }[] }>(sql, bindings);
    return rows[0]!.total;
  }

  it("counts the whole feed from the projector's counters, reading no history row", async () => {
    expect(await mostRowsRead({}, activityCountSql)).toBe(1);
    expect(await total({})).toBe(TABLES.length * ROWS_PER_TABLE);
    // A filtered total still counts the rows the filter keeps.
    expect(await total({ user: 'user7' })).toBe(TABLES.length * (ROWS_PER_TABLE / 40));
  });

  it('keeps the counters right through inserts, deletes and a truncate', async () => {
    const table = `${READ_SCHEMA}.zone_audit_log`;
    await knex.raw(
      `INSERT INTO ${table} (id, zone_id, action, username, created_at)
       SELECT ${ROWS_PER_TABLE} + g, 1, 'update', 'later', now() FROM generate_series(1, 5) g`,
    );
    expect(await total({})).toBe(TABLES.length * ROWS_PER_TABLE + 5);
    await knex.raw(`DELETE FROM ${table} WHERE username = 'later' AND id % 2 = 0`);
    expect(await total({})).toBe(TABLES.length * ROWS_PER_TABLE + 3);
    await knex.raw(`TRUNCATE ${table}`);
    expect(await total({})).toBe((TABLES.length - 1) * ROWS_PER_TABLE);
    expect(await total({ entityType: 'zones' })).toBe(0);
  });
});
