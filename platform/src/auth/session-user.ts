import { type Action, type CurrentUser, can, type Principal, type Resource } from '@seerat/contracts';
import type { Knex } from 'knex';
import type { Context, Middleware } from 'koa';
import { forbidden, unauthorized } from '../http/http-error';
import { createCheckpointCache } from '../read-your-writes/checkpoint-cache';
import type { CheckpointWatcher } from '../read-your-writes/checkpoint-watcher';

/** The schema the projector keeps the read models in; both APIs read the users model from it. */
export const READ_SCHEMA = 'read';

/** The signed-in user as both APIs see them: what the screens get, plus what the policy needs. */
export type SessionUser = CurrentUser & Principal;

/** The session key that holds the signed-in user's id. */
export const SESSION_USER_KEY = 'userId';

/**
 * Loads the session's user from the users read model on every request: a deactivated user, a
 * changed role, or a custom role deactivated, edited or deleted takes effect on the next request,
 * whatever the session says. Deactivation and a password change also delete the sessions
 * themselves. A user once read is reused until the projector next reports a change (every change
 * to users and roles is an event, so the projector reports it; see `CheckpointCache`).
 */
export function loadSessionUser(options: { knex: Knex; watcher: CheckpointWatcher }): Middleware {
  const { knex, watcher } = options;
  const cache = createCheckpointCache<SessionUser | null>({ watcher, maxWeight: 10_000 });
  const load = async (userId: number): Promise<SessionUser | null> => {
    const key = String(userId);
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const readAt = cache.version();
    // Frozen: one object now serves many requests.
    const user = await findActiveUser(knex, userId);
    cache.remember(key, readAt, user && Object.freeze(user));
    return user;
  };
  return async (ctx, next) => {
    const userId = ctx.session?.[SESSION_USER_KEY];
    ctx.state.user = typeof userId === 'number' ? await load(userId) : null;
    await next();
  };
}

/**
 * The user with the permissions of the active custom roles among the role names they hold (a
 * record keeps the names of roles since deactivated or deleted; those grant nothing), in one query.
 */
export async function findActiveUser(knex: Knex, userId: number): Promise<SessionUser | null> {
  const row = await knex
    .withSchema(READ_SCHEMA)
    .from('users as u')
    .select(
      'u.id',
      'u.username',
      'u.roles',
      'u.assigned_zone_id',
      'u.assigned_city_id',
      'u.organisation_wide',
      'u.created_at',
      knex.raw(
        `ARRAY(SELECT DISTINCT p FROM ??.custom_roles r, unnest(r.permissions) p
          WHERE r.is_active AND r.name = ANY(u.roles) ORDER BY p) AS permissions`,
        [READ_SCHEMA],
      ),
    )
    .where({ 'u.id': userId, 'u.is_active': true })
    .first();
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    roles: row.roles,
    assignedZoneId: row.assigned_zone_id,
    assignedCityId: row.assigned_city_id,
    createdAt: new Date(row.created_at).toISOString(),
    permissions: row.permissions,
    organisationWide: row.organisation_wide,
  };
}

/** The signed-in user, or a 401. */
export function requireUser(ctx: Context): SessionUser {
  const user = ctx.state.user as SessionUser | null | undefined;
  if (!user) throw unauthorized();
  return user;
}

/** The signed-in user if the policy lets them do `action` on `resource`, else a 401 or 403. */
export function authorize(ctx: Context, action: Action, resource?: Resource, message?: string): SessionUser {
  const user = requireUser(ctx);
  if (!can(user, action, resource)) throw forbidden(message);
  return user;
}

/** What `GET /api/user` and `POST /api/login` answer: the user and what their custom roles grant. */
export function toCurrentUser(user: SessionUser): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    roles: user.roles,
    assignedZoneId: user.assignedZoneId,
    assignedCityId: user.assignedCityId,
    createdAt: user.createdAt,
    permissions: user.permissions,
    organisationWide: user.organisationWide === true,
  };
}
