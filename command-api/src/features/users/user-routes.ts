import Router from '@koa/router';
import { createUserRequestSchema, updateUserRequestSchema, userStreamName } from '@seerat/contracts';
import { authorize, notFound, type SessionStore, validateBody } from '@seerat/platform';
import type { Context } from 'koa';
import { z } from 'zod';
import { DomainError } from '../../commands/decider';
import { handleCommand } from '../../commands/handle-command';
import { commandMetadata } from '../../http/command-metadata';
import { rememberWrittenPosition } from '../../http/read-your-writes';
import {
  assertKnownRoles,
  createUserAccount,
  loadUser,
  toAdminUser,
  type UserAccountsDeps,
} from './user-accounts';
import { userDecider } from './user-decider';

export interface UserRoutesDeps extends UserAccountsDeps {
  sessionStore: SessionStore;
}

const userIdParam = z.coerce.number().int().positive();

/**
 * Managing accounts is for administrators only. `POST /api/register` is the same call as
 * `POST /api/admin/users`: the portal has no self-registration, an administrator registers
 * every user (no registration form is shown either).
 */
export function userRouter(deps: UserRoutesDeps): Router {
  const router = new Router({ prefix: '/api' });

  const createUser = async (ctx: Context) => {
    const admin = authorize(ctx, 'manage_users');
    const request = createUserRequestSchema.parse(ctx.request.body ?? {});
    const { user, position } = await createUserAccount(
      deps,
      request,
      commandMetadata(ctx, { userId: admin.id, username: admin.username }),
    );
    rememberWrittenPosition(ctx, position);
    ctx.status = 201;
    ctx.body = { ...user, position: position.toString() };
  };
  router.post('/register', createUser);
  router.post('/admin/users', createUser);

  router.put('/admin/users/:userId', validateBody(updateUserRequestSchema), async (ctx) => {
    const admin = authorize(ctx, 'manage_users');
    const userId = userIdParam.parse(ctx.params.userId);
    const stored = await loadUser(deps.store, userId);
    if (!stored) throw notFound('User not found');
    const { roles, assignedZoneId, assignedCityId } = ctx.state.input;
    if (roles) assertKnownRoles(roles);
    const result = await handleCommand({
      store: deps.store,
      streamName: userStreamName(userId),
      decider: userDecider,
      command: {
        type: 'ChangeUserRoles',
        assignment: {
          roles: roles ?? stored.state.roles,
          assignedZoneId: assignedZoneId === undefined ? stored.state.assignedZoneId : assignedZoneId,
          assignedCityId: assignedCityId === undefined ? stored.state.assignedCityId : assignedCityId,
        },
      },
      metadata: commandMetadata(ctx, { userId: admin.id, username: admin.username }),
    });
    rememberWrittenPosition(ctx, result.position);
    ctx.body = {
      ...toAdminUser(result.state, stored.createdAt),
      position: result.position?.toString() ?? null,
    };
  });

  router.delete('/admin/users/:userId', async (ctx) => {
    const admin = authorize(ctx, 'manage_users');
    const userId = userIdParam.parse(ctx.params.userId);
    // An administrator who deactivated themselves could lock the organisation out of its portal.
    if (userId === admin.id) throw new DomainError('You cannot deactivate your own account');
    const result = await handleCommand({
      store: deps.store,
      streamName: userStreamName(userId),
      decider: userDecider,
      command: { type: 'DeactivateUser' },
      metadata: commandMetadata(ctx, { userId: admin.id, username: admin.username }),
    });
    // Deactivation signs the user out everywhere at once.
    await deps.sessionStore.destroyAllOfUser(userId);
    rememberWrittenPosition(ctx, result.position);
    ctx.body = { message: 'User deactivated successfully', position: result.position?.toString() ?? null };
  });

  return router;
}
