import type { ActivityEntry, ActivityQuery } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { ENTITY_AUDIT_LOG, READ_SCHEMA } from '@seerat/projector';

/** Each history table as the feed reads it: the kind of entity (a SQL expression) and its id column. */
const SOURCES = [
  // A table of one kind names it as a text constant (which no ORDER BY may name: see below).
  { table: 'zone_audit_log', entityType: `'zones'::text`, owner: 'zone_id' },
  { table: 'city_audit_log', entityType: `'cities'::text`, owner: 'city_id' },
  { table: 'qabail_audit_log', entityType: `'qabails'::text`, owner: 'qabail_id' },
  { table: 'gathering_audit_log', entityType: `'events'::text`, owner: 'gathering_id' },
  { table: 'meeting_audit_log', entityType: `'meetings'::text`, owner: 'meeting_id' },
  { table: 'karguzari_audit_log', entityType: `'karguzari'::text`, owner: 'report_id' },
  { table: 'budget_audit_log', entityType: `'budgets'::text`, owner: 'budget_id' },
  // The shared log's kind expression is the one its feed indexes are built on (`feedKind`).
  {
    table: ENTITY_AUDIT_LOG.table,
    entityType: ENTITY_AUDIT_LOG.feedKind,
    owner: ENTITY_AUDIT_LOG.ownerColumn,
  },
] as const;

/**
 * One page of the organisation's changes, newest first, every history table read as one: the
 * filters go into each table's part, the order is (time, kind, id) descending and the page starts
 * after the cursor, so each part is read only as far as the page needs.
 */
export async function activityPage(knex: Knex, query: ActivityQuery): Promise<ActivityEntry[]> {
  const { sql, bindings } = activitySql(query);
  const { rows } = await knex.raw<{ rows: FeedRow[] }>(sql, bindings);
  return rows.map(toEntry);
}

/**
 * The page's one statement. Each part walks one of its table's feed indexes (see
 * `auditFeedIndexesMigration`) from the cursor on; a test reads the plan.
 */
export function activitySql(query: ActivityQuery): { sql: string; bindings: Knex.RawBinding[] } {
  const parts: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  for (const source of SOURCES) {
    const where: string[] = [];
    const entityType = `(${source.entityType})`;
    if (query.user !== undefined) {
      where.push('username = ?');
      bindings.push(query.user);
    }
    if (query.entityType !== undefined) {
      where.push(`${entityType} = ?`);
      bindings.push(query.entityType);
    }
    if (query.entityId !== undefined) {
      where.push(`${source.owner} = ?`);
      bindings.push(query.entityId);
    }
    if (query.action !== undefined) {
      where.push('action = ?');
      bindings.push(query.action);
    }
    if (query.from !== undefined) {
      where.push('created_at >= ?');
      bindings.push(query.from);
    }
    if (query.to !== undefined) {
      where.push('created_at <= ?');
      bindings.push(query.to);
    }
    if (query.before !== undefined) {
      const [at, kind, id] = query.before.split('|') as [string, string, string];
      where.push(`(created_at, ${entityType}, id) < (?::timestamptz, ?, ?)`);
      bindings.push(at, kind, Number(id));
    }
    parts.push(
      `(SELECT id, ${entityType} AS entity_type, ${source.owner} AS entity_id, action, field_name, old_value,
               new_value, change_reason, username, ip_address, user_agent, created_at
          FROM ${READ_SCHEMA}.${source.table}
         ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY created_at DESC, ${source.table === 'entity_audit_log' ? `${entityType} DESC, ` : ''}id DESC
         LIMIT ${query.limit})`,
    );
  }
  return {
    sql: `SELECT * FROM (${parts.join(' UNION ALL ')}) AS feed
           ORDER BY created_at DESC, entity_type DESC, id DESC LIMIT ${query.limit}`,
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
    cursor: `${createdAt}|${row.entity_type}|${row.id}`,
  };
}
