import Router from '@koa/router';
import {
  CUSTOM_ROLE_RENAME_REFUSED,
  createCustomRoleRequestSchema,
  customRoleStreamName,
  grantsNotHeld,
  type Permission,
  updateCustomRoleRequestSchema,
} from '@seerat/contracts';
import type { EventStore } from '@seerat/eventstore';
import { authorize, forbidden, type Knex, type SessionUser } from '@seerat/platform';
import type { Context } from 'koa';
import { DomainError } from '../../commands/decider';
import { foldStream } from '../../commands/folded-streams';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { commandMetadata } from '../../http/command-metadata';
import { entityIdParam, ifMatchRevision } from '../../http/entity-request';
import { rememberWrittenPosition } from '../../http/read-your-writes';
import type { IdAllocator } from '../../ids/id-allocator';
import { CUSTOM_ROLE_NOT_FOUND, type CustomRoleState, customRoleDecider } from './custom-role-decider';
import { withCustomRoleName } from './custom-role-names';

export interface CustomRoleRoutesDeps {
  store: EventStore;
  /** The claims of role names. */
  knex: Knex;
  ids: IdAllocator;
}

export const CUSTOM_ROLE_DELETED = 'Custom role deleted successfully';

/**
 * Custom roles are managed by administrators only (`manage_users`). Activating and deactivating
 * is an edit of `isActive`. Whatever a role grants takes effect, or stops, on its holders' next
 * request: both APIs resolve the signed-in user's permissions from the active roles every time.
 */
export function customRoleRouter(deps: CustomRoleRoutesDeps): Router {
  const router = new Router({ prefix: '/api/admin/custom-roles' });

  router.post('/', async (ctx) => {
    const admin = authorize(ctx, 'manage_users');
    const request = createCustomRoleRequestSchema.parse(ctx.request.body ?? {});
    assertHeld(admin, request.permissions);
    const roleId = await deps.ids.next('custom_role');
    const result = await withCustomRoleName(deps, request.name, roleId, () =>
      handleCommand({
        store: deps.store,
        streamName: customRoleStreamName(roleId),
        decider: customRoleDecider,
        command: { type: 'CreateCustomRole', roleId, ...request },
        metadata: commandMetadata(ctx, { userId: admin.id, username: admin.username }),
      }),
    );
    answer(ctx, result, 201);
  });

  router.put('/:roleId', async (ctx) => {
    const admin = authorize(ctx, 'manage_users');
    const roleId = entityIdParam.parse(ctx.params.roleId);
    const { name, ...patch } = updateCustomRoleRequestSchema.parse(ctx.request.body ?? {});
    const expectedRevision = ifMatchRevision(ctx);
    const current = await loadCustomRole(deps.store, roleId);
    if (name !== undefined && name !== current.name) throw new DomainError(CUSTOM_ROLE_RENAME_REFUSED);
    if (patch.permissions) assertHeld(admin, patch.permissions);
    const result = await handleCommand({
      store: deps.store,
      streamName: customRoleStreamName(roleId),
      decider: customRoleDecider,
      command: { type: 'UpdateCustomRole', patch },
      metadata: commandMetadata(ctx, { userId: admin.id, username: admin.username }),
      expectedRevision,
    });
    answer(ctx, result, 200);
  });

  router.delete('/:roleId', async (ctx) => {
    const admin = authorize(ctx, 'manage_users');
    const roleId = entityIdParam.parse(ctx.params.roleId);
    const result = await handleCommand({
      store: deps.store,
      streamName: customRoleStreamName(roleId),
      decider: customRoleDecider,
      command: { type: 'DeleteCustomRole' },
      metadata: commandMetadata(ctx, { userId: admin.id, username: admin.username }),
      expectedRevision: ifMatchRevision(ctx),
    });
    rememberWrittenPosition(ctx, result.position);
    ctx.body = { message: CUSTOM_ROLE_DELETED, position: result.position?.toString() ?? null };
  });

  return router;
}

/** A role's permissions are a grant: an administrator holds them all, nobody else may create them. */
function assertHeld(granter: SessionUser, permissions: Permission[]): void {
  const missing = grantsNotHeld(granter, { roles: [], permissions, scope: { kind: 'organisation' } });
  if (missing.length > 0) throw forbidden(`You cannot grant what you do not hold: ${missing.join(', ')}`);
}

async function loadCustomRole(store: EventStore, roleId: number): Promise<CustomRoleState> {
  const { state } = await foldStream(store, customRoleStreamName(roleId), customRoleDecider);
  if (!state.exists || state.deleted) throw new DomainError(CUSTOM_ROLE_NOT_FOUND, 404);
  return state;
}

function answer(ctx: Context, result: CommandResult<CustomRoleState>, status: 200 | 201): void {
  rememberWrittenPosition(ctx, result.position);
  const { roleId, name, description, permissions, isActive } = result.state;
  ctx.status = status;
  ctx.body = {
    id: roleId,
    name,
    description,
    permissions,
    isActive,
    version: Number(result.revision),
    position: result.position?.toString() ?? null,
  };
}
