import Router from '@koa/router';
import type { CityProfileSummary } from '@seerat/contracts';
import { type Knex, READ_SCHEMA } from '@seerat/platform';
import { authorizeCityRead, authorizeZoneRead } from '../../access/readable';
import { idParam } from '../../http/id-param';

/**
 * Change histories, one entry per changed field (`/audit` and `/audit-history` are the same list
 * under the two names the screens use), and a city's profile summary. Newest change first; the
 * fields of one change (one command: the same time) in the order they were recorded, which is the
 * form's order.
 */
export function auditReadRouter(deps: { knex: Knex }): Router {
  const { knex } = deps;
  const router = new Router({ prefix: '/api' });

  router.get(['/cities/:id/audit', '/cities/:id/audit-history'], async (ctx) => {
    const cityId = idParam(ctx);
    await authorizeCityRead(ctx, knex, cityId);
    ctx.type = 'json';
    ctx.body = await history(knex, { table: 'city_audit_log', ownerColumn: 'city_id', ownerId: cityId });
  });

  router.get('/zones/:id/audit', async (ctx) => {
    const zoneId = idParam(ctx);
    await authorizeZoneRead(ctx, knex, zoneId);
    ctx.type = 'json';
    ctx.body = await history(knex, { table: 'zone_audit_log', ownerColumn: 'zone_id', ownerId: zoneId });
  });

  router.get('/cities/:id/profile-summary', async (ctx) => {
    const cityId = idParam(ctx);
    await authorizeCityRead(ctx, knex, cityId);
    const row = await knex
      .withSchema(READ_SCHEMA)
      .from('city_profile_summary')
      .where('city_id', cityId)
      .select('total_changes', 'last_edited_by', 'last_edited_at')
      .first();
    ctx.body = {
      totalChanges: row?.total_changes ?? 0,
      lastEditor: row ? { username: row.last_edited_by } : null,
      lastEditedAt: row ? new Date(row.last_edited_at).toISOString() : null,
    } satisfies CityProfileSummary;
  });

  return router;
}

/**
 * The history as the API answers it, built by PostgreSQL as one JSON text: a long-lived city has
 * hundreds of entries, and turning them into objects and back into JSON in Node cost more than
 * the query. Same shape as `AuditEntry`: times as ISO strings in UTC with milliseconds (as they
 * were recorded), `System` for a change without a username.
 */
async function history(
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
