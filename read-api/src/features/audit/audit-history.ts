import { can } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { READ_SCHEMA } from '@seerat/projector';
import type { Context } from 'koa';

/** Whether the caller sees where each change came from: auditors and administrators. */
export function seesOrigin(ctx: Context): boolean {
  return can(ctx.state.user ?? null, 'audit_trail');
}

/**
 * The history as the API answers it, built by PostgreSQL as one JSON text: a long-lived city has
 * hundreds of entries, and turning them into objects and back into JSON in Node cost more than
 * the query. Same shape as `AuditEntry`: times as ISO strings in UTC with milliseconds (as they
 * were recorded), `System` for a change without a username. Where each change came from (address
 * and browser) is added only `withOrigin`: for auditors and administrators (`audit_trail`).
 * A log shared by several kinds of entity names the kind in `entityType`.
 */
export async function auditHistoryJson(
  knex: Knex,
  options: { table: string; ownerColumn: string; ownerId: number; entityType?: string; withOrigin?: boolean },
): Promise<string> {
  const origin = options.withOrigin ? `, 'ipAddress', ip_address, 'userAgent', user_agent` : '';
  const ofType = options.entityType === undefined ? '' : ' AND entity_type = ?';
  const { rows } = await knex.raw<{ rows: { entries: string }[] }>(
    `SELECT coalesce(json_agg(json_build_object(
              'id', id,
              'action', action,
              'fieldName', field_name,
              'oldValue', old_value,
              'newValue', new_value,
              'changeReason', change_reason,
              'createdAt', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'user', json_build_object('username', coalesce(nullif(username, ''), 'System'))${origin}
            ) ORDER BY created_at DESC, id), '[]')::text AS entries
       FROM ??.?? WHERE ?? = ?${ofType}`,
    [
      READ_SCHEMA,
      options.table,
      options.ownerColumn,
      options.ownerId,
      ...(options.entityType === undefined ? [] : [options.entityType]),
    ],
  );
  return rows[0]!.entries;
}
