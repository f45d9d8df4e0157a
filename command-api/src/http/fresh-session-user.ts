import {
  cachedSessionUserLoader,
  findActiveUser,
  namesCustomRole,
  type SessionUser,
  type SessionUserLoader,
  sessionUserId,
} from '@seerat/access';
import { customRoleStreamName, isSystemRole, userStreamName } from '@seerat/contracts';
import { type CheckpointCache, type CheckpointWatcher, createCheckpointCache } from '@seerat/platform';
import { customRolesTable, READ_SCHEMA } from '@seerat/projector/tables';
import type { Knex } from 'knex';
import type { Context, Middleware } from 'koa';
import type { ProjectedStreams } from '../facts/projected-streams';

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A write's user loaded beside the session's check, and whose it is (see `whileChecking`). */
const EARLY_USER = 'freshUserBesideSessionCheck';

interface EarlyUser {
  userId: number;
  user: Promise<SessionUser | null>;
}

/**
 * The session's user on every request (see `loadSessionUser`); before a write, as their own
 * stream and their custom roles' streams last left them: a deactivation, a changed role or
 * assignment, or a custom role's lost permission committed before this request is never missed
 * because the read models had not caught up.
 *
 * A write's user is loaded beside the session's own check (`whileChecking`, given to the session
 * middleware), not after it: the user's stream is read in the same round trip as the session
 * sequence. Both reads start after the request arrived, so the rights are as fresh as before; the
 * load counts only when the session, once checked, names the same user.
 */
export function freshSessionUser(options: {
  knex: Knex;
  watcher: CheckpointWatcher;
  projected: ProjectedStreams;
}): {
  whileChecking: (ctx: Context, heldUserId: number) => void;
  middleware: Middleware;
} {
  const load = cachedSessionUserLoader(options);
  // Which custom roles a user's role names are: kept until a batch changes a custom role.
  const roles = createCheckpointCache<number[]>({
    watcher: options.watcher,
    maxWeight: 10_000,
    keysChangedBy: (streams) => (namesCustomRole(streams) ? 'all' : []),
  });
  const fresh = { ...options, load, roles };
  return {
    whileChecking(ctx, heldUserId) {
      if (READING_METHODS.has(ctx.method)) return;
      const user = loadFresh(fresh, heldUserId);
      // Unused when the session turns out ended or changed: its refusal must not go unhandled.
      user.catch(() => undefined);
      ctx.state[EARLY_USER] = { userId: heldUserId, user } satisfies EarlyUser;
    },
    middleware: async (ctx, next) => {
      const userId = sessionUserId(ctx);
      const early = ctx.state[EARLY_USER] as EarlyUser | undefined;
      if (userId === null) ctx.state.user = null;
      else if (READING_METHODS.has(ctx.method)) ctx.state.user = await load(userId);
      else if (early?.userId === userId) ctx.state.user = await early.user;
      else ctx.state.user = await loadFresh(fresh, userId);
      await next();
    },
  };
}

async function loadFresh(
  options: {
    knex: Knex;
    projected: ProjectedStreams;
    load: SessionUserLoader;
    roles: CheckpointCache<number[]>;
  },
  userId: number,
): Promise<SessionUser | null> {
  const { knex, load } = options;
  const readAt = options.projected.known();
  const user = await options.projected.readCurrent([userStreamName(userId)], () => load(userId));
  if (!user) return null;
  // The role names come with the user, so their streams are looked at once the user is read.
  const custom = user.roles.filter((role) => !isSystemRole(role));
  if (custom.length === 0) return user;
  const roleIds = await options.roles.read(JSON.stringify(custom), () => customRoleIds(knex, custom));
  if (roleIds.length === 0) return user;
  const moved = await options.projected.awaitStreams(roleIds.map(customRoleStreamName), readAt);
  return moved === 'waited' ? findActiveUser(knex, userId) : user;
}

async function customRoleIds(knex: Knex, custom: readonly string[]): Promise<number[]> {
  const { column } = customRolesTable;
  const rows: { id: number }[] = await knex
    .withSchema(READ_SCHEMA)
    .from(customRolesTable.name)
    .select({ id: column.id })
    .whereIn(column.name, custom);
  return rows.map((row) => row.id);
}
