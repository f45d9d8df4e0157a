import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import {
  idParams,
  recordSeeratModelCheckRequestSchema,
  updateSeeratModelCheckRequestSchema,
} from '@seerat/contracts';
import type { SeeratModelCheckState } from '@seerat/domain';
import { validate } from '@seerat/platform';
import type { CommandDeps } from '../../commands/command-deps';
import type { CommandResult } from '../../commands/handle-command';
import { answerCommand } from '../../http/command-answer';
import { ifMatchRevision } from '../../http/if-match';
import { actorOf } from '../../http/request-actor';
import { recordSeeratModelCheck } from './record-seerat-model-check';
import { updateSeeratModelCheck } from './update-seerat-model-check';

/**
 * `POST /api/cities/:cityId/seerat-model-checks` and `PUT …/seerat-model-checks/:checkId` (with
 * `If-Match`: the check's version the editor read). Each answers the city's checks as they now are.
 */
export function seeratModelCheckRouter(deps: CommandDeps): Router {
  const router = new Router({ prefix: '/api/cities/:cityId/seerat-model-checks' });

  router.post(
    '/',
    signedIn,
    validate({ params: idParams('cityId'), body: recordSeeratModelCheckRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const result = await recordSeeratModelCheck(deps, actorOf(ctx), {
        cityId: params.cityId,
        request: body,
      });
      answerCommand(ctx, result, checksBody(result), 201);
    },
  );

  router.put(
    '/:checkId',
    signedIn,
    validate({ params: idParams('cityId', 'checkId'), body: updateSeeratModelCheckRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      const version = ifMatchRevision(ctx);
      const result = await updateSeeratModelCheck(deps, actorOf(ctx), {
        ...params,
        request: body,
        expectedVersion: version === undefined ? undefined : Number(version),
      });
      answerCommand(ctx, result, checksBody(result));
    },
  );

  return router;
}

function checksBody(result: CommandResult<SeeratModelCheckState>) {
  return { cityId: result.state.cityId, checks: result.state.checks };
}
