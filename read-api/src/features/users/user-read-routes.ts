import Router from '@koa/router';
import { authorize } from '@seerat/access';
import type { AdminUser } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { READ_SCHEMA, usersTable } from '@seerat/projector';

/** `GET /api/admin/users`: every account, for administrators. */
export function userReadRouter(deps: { knex: Knex }): Router {
  const router = new Router({ prefix: '/api' });
  const column = usersTable.column;

  router.get('/admin/users', async (ctx) => {
    authorize(ctx, 'manage_users');
    const rows: (Omit<AdminUser, 'createdAt'> & { createdAt: Date })[] = await deps.knex
      .withSchema(READ_SCHEMA)
      .from(usersTable.name)
      .select({
        id: column.id,
        username: column.username,
        roles: column.roles,
        assignedZoneId: column.assignedZoneId,
        assignedCityId: column.assignedCityId,
        isActive: column.isActive,
        organisationWide: column.organisationWide,
        createdAt: column.createdAt,
      })
      .orderBy(column.username);
    ctx.body = rows.map((row): AdminUser => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
  });

  return router;
}
