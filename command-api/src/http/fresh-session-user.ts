import { findActiveUser, type SessionUser } from '@seerat/access';
import { customRoleStreamName, isSystemRole, userStreamName } from '@seerat/contracts';
import { customRolesTable, READ_SCHEMA } from '@seerat/projector';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import type { ProjectedStreams } from '../facts/projected-streams';

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Before a write, the signed-in user as their own stream and their custom roles' streams last
 * left them: a deactivation, a changed role or assignment, or a custom role's lost permission
 * committed before this request is never missed because the read models had not caught up.
 */
export function freshSessionUser(options: { knex: Knex; projected: ProjectedStreams }): Middleware {
  return async (ctx, next) => {
    const user = ctx.state.user as SessionUser | null | undefined;
    if (user && !READING_METHODS.has(ctx.method)) {
      const roleIds = await customRoleIds(options.knex, user.roles);
      const streams = [userStreamName(user.id), ...roleIds.map(customRoleStreamName)];
      if ((await options.projected.awaitStreams(streams)) === 'waited') {
        ctx.state.user = await findActiveUser(options.knex, user.id);
      }
    }
    await next();
  };
}

async function customRoleIds(knex: Knex, roles: readonly string[]): Promise<number[]> {
  const custom = roles.filter((role) => !isSystemRole(role));
  if (custom.length === 0) return [];
  const { column } = customRolesTable;
  const rows: { id: number }[] = await knex
    .withSchema(READ_SCHEMA)
    .from(customRolesTable.name)
    .select({ id: column.id })
    .whereIn(column.name, custom);
  return rows.map((row) => row.id);
}
