import {
  cachedSessionUserLoader,
  findActiveUser,
  type SessionUser,
  type SessionUserLoader,
  sessionUserId,
} from '@seerat/access';
import { customRoleStreamName, userStreamName } from '@seerat/contracts';
import type { CheckpointWatcher } from '@seerat/platform';
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
  const fresh = { ...options, load };
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
  },
  userId: number,
): Promise<SessionUser | null> {
  const readAt = options.projected.known();
  const user = await options.projected.readCurrent([userStreamName(userId)], () => options.load(userId));
  if (!user || user.customRoleIds.length === 0) return user;
  // The roles the user's permissions were read from, not the roles their names are now: a role
  // deleted or renamed since would otherwise go unnoticed, its permissions still in hand.
  const moved = await options.projected.awaitStreams(user.customRoleIds.map(customRoleStreamName), readAt);
  return moved === 'waited' ? findActiveUser(options.knex, userId) : user;
}
