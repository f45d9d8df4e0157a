import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import {
  createMasoolProfileRequestSchema,
  idParams,
  updateMasoolProfileRequestSchema,
} from '@seerat/contracts';
import type { MasoolProfileState } from '@seerat/domain';
import { validate } from '@seerat/platform';
import type { CommandDeps } from '../../commands/command-deps';
import type { CommandResult } from '../../commands/handle-command';
import { answerCommand } from '../../http/command-answer';
import { ifMatchRevision } from '../../http/if-match';
import { actorOf } from '../../http/request-actor';
import { createMasoolProfile } from './create-masool-profile';
import { deleteMasoolProfile } from './delete-masool-profile';
import { updateMasoolProfile } from './update-masool-profile';

/** A profile by its id or its user's id, as the spec's calls address it. */
const profileParams = idParams('idOrUserId');

/** `POST /api/masool-profiles`, `PUT` and `DELETE /api/masool-profiles/:idOrUserId`. */
export function masoolProfileRouter(deps: CommandDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.post(
    '/masool-profiles',
    signedIn,
    validate({ body: createMasoolProfileRequestSchema }),
    async (ctx) => {
      const result = await createMasoolProfile(deps, actorOf(ctx), ctx.state.input.body);
      answerCommand(ctx, result, masoolProfileBody(result), 201);
    },
  );

  router.put(
    '/masool-profiles/:idOrUserId',
    signedIn,
    validate({ params: profileParams, body: updateMasoolProfileRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const result = await updateMasoolProfile(deps, actorOf(ctx), {
        idOrUserId: params.idOrUserId,
        request: body,
        expectedRevision: ifMatchRevision(ctx),
      });
      answerCommand(ctx, result, masoolProfileBody(result));
    },
  );

  router.delete(
    '/masool-profiles/:idOrUserId',
    signedIn,
    validate({ params: profileParams }),
    async (ctx) => {
      const result = await deleteMasoolProfile(deps, actorOf(ctx), {
        idOrUserId: ctx.state.input.params.idOrUserId,
        expectedRevision: ifMatchRevision(ctx),
      });
      answerCommand(ctx, result, { id: result.state.profileId });
    },
  );

  return router;
}

/** The profile as it now is, under both of the spec's names for the person and their number. */
function masoolProfileBody({ state }: CommandResult<MasoolProfileState>) {
  return {
    ...state.fields,
    id: state.profileId,
    userId: state.userId,
    fullName: state.fields?.name,
    phoneNumber: state.fields?.contact,
  };
}
