import Router from '@koa/router';
import type { AdminUser } from '@seerat/contracts';
import { authorize, type Knex, READ_SCHEMA, requireUser, toCurrentUser } from '@seerat/platform';

/** The signed-in user (`401` when signed out) and, for administrators, every account. */
export function userReadRouter(deps: { knex: Knex }): Router {
  const router = new Router({ prefix: '/api' });

  router.get('/user', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toCurrentUser(requireUser(ctx));
  });

  router.get('/admin/users', async (ctx) => {
    authorize(ctx, 'manage_users');
    const rows = await deps.knex
      .withSchema(READ_SCHEMA)
      .from('users')
      .select(
        'id',
        'username',
        'roles',
        'assigned_zone_id',
        'assigned_city_id',
        'is_active',
        'organisation_wide',
        'created_at',
      )
      .orderBy('username');
    ctx.body = rows.map(
      (row): AdminUser => ({
        id: row.id,
        username: row.username,
        roles: row.roles,
        assignedZoneId: row.assigned_zone_id,
        assignedCityId: row.assigned_city_id,
        isActive: row.is_active,
        organisationWide: row.organisation_wide,
        createdAt: new Date(row.created_at).toISOString(),
      }),
    );
  });

  return router;
}
