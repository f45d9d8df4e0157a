import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import { createCityRequestSchema, idParams, updateCityRequestSchema } from '@seerat/contracts';
import type { CityState } from '@seerat/domain';
import { validate } from '@seerat/platform';
import type { CommandDeps } from '../../commands/command-deps';
import type { CommandResult } from '../../commands/handle-command';
import { answerCommand } from '../../http/command-answer';
import { assertSameId, ifMatchRevision } from '../../http/if-match';
import { ownWritesSeen, WAITS_WHERE_IT_READS } from '../../http/own-writes';
import { actorOf } from '../../http/request-actor';
import { createCity } from './create-city';
import { updateCity } from './update-city';

/** `POST /api/cities` and `PUT /api/cities/:cityId`: parse, call the use case, answer the city. */
export function cityRouter(deps: CommandDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/cities', signedIn, validate({ body: createCityRequestSchema }), async (ctx) => {
    const result = await createCity(deps, actorOf(ctx), ctx.state.input.body);
    answerCommand(ctx, result, cityBody(result), 201);
  });

  router.put(
    WAITS_WHERE_IT_READS,
    '/cities/:cityId',
    signedIn,
    validate({ params: idParams('cityId'), body: updateCityRequestSchema }),
    async (ctx) => {
      const { params, body } = ctx.state.input;
      assertSameId(body.id, params.cityId);
      const result = await updateCity(deps, actorOf(ctx), {
        cityId: params.cityId,
        request: body,
        expectedRevision: ifMatchRevision(ctx),
        ownWritesSeen: ownWritesSeen(ctx),
      });
      answerCommand(ctx, result, cityBody(result));
    },
  );

  return router;
}

/** The city as it now is, with its selections. */
function cityBody({ state }: CommandResult<CityState>) {
  return {
    ...state.fields,
    seeratModels: state.seeratModels,
    libraryBooks: state.libraryBooks,
    id: state.cityId,
  };
}
