import {
  cachedSessionUserLoader,
  findActiveUser,
  type SessionUser,
  type SessionUserLoader,
  sessionUserId,
} from '@seerat/access';
import { customRoleStreamName, isSystemRole, userStreamName } from '@seerat/contracts';
import type { CheckpointWatcher } from '@seerat/platform';
import { customRolesTable, READ_SCHEMA } from '@seerat/projector/tables';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import type { ProjectedStreams } from '../facts/projected-streams';

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The session's user on every request (see `loadSessionUser`); before a write, as their own
 * stream and their custom roles' streams last left them: a deactivation, a changed role or
 * assignment, or a custom role's lost permission committed before this request is never missed
 * because the read models had not caught up.
 */
export function freshSessionUser(options: {
  knex: Knex;
  watcher: CheckpointWatcher;
  projected: ProjectedStreams;
}): Middleware {
  const load = cachedSessionUserLoader(options);
  return async (ctx, next) => {
    const userId = sessionUserId(ctx);
    if (userId === null) ctx.state.user = null;
    else if (READING_METHODS.has(ctx.method)) ctx.state.user = await load(userId);
    else ctx.state.user = await loadFresh(options, load, userId);
    await next();
  };
}

async function loadFresh(
  options: { knex: Knex; projected: ProjectedStreams },
  load: SessionUserLoader,
  userId: number,
): Promise<SessionUser | null> {
  const user = await options.projected.readCurrent([userStreamName(userId)], () => load(userId));
  if (!user) return null;
  // The role names come with the user, so their streams are looked at once the user is read.
  const roleIds = await customRoleIds(options.knex, user.roles);
  if (roleIds.length === 0) return user;
  const roles = await options.projected.awaitStreams(roleIds.map(customRoleStreamName));
  return roles === 'waited' ? findActiveUser(options.knex, userId) : user;
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
