import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import { createTeamProfileRequestSchema, idParams, updateTeamProfileRequestSchema } from '@seerat/contracts';
import type { TeamProfileState } from '@seerat/domain';
import { validate } from '@seerat/platform';
import type { CommandDeps } from '../../commands/command-deps';
import type { CommandResult } from '../../commands/handle-command';
import { answerCommand } from '../../http/command-answer';
import { assertSameId, ifMatchRevision } from '../../http/if-match';
import { actorOf } from '../../http/request-actor';
import { createTeamProfile } from './create-team-profile';
import { deleteTeamProfile } from './delete-team-profile';
import { updateTeamProfile } from './update-team-profile';

const profileParams = idParams('profileId');

/** `POST /api/team-profiles`, `PUT` and `DELETE /api/team-profiles/:profileId`. */
export function teamProfileRouter(deps: CommandDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/team-profiles', signedIn, validate({ body: createTeamProfileRequestSchema }), async (ctx) => {
    const result = await createTeamProfile(deps, actorOf(ctx), ctx.state.input.body);
    answerCommand(ctx, result, teamProfileBody(result), 201);
  });

  router.put(
    '/team-profiles/:profileId',
    signedIn,
    validate({ params: profileParams, body: updateTeamProfileRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      assertSameId(body.id, params.profileId);
      const result = await updateTeamProfile(deps, actorOf(ctx), {
        profileId: params.profileId,
        request: body,
        expectedRevision: ifMatchRevision(ctx),
      });
      answerCommand(ctx, result, teamProfileBody(result));
    },
  );

  router.delete('/team-profiles/:profileId', signedIn, validate({ params: profileParams }), async (ctx) => {
    const { profileId } = ctx.state.input.params;
    const result = await deleteTeamProfile(deps, actorOf(ctx), {
      profileId,
      expectedRevision: ifMatchRevision(ctx),
    });
    answerCommand(ctx, result, { id: profileId });
  });

  return router;
}

function teamProfileBody({ state }: CommandResult<TeamProfileState>) {
  return { ...state.fields, id: state.profileId };
}
