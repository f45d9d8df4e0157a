import Router from '@koa/router';
import { authorize } from '@seerat/access';
import { type AdminUser, adminUserListQuerySchema, type Page } from '@seerat/contracts';
import { type Knex, validate } from '@seerat/platform';
import { READ_MODEL, READ_SCHEMA, usersTable } from '@seerat/projector/tables';
import type { ReadRoutes } from '../../app';
import { keysetPage, type SortKey } from '../../http/keyset-page';
import { whereSearched } from '../../http/text-search';

const column = usersTable.column;

/** The accounts by username; the id only orders what the database would call equal. */
const BY_USERNAME: SortKey[] = [
  { sql: column.username, kind: 'text' },
  { sql: column.id, kind: 'int' },
];

/**
 * `GET /api/admin/users`: the accounts, for administrators, a page at a time by username, searched
 * by username over all of them.
 */
export function userReadRouter(deps: { knex: Knex }): ReadRoutes {
  const router = new Router({ prefix: '/api' });

  router.get('/admin/users', validate({ query: adminUserListQuerySchema }), async (ctx) => {
    authorize(ctx, 'manage_users');
    const { search, ...request } = ctx.state.input.query;
    const users = deps.knex.withSchema(READ_SCHEMA).from(usersTable.name).select({
      id: column.id,
      username: column.username,
      roles: column.roles,
      assignedZoneId: column.assignedZoneId,
      assignedCityId: column.assignedCityId,
      isActive: column.isActive,
      organisationWide: column.organisationWide,
      createdAt: column.createdAt,
    });
    const page = await keysetPage<Omit<AdminUser, 'createdAt'> & { createdAt: Date }>(
      deps.knex,
      whereSearched(users, [column.username], search),
      BY_USERNAME,
      request,
    );
    ctx.body = {
      ...page,
      items: page.items.map(
        (row): AdminUser => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }),
      ),
    } satisfies Page<AdminUser>;
  });

  return { router, readModels: [READ_MODEL.users] };
}
