import { type Action, type CurrentUser, can, type Principal, type Resource } from '@seerat/contracts';
import type { Knex } from 'knex';
import type { Context, Middleware } from 'koa';
import { forbidden, unauthorized } from '../http/http-error';

/** The schema the projector keeps the read models in; both APIs read the users model from it. */
export const READ_SCHEMA = 'read';

/** The signed-in user as both APIs see them: what the screens get, plus what the policy needs. */
export type SessionUser = CurrentUser & Principal;

/** The session key that holds the signed-in user's id. */
export const SESSION_USER_KEY = 'userId';

/**
 * Loads the session's user from the users read model on every request: a deactivated user or a
 * changed role takes effect on the next request, whatever the session says. Deactivation and a
 * password change also delete the sessions themselves.
 */
export function loadSessionUser(options: { knex: Knex }): Middleware {
  return async (ctx, next) => {
    const userId = ctx.session?.[SESSION_USER_KEY];
    ctx.state.user = typeof userId === 'number' ? await findActiveUser(options.knex, userId) : null;
    await next();
  };
}

export async function findActiveUser(knex: Knex, userId: number): Promise<SessionUser | null> {
  const row = await knex
    .withSchema(READ_SCHEMA)
    .from('users')
    .select('id', 'username', 'roles', 'assigned_zone_id', 'assigned_city_id', 'created_at')
    .where({ id: userId, is_active: true })
    .first();
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    roles: row.roles,
    assignedZoneId: row.assigned_zone_id,
    assignedCityId: row.assigned_city_id,
    createdAt: new Date(row.created_at).toISOString(),
    permissions: [],
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

/** What `GET /api/user` and `POST /api/login` answer: the user without policy internals. */
export function toCurrentUser(user: SessionUser): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    roles: user.roles,
    assignedZoneId: user.assignedZoneId,
    assignedCityId: user.assignedCityId,
    createdAt: user.createdAt,
  };
}
