import { type AuditEntry, can, type Page, type PageQuery } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { READ_SCHEMA } from '@seerat/projector/tables';
import type { Context } from 'koa';
import { keysetPage, type SortKey } from '../../http/keyset-page';

/** Whether the caller sees where each change came from: auditors and administrators. */
export function seesOrigin(ctx: Context): boolean {
  return can(ctx.state.user ?? null, 'audit_trail');
}

/** A history's order: newest first, and the entries of one moment (one command) as recorded. */
const NEWEST_FIRST: SortKey[] = [
  { sql: 'created_at', kind: 'time', descending: true },
  { sql: 'id', kind: 'int' },
];

/**
 * One page of an entity's change history, in the shape of `AuditEntry`: times as ISO strings in
 * UTC with milliseconds (as they were recorded), `System` for a change without a username. Where
 * each change came from (address and browser) is added only `withOrigin`: for auditors and
 * administrators (`audit_trail`). A log shared by several kinds of entity names the kind in
 * `entityType`. A long-lived city has hundreds of entries: they come a page at a time.
 */
export async function auditHistoryPage(
  knex: Knex,
  options: { table: string; ownerColumn: string; ownerId: number; entityType?: string; withOrigin?: boolean },
  request: PageQuery,
): Promise<Page<AuditEntry>> {
  const query = knex
    .withSchema(READ_SCHEMA)
    .from(options.table)
    .where(options.ownerColumn, options.ownerId)
    .select({
      id: 'id',
      action: 'action',
      fieldName: 'field_name',
      oldValue: 'old_value',
      newValue: 'new_value',
      changeReason: 'change_reason',
    })
    .select(
      knex.raw(`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`),
      knex.raw(`json_build_object('username', coalesce(nullif(username, ''), 'System')) AS "user"`),
    );
  if (options.withOrigin) query.select({ ipAddress: 'ip_address', userAgent: 'user_agent' });
  if (options.entityType !== undefined) query.where('entity_type', options.entityType);
  return keysetPage<AuditEntry>(knex, query, NEWEST_FIRST, request);
}
