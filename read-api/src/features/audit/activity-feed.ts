import {
  type ActivityEntry,
  type ActivityFilters,
  type CursorValue,
  encodeCursor,
  type Page,
} from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { AUDIT_LOGS, auditRowCountTable, ENTITY_AUDIT_LOG, READ_SCHEMA } from '@seerat/projector/tables';
import { checkedCursor, type SortKey } from '../../http/keyset-page';

/**
 * Each history table as the feed reads it: the kind of entity (a SQL expression) and its id column.
 * A table of one kind names it as a text constant (which no ORDER BY may name: see below); the
 * shared log's kind expression is the one its feed indexes are built on (`feedKind`).
 */
const SOURCES = [
  ...Object.entries(AUDIT_LOGS).map(([kind, log]) => ({
    table: log.table,
    entityType: `'${kind}'::text`,
    owner: log.ownerColumn,
  })),
  {
    table: ENTITY_AUDIT_LOG.table,
    entityType: ENTITY_AUDIT_LOG.feedKind,
    owner: ENTITY_AUDIT_LOG.ownerColumn,
  },
];

/** The feed's order, newest first: (time, kind, id) descending, as each part's feed index. */
const FEED_KEYS: SortKey[] = [
  { sql: 'created_at', kind: 'time', descending: true },
  { sql: 'entity_type', kind: 'text', descending: true },
  { sql: 'id', kind: 'int', descending: true },
];

/** A request for one page of the feed: its filters, how many rows, and after which row. */
export type FeedRequest = ActivityFilters & { limit: number; cursor?: CursorValue[] };

/**
 * One page of the organisation's changes, newest first, every history table read as one: the
 * filters go into each table's part, the order is (time, kind, id) descending and the page starts
 * after the cursor, so each part is read only as far as the page needs. The total counts the
 * filtered feed.
 */
export async function activityPage(knex: Knex, request: FeedRequest): Promise<Page<ActivityEntry>> {
  const page = activitySql(request);
  const total = activityCountSql(request);
  const [{ rows }, counted] = await Promise.all([
    knex.raw<{ rows: FeedRow[] }>(page.sql, page.bindings),
    knex.raw<{ rows: { total: number }[] }>(total.sql, total.bindings),
  ]);
  const items = rows.slice(0, request.limit);
  const last = items.at(-1);
  return {
    items: items.map(toEntry),
    nextCursor: rows.length > request.limit && last ? encodeCursor(JSON.parse(last.page_cursor)) : null,
    total: counted.rows[0]!.total,
  };
}

/** Each part's conditions: the filters, and the cursor's position where the page starts. */
function partConditions(
  source: (typeof SOURCES)[number],
  request: FeedRequest,
  withCursor: boolean,
): { where: string[]; bindings: Knex.RawBinding[] } {
  const where: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  const entityType = `(${source.entityType})`;
  const filters: [unknown, string][] = [
    [request.user, 'username = ?'],
    [request.entityType, `${entityType} = ?`],
    [request.entityId, `${source.owner} = ?`],
    [request.action, 'action = ?'],
    [request.from, 'created_at >= ?'],
    [request.to, 'created_at <= ?'],
  ];
  for (const [value, condition] of filters) {
    if (value === undefined) continue;
    where.push(condition);
    bindings.push(value as Knex.RawBinding);
  }
  if (withCursor && request.cursor) {
    const [at, kind, id] = checkedCursor(FEED_KEYS, request.cursor);
    where.push(`(created_at, ${entityType}, id) < (?::timestamptz, ?, ?)`);
    bindings.push(at!, kind!, id!);
  }
  return { where, bindings };
}

const whereClause = (where: string[]) => (where.length > 0 ? `WHERE ${where.join(' AND ')}` : '');

/**
 * The page's one statement. Each part walks one of its table's feed indexes (see
 * `auditFeedIndexesMigration`) from the cursor on, one row past the page (to know whether another
 * follows); a test reads the plan.
 */
export function activitySql(request: FeedRequest): { sql: string; bindings: Knex.RawBinding[] } {
  const parts: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  const rows = request.limit + 1;
  for (const source of SOURCES) {
    const part = partConditions(source, request, true);
    bindings.push(...part.bindings);
    const entityType = `(${source.entityType})`;
    parts.push(
      `(SELECT id, ${entityType} AS entity_type, ${source.owner} AS entity_id, action, field_name, old_value,
               new_value, change_reason, username, ip_address, user_agent, created_at
          FROM ${READ_SCHEMA}.${source.table}
         ${whereClause(part.where)}
         ORDER BY created_at DESC, ${source.table === ENTITY_AUDIT_LOG.table ? `${entityType} DESC, ` : ''}id DESC
         LIMIT ${rows})`,
    );
  }
  return {
    sql: `SELECT *, json_build_array(created_at, entity_type, id)::text AS page_cursor
            FROM (${parts.join(' UNION ALL ')}) AS feed
           ORDER BY created_at DESC, entity_type DESC, id DESC LIMIT ${rows}`,
    bindings,
  };
}

/**
 * How many rows the filtered feed holds, every table counted with the page's filters. The whole
 * feed, unfiltered (the Activity page as it opens), is the sum of the counts the projector keeps
 * beside each history table (`auditRowCountMigration`): counting every row on each request cost
 * more than reading the page, and grows with the history.
 */
export function activityCountSql(request: FeedRequest): { sql: string; bindings: Knex.RawBinding[] } {
  const parts: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  for (const source of SOURCES) {
    const part = partConditions(source, request, false);
    bindings.push(...part.bindings);
    parts.push(
      part.where.length === 0
        ? `(SELECT row_count AS n FROM ${READ_SCHEMA}.${auditRowCountTable(source.table)})`
        : `(SELECT count(*) AS n FROM ${READ_SCHEMA}.${source.table} ${whereClause(part.where)})`,
    );
  }
  return {
    sql: `SELECT coalesce(sum(n), 0)::int AS total FROM (${parts.join(' UNION ALL ')}) AS counts`,
    bindings,
  };
}

interface FeedRow {
  id: number;
  entity_type: ActivityEntry['entityType'];
  entity_id: number;
  action: ActivityEntry['action'];
  field_name: string | null;
  old_value: string | null;
  new_value: string | null;
  change_reason: string | null;
  username: string;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Date;
  page_cursor: string;
}

function toEntry(row: FeedRow): ActivityEntry {
  const createdAt = row.created_at.toISOString();
  return {
    id: row.id,
    entityType: row.entity_type,
    entityId: row.entity_id,
    action: row.action,
    fieldName: row.field_name,
    oldValue: row.old_value,
    newValue: row.new_value,
    changeReason: row.change_reason,
    createdAt,
    user: { username: row.username || 'System' },
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
  };
}
