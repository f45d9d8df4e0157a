import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import { createCustomRoleRequestSchema, idParams, updateCustomRoleRequestSchema } from '@seerat/contracts';
import type { CustomRoleState } from '@seerat/domain';
import { validate } from '@seerat/platform';
import type { CommandDeps } from '../../commands/command-deps';
import type { CommandResult } from '../../commands/handle-command';
import { answerCommand } from '../../http/command-answer';
import { ifMatchRevision } from '../../http/if-match';
import { actorOf } from '../../http/request-actor';
import { createCustomRole } from './create-custom-role';
import { deleteCustomRole } from './delete-custom-role';
import { updateCustomRole } from './update-custom-role';

export const CUSTOM_ROLE_DELETED = 'Custom role deleted successfully';

const roleParams = idParams('roleId');

/** `POST /api/admin/custom-roles`, `PUT` and `DELETE /api/admin/custom-roles/:roleId`. */
export function customRoleRouter(deps: CommandDeps): Router {
  const router = new Router({ prefix: '/api/admin/custom-roles' });

  router.post('/', signedIn, validate({ body: createCustomRoleRequestSchema }), async (ctx) => {
    const result = await createCustomRole(deps, actorOf(ctx), ctx.state.input.body);
    answerCommand(ctx, result, customRoleBody(result), 201);
  });

  router.put(
    '/:roleId',
    signedIn,
    validate({ params: roleParams, body: updateCustomRoleRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const result = await updateCustomRole(deps, actorOf(ctx), {
        roleId: params.roleId,
        request: body,
        expectedRevision: ifMatchRevision(ctx),
      });
      answerCommand(ctx, result, customRoleBody(result));
    },
  );

  router.delete('/:roleId', signedIn, validate({ params: roleParams }), async (ctx) => {
    const result = await deleteCustomRole(deps, actorOf(ctx), {
      roleId: ctx.state.input.params.roleId,
      expectedRevision: ifMatchRevision(ctx),
    });
    answerCommand(ctx, result, { message: CUSTOM_ROLE_DELETED });
  });

  return router;
}

function customRoleBody({ state }: CommandResult<CustomRoleState>) {
  const { roleId, name, description, permissions, isActive } = state;
  return { id: roleId, name, description, permissions, isActive };
}
