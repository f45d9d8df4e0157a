import Router from '@koa/router';
import { authorize } from '@seerat/access';
import type { CustomRole } from '@seerat/contracts';
import type { Knex } from '@seerat/platform';
import { customRolesTable, READ_MODEL, READ_SCHEMA } from '@seerat/projector/tables';
import type { ReadRoutes } from '../../app';

const ROLE = customRolesTable.as('r');

/** `GET /api/admin/custom-roles`: every custom role, active or not, by name; administrators only. */
export function customRoleReadRouter(deps: { knex: Knex }): ReadRoutes {
  const router = new Router({ prefix: '/api/admin/custom-roles' });

  router.get('/', async (ctx) => {
    authorize(ctx, 'manage_users');
    const rows = await deps.knex
      .withSchema(READ_SCHEMA)
      .from(ROLE.from)
      .select(
        ROLE.select(
          'id',
          'name',
          'description',
          'permissions',
          'isActive',
          'createdBy',
          'createdAt',
          'updatedAt',
          'version',
        ),
      )
      .orderByRaw(`lower(${ROLE.col('name')})`);
    ctx.body = rows.map(
      (row): CustomRole => ({
        ...row,
        createdAt: new Date(row.createdAt).toISOString(),
        updatedAt: new Date(row.updatedAt).toISOString(),
      }),
    );
  });

  return { router, readModels: [READ_MODEL.customRoles] };
}
