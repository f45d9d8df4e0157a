import Router from '@koa/router';
import { SESSION_USER_KEY, signedIn } from '@seerat/access';
import { changePasswordRequestSchema, loginRequestSchema } from '@seerat/contracts';
import { HttpError, SESSION_POSITION_KEY, type SessionStore, unauthorized, validate } from '@seerat/platform';
import type { CommandDeps } from '../../commands/command-deps';
import { answerCommand } from '../../http/command-answer';
import { actorOf } from '../../http/request-actor';
import { DUMMY_HASH_INPUT, hashPassword, verifyPassword } from '../users/password-hashing';
import { findUserByUsername, toAdminUser } from '../users/user-accounts';
import { changePassword } from './change-password';
import { type LoginThrottle, THROTTLED_MESSAGE } from './login-throttle';

export const INVALID_CREDENTIALS = 'Invalid username or password';

export interface AuthDeps extends CommandDeps {
  sessionStore: SessionStore;
  throttle: LoginThrottle;
}

/** Sign-in, sign-out and the signed-in user's own password. */
export function authRouter(deps: AuthDeps): Router {
  const router = new Router({ prefix: '/api' });
  let dummyHash: Promise<string> | null = null;

  router.post('/login', validate({ body: loginRequestSchema }), async (ctx) => {
    const { username, password } = ctx.state.input.body;
    const blockedFor = await deps.throttle.blockedForSeconds(username, ctx.ip);
    if (blockedFor > 0) {
      throw new HttpError(429, THROTTLED_MESSAGE, undefined, { 'Retry-After': String(blockedFor) });
    }

    const stored = await findUserByUsername(deps, username);
    // An unknown name costs a hash check too, so timing tells nobody which names exist.
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

  router.post('/logout', validate({}), async (ctx) => {
    ctx.session = null;
    ctx.body = { message: 'Signed out' };
  });

  router.put(
    '/user/change-password',
    signedIn,
    validate({ body: changePasswordRequestSchema }),
    async (ctx) => {
      const actor = actorOf(ctx);
      const result = await changePassword(deps, actor, ctx.state.input.body);
      // Every other session of this user ends; this one goes on under a new id.
      await deps.sessionStore.destroyAllOfUser(actor.principal.id);
      await ctx.session!.regenerate();
      answerCommand(ctx, result, { message: 'Password changed successfully' });
    },
  );

  return router;
}
