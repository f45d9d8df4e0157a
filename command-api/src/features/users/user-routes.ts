import Router from '@koa/router';
import { createUserRequestSchema, updateUserRequestSchema, userStreamName } from '@seerat/contracts';
import {
  authorize,
  type Knex,
  notFound,
  type SessionStore,
  type SessionUser,
  validateBody,
} from '@seerat/platform';
import type { Context } from 'koa';
import { z } from 'zod';
import { DomainError } from '../../commands/decider';
import { handleCommand } from '../../commands/handle-command';
import { commandMetadata } from '../../http/command-metadata';
import { rememberWrittenPosition } from '../../http/read-your-writes';
import { checkAssignment } from './assignment-checks';
import { loadAssignmentFacts } from './assignment-facts';
import { createUserAccount, loadUser, toAdminUser, type UserAccountsDeps } from './user-accounts';
import { type Assignment, userDecider } from './user-decider';

export interface UserRoutesDeps extends UserAccountsDeps {
  sessionStore: SessionStore;
}

const userIdParam = z.coerce.number().int().positive();

/**
 * Managing accounts is for administrators only. `POST /api/register` is the same call as
 * `POST /api/admin/users`: the portal has no self-registration, an administrator registers
 * every user (no registration form is shown either). Roles and assignments follow
 * `checkAssignment`; `organisationWide` is set by editing a user (see `updateUserRequestSchema`).
 */
export function userRouter(deps: UserRoutesDeps): Router {
  const router = new Router({ prefix: '/api' });

  const createUser = async (ctx: Context) => {
    const admin = authorize(ctx, 'manage_users');
    const request = createUserRequestSchema.parse(ctx.request.body ?? {});
    const assignment = await checkRequested(deps.knex, request, { granter: admin });
    const { user, position } = await createUserAccount(
      deps,
      { ...request, ...assignment },
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
    const { roles, assignedZoneId, assignedCityId, organisationWide } = ctx.state.input;
    const assignment = await checkRequested(
      deps.knex,
      {
        roles: roles ?? stored.state.roles,
        assignedZoneId: assignedZoneId === undefined ? stored.state.assignedZoneId : assignedZoneId,
        assignedCityId: assignedCityId === undefined ? stored.state.assignedCityId : assignedCityId,
      },
      { held: stored.state, granter: admin },
    );
    const result = await handleCommand({
      store: deps.store,
      streamName: userStreamName(userId),
      decider: userDecider,
      command: { type: 'ChangeUserRoles', assignment, organisationWide },
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

async function checkRequested(
  knex: Knex,
  requested: Assignment,
  context: { held?: Assignment; granter: SessionUser },
): Promise<Assignment> {
  const facts = await loadAssignmentFacts(knex, {
    zoneIds: [requested.assignedZoneId],
    cityIds: [requested.assignedCityId],
  });
  return checkAssignment(facts, requested, context);
}
