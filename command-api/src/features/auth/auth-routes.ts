import Router from '@koa/router';
import { SESSION_USER_KEY, signedIn } from '@seerat/access';
import { changePasswordRequestSchema, DomainError, idParams, loginRequestSchema } from '@seerat/contracts';
import {
  type BoundedWorkQueue,
  createBoundedWorkQueue,
  rememberWrittenPosition,
  type SessionStore,
  unauthorized,
  validate,
} from '@seerat/platform';
import type { CommandDeps } from '../../commands/command-deps';
import { answerCommand } from '../../http/command-answer';
import { actorOf } from '../../http/request-actor';
import { liftSignInLockout } from '../users/lift-sign-in-lockout';
import { DUMMY_HASH_INPUT, hashPassword, verifyPassword } from '../users/password-hashing';
import { findUserByUsername, toAdminUser } from '../users/user-accounts';
import { changePassword, WRONG_CURRENT_PASSWORD } from './change-password';
import type { LoginThrottle } from './login-throttle';
import { throttledAttempt } from './throttled-attempt';

export const INVALID_CREDENTIALS = 'Invalid username or password';

export interface AuthDeps extends CommandDeps {
  sessionStore: SessionStore;
  throttle: LoginThrottle;
  /** Where password checks wait their turn; two at a time and 16 waiting unless given. */
  verificationQueue?: BoundedWorkQueue;
}

/** Sign-in, sign-out and the signed-in user's own password. */
export function authRouter(deps: AuthDeps): Router {
  const router = new Router({ prefix: '/api' });
  let dummyHash: Promise<string> | null = null;
  const guard = {
    throttle: deps.throttle,
    queue: deps.verificationQueue ?? createBoundedWorkQueue({ concurrency: 2, maxWaiting: 16 }),
  };

  router.post('/login', validate({ body: loginRequestSchema }), async (ctx) => {
    const { username, password } = ctx.state.input.body;
    const { stored, passwordOk } = await throttledAttempt(
      guard,
      { username, address: ctx.ip },
      async () => {
        const stored = await findUserByUsername(deps, username);
        // An unknown name costs a hash check too, so timing tells nobody which names exist.
        dummyHash ??= hashPassword(DUMMY_HASH_INPUT);
        const hash = stored?.state.passwordHash ?? (await dummyHash);
        return {
          stored,
          passwordOk: (await verifyPassword(hash, password)) && stored?.state.isActive === true,
        };
      },
      (result) => result.passwordOk,
    );
    if (!stored || !passwordOk) throw unauthorized(INVALID_CREDENTIALS);

    // A new, empty session under a new id: an id planted before sign-in is worth nothing after it.
    const session = ctx.session!;
    for (const key of Object.keys(session.toJSON())) delete session[key];
    await session.regenerate();
    session[SESSION_USER_KEY] = stored.state.userId;
    // The next read waits until the projector has this user, even one created a moment ago.
    rememberWrittenPosition(ctx, stored.position);
    const { isActive: _, ...user } = toAdminUser(stored.state, stored.createdAt);
    ctx.body = { ...user, mustChangePassword: stored.state.mustChangePassword };
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
      // A wrong current password counts against the sign-in throttle: this is a guess too.
      const outcome = await throttledAttempt(
        guard,
        { username: actor.username, address: ctx.ip },
        () =>
          changePassword(deps, actor, ctx.state.input.body).then(
            (result) => ({ result }),
            (error: unknown) => {
              if (isWrongCurrentPassword(error)) return { refused: error };
              throw error;
            },
          ),
        (outcome) => 'result' in outcome,
      );
      if ('refused' in outcome) throw outcome.refused;
      const { result } = outcome;
      // Every other session of this user ends; this one goes on under a new id.
      await deps.sessionStore.destroyAllOfUser(actor.principal.id);
      await ctx.session!.regenerate();
      answerCommand(ctx, result, { message: 'Password changed successfully' });
    },
  );

  // Lifts the lock-out an account has from every address, e.g. after a guessing attack from many.
  router.delete(
    '/admin/users/:userId/sign-in-lockout',
    signedIn,
    validate({ params: idParams('userId') }),
    async (ctx) => {
      const { userId } = ctx.state.input.params;
      const result = await liftSignInLockout(deps, actorOf(ctx), { userId });
      answerCommand(ctx, result, { message: 'Sign-in lock-out lifted' });
    },
  );

  return router;
}

function isWrongCurrentPassword(error: unknown): error is DomainError {
  return error instanceof DomainError && error.message === WRONG_CURRENT_PASSWORD;
}
