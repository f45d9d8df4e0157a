import Router from '@koa/router';
import { changePasswordRequestSchema, loginRequestSchema, userStreamName } from '@seerat/contracts';
import type { EventStore } from '@seerat/eventstore';
import {
  HttpError,
  type Knex,
  requireUser,
  SESSION_POSITION_KEY,
  SESSION_USER_KEY,
  type SessionStore,
  unauthorized,
  validateBody,
} from '@seerat/platform';
import { handleCommand } from '../../commands/handle-command';
import { commandMetadata } from '../../http/command-metadata';
import { rememberWrittenPosition } from '../../http/read-your-writes';
import { DUMMY_HASH_INPUT, hashPassword, verifyPassword } from '../users/password-hashing';
import { findUserByUsername, loadUser, toAdminUser } from '../users/user-accounts';
import { userDecider } from '../users/user-decider';
import { type LoginThrottle, THROTTLED_MESSAGE } from './login-throttle';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

export interface SignInDeps {
  store: EventStore;
  knex: Knex;
  sessionStore: SessionStore;
  throttle: LoginThrottle;
}

/** Sign-in, sign-out and the signed-in user's own password. */
export function signInRouter(deps: SignInDeps): Router {
  const router = new Router({ prefix: '/api' });
  let dummyHash: Promise<string> | null = null;

  router.post('/login', validateBody(loginRequestSchema), async (ctx) => {
    const { username, password } = ctx.state.input;
    if (await deps.throttle.isBlocked(username, ctx.ip)) throw new HttpError(429, THROTTLED_MESSAGE);

    const stored = await findUserByUsername(deps, username);
    dummyHash ??= hashPassword(DUMMY_HASH_INPUT);
    const passwordOk = await verifyPassword(stored?.state.passwordHash ?? (await dummyHash), password);
    if (!stored?.state.isActive || !passwordOk) {
      await deps.throttle.recordFailure(username, ctx.ip);
      throw unauthorized(INVALID_CREDENTIALS);
    }

    await deps.throttle.clearAccount(username);
    // A new, empty session under a new id: an id planted before sign-in is worth nothing after it.
    const session = ctx.session!;
    for (const key of Object.keys(session.toJSON())) delete session[key];
    await session.regenerate();
    session[SESSION_USER_KEY] = stored.state.userId;
    // The next read waits until the projector has this user, even one created a moment ago.
    session[SESSION_POSITION_KEY] = stored.position.toString();
    const { isActive: _, ...user } = toAdminUser(stored.state, stored.createdAt);
    ctx.body = user;
  });

  router.post('/logout', async (ctx) => {
    ctx.session = null;
    ctx.body = { message: 'Signed out' };
  });

  router.put('/user/change-password', validateBody(changePasswordRequestSchema), async (ctx) => {
    const user = requireUser(ctx);
    const { currentPassword, newPassword } = ctx.state.input;
    const stored = await loadUser(deps.store, user.id);
    if (!stored?.state.passwordHash || !(await verifyPassword(stored.state.passwordHash, currentPassword))) {
      throw new HttpError(400, WRONG_CURRENT_PASSWORD);
    }
    const result = await handleCommand({
      store: deps.store,
      streamName: userStreamName(user.id),
      decider: userDecider,
      command: { type: 'ChangePassword', passwordHash: await hashPassword(newPassword) },
      metadata: commandMetadata(ctx, { userId: user.id, username: user.username }),
    });
    // Every other session of this user ends; this one goes on under a new id.
    await deps.sessionStore.destroyAllOfUser(user.id);
    await ctx.session!.regenerate();
    rememberWrittenPosition(ctx, result.position);
    ctx.body = { message: 'Password changed successfully', position: result.position?.toString() ?? null };
  });

  return router;
}
