import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import { createUserRequestSchema, idParams, updateUserRequestSchema } from '@seerat/contracts';
import { type SessionStore, validate } from '@seerat/platform';
import type { CommandDeps } from '../../commands/command-deps';
import { answerCommand } from '../../http/command-answer';
import { actorOf } from '../../http/request-actor';
import { createUser } from './create-user';
import { deactivateUser } from './deactivate-user';
import { updateUser } from './update-user';
import { toAdminUser } from './user-accounts';

export interface UserRoutesDeps extends CommandDeps {
  sessionStore: SessionStore;
}

const userParams = idParams('userId');

/**
 * `POST /api/admin/users` (and its twin `POST /api/register`: there is no self-registration, no
 * registration form is shown either), `PUT` and `DELETE /api/admin/users/:userId`.
 */
export function userRouter(deps: UserRoutesDeps): Router {
  const router = new Router({ prefix: '/api' });

  for (const path of ['/register', '/admin/users']) {
    router.post(path, signedIn, validate({ body: createUserRequestSchema }), async (ctx) => {
      const { user, position } = await createUser(deps, actorOf(ctx), ctx.state.input.body);
      answerCommand(ctx, { revision: 0n, position }, user, 201);
    });
  }

  router.put(
    '/admin/users/:userId',
    signedIn,
    validate({ params: userParams, body: updateUserRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const result = await updateUser(deps, actorOf(ctx), { userId: params.userId, request: body });
      answerCommand(ctx, result, toAdminUser(result.state, result.stored.createdAt));
    },
  );

  router.delete('/admin/users/:userId', signedIn, validate({ params: userParams }), async (ctx) => {
    const { userId } = ctx.state.input.params;
    const result = await deactivateUser(deps, actorOf(ctx), { userId });
    // Deactivation signs the user out everywhere at once.
    await deps.sessionStore.destroyAllOfUser(userId);
    answerCommand(ctx, result, { message: 'User deactivated successfully' });
  });

  return router;
}
