import {
  type Action,
  authorize as authorizePrincipal,
  type CurrentUser,
  customRoleStreamName,
  type Principal,
  type Resource,
  userStreamName,
} from '@seerat/contracts';
import { type CheckpointWatcher, createCheckpointCache, unauthorized } from '@seerat/platform';
import { customRolesTable, READ_SCHEMA, usersTable } from '@seerat/projector/tables';
import type { Knex } from 'knex';
import type { Context, Middleware } from 'koa';

/**
 * The signed-in user as both APIs see them: what the screens get, plus what the policy needs, plus
 * the custom roles their permissions were read from (active or not): a write that finds one of
 * those roles changed since reads the user again (see the command API's `freshSessionUser`).
 */
export type SessionUser = CurrentUser & Principal & { customRoleIds: readonly number[] };

/** The session key that holds the signed-in user's id. */
export const SESSION_USER_KEY = 'userId';

/** Reads a signed-in user by id: `null` when they no longer exist or are deactivated. */
export type SessionUserLoader = (userId: number) => Promise<SessionUser | null>;

/**
 * Reads users from the users read model, each reused until the projector reports a batch of their
 * own stream's events or of any custom role's (a role's permissions, or a role created under a
 * name they hold), or a change it does not name (see `CheckpointCache`): the users row changes
 * only with its user's events. A user served from it is as current as the read models the watcher
 * knows of, and commands of a user whose rights did not change no longer read it after every batch.
 */
export function cachedSessionUserLoader(options: {
  knex: Knex;
  watcher: CheckpointWatcher;
}): SessionUserLoader {
  const { knex, watcher } = options;
  const cache = createCheckpointCache<SessionUser | null>({
    watcher,
    maxWeight: 10_000,
    keysChangedBy: usersChangedBy,
  });
  return (userId) =>
    cache.read(userStreamName(userId), async () => {
      // Frozen: one object now serves many requests.
      const user = await findActiveUser(knex, userId);
      return user && Object.freeze(user);
    });
}

/** The cache's keys (user streams) a batch of these streams' events can change. */
function usersChangedBy(streams: ReadonlySet<string>): Iterable<string> | 'all' {
  if (namesCustomRole(streams)) return 'all';
  return [...streams].filter((name) => name.startsWith(USER_STREAM_PREFIX));
}

/** Whether a batch of these streams' events changed a custom role (or created one). */
function namesCustomRole(streams: ReadonlySet<string>): boolean {
  return [...streams].some((name) => name.startsWith(CUSTOM_ROLE_STREAM_PREFIX));
}

const USER_STREAM_PREFIX = userStreamName(0).replace(/0$/, '');
const CUSTOM_ROLE_STREAM_PREFIX = customRoleStreamName(0).replace(/0$/, '');

/** The id of the session's signed-in user, or `null`. */
export function sessionUserId(ctx: Context): number | null {
  const userId = ctx.session?.[SESSION_USER_KEY];
  return typeof userId === 'number' ? userId : null;
}

/**
 * Loads the session's user on every request: a deactivated user, a changed role, or a custom role
 * deactivated, edited or deleted takes effect on the next request, whatever the session says.
 * Deactivation and a password change also delete the sessions themselves.
 */
export function loadSessionUser(load: SessionUserLoader): Middleware {
  // No promise of its own beside the loader's: every request passes here (bench/RESULTS.md, "Reads: round 3").
  return (ctx, next) => {
    const userId = sessionUserId(ctx);
    if (userId === null) {
      ctx.state.user = null;
      return next();
    }
    return load(userId).then((user) => {
      ctx.state.user = user;
      return next();
    });
  };
}

/**
 * The user with the permissions of the active custom roles among the role names they hold (a
 * record keeps the names of roles since deactivated or deleted; those grant nothing), and the ids
 * of the roles those names are, in one query: the permissions and the ids are of one snapshot.
 */
export async function findActiveUser(knex: Knex, userId: number): Promise<SessionUser | null> {
  const user = usersTable.column;
  const role = customRolesTable.column;
  const row = await knex
    .withSchema(READ_SCHEMA)
    .from(`${usersTable.name} as u`)
    .select(
      `u.${user.id}`,
      `u.${user.username}`,
      `u.${user.roles}`,
      `u.${user.assignedZoneId}`,
      `u.${user.assignedCityId}`,
      `u.${user.organisationWide}`,
      `u.${user.mustChangePassword}`,
      `u.${user.createdAt}`,
      knex.raw(
        `ARRAY(SELECT DISTINCT p FROM ??.?? r, unnest(r.??) p
          WHERE r.?? AND r.?? = ANY(u.??) ORDER BY p) AS permissions`,
        [READ_SCHEMA, customRolesTable.name, role.permissions, role.isActive, role.name, user.roles],
      ),
      knex.raw('ARRAY(SELECT r.?? FROM ??.?? r WHERE r.?? = ANY(u.??) ORDER BY 1) AS custom_role_ids', [
        role.id,
        READ_SCHEMA,
        customRolesTable.name,
        role.name,
        user.roles,
      ]),
    )
    .where({ [`u.${user.id}`]: userId, [`u.${user.isActive}`]: true })
    .first();
  if (!row) return null;
  return {
    id: row[user.id],
    username: row[user.username],
    roles: row[user.roles],
    assignedZoneId: row[user.assignedZoneId],
    assignedCityId: row[user.assignedCityId],
    createdAt: new Date(row[user.createdAt]).toISOString(),
    permissions: row.permissions,
    customRoleIds: row.custom_role_ids,
    organisationWide: row[user.organisationWide],
    mustChangePassword: row[user.mustChangePassword],
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
  authorizePrincipal(user, action, resource, message);
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
    mustChangePassword: user.mustChangePassword === true,
  };
}

/**
 * A route for signed-in users only: 401 before anything else of the request is looked at, so a
 * signed-out caller learns nothing about what the route would accept.
 */
export const signedIn: Middleware = async (ctx, next) => {
  requireUser(ctx);
  await next();
};
