import Router from '@koa/router';
import { authorize } from '@seerat/access';
import type { CustomRole } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { READ_SCHEMA } from '@seerat/projector/tables';

/** `GET /api/admin/custom-roles`: every custom role, active or not, by name; administrators only. */
export function customRoleReadRouter(deps: { knex: Knex }): Router {
  const router = new Router({ prefix: '/api/admin/custom-roles' });

  router.get('/', async (ctx) => {
    authorize(ctx, 'manage_users');
    const rows = await deps.knex
      .withSchema(READ_SCHEMA)
      .from('custom_roles')
      .select({
        id: 'id',
        name: 'name',
        description: 'description',
        permissions: 'permissions',
        isActive: 'is_active',
        createdBy: 'created_by',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
        version: 'version',
      })
      .orderByRaw('lower(name)');
    ctx.body = rows.map(
      (row): CustomRole => ({
        ...row,
        createdAt: new Date(row.createdAt).toISOString(),
        updatedAt: new Date(row.updatedAt).toISOString(),
      }),
    );
  });

  return router;
}
