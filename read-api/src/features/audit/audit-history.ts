import type { Knex } from '@seerat/platform';
import { READ_SCHEMA } from '@seerat/projector';

/**
 * The history as the API answers it, built by PostgreSQL as one JSON text: a long-lived city has
 * hundreds of entries, and turning them into objects and back into JSON in Node cost more than
 * the query. Same shape as `AuditEntry`: times as ISO strings in UTC with milliseconds (as they
 * were recorded), `System` for a change without a username.
 */
export async function auditHistoryJson(
  knex: Knex,
  options: { table: string; ownerColumn: string; ownerId: number },
): Promise<string> {
  const { rows } = await knex.raw<{ rows: { entries: string }[] }>(
    `SELECT coalesce(json_agg(json_build_object(
              'id', id,
              'action', action,
              'fieldName', field_name,
              'oldValue', old_value,
              'newValue', new_value,
              'changeReason', change_reason,
              'createdAt', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'user', json_build_object('username', coalesce(nullif(username, ''), 'System'))
            ) ORDER BY created_at DESC, id), '[]')::text AS entries
       FROM ??.?? WHERE ?? = ?`,
    [READ_SCHEMA, options.table, options.ownerColumn, options.ownerId],
  );
  return rows[0]!.entries;
}
