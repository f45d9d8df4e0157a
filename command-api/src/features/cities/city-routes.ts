import Router from '@koa/router';
import { signedIn } from '@seerat/access';
import { createCityRequestSchema, idParams, updateCityRequestSchema } from '@seerat/contracts';
import type { CityState } from '@seerat/domain';
import { validate } from '@seerat/platform';
import type { Context } from 'koa';
import type { CommandDeps } from '../../commands/command-deps';
import type { CommandResult } from '../../commands/handle-command';
import { answerCommand } from '../../http/command-answer';
import { assertSameId, ifMatchRevision } from '../../http/if-match';
import { ownWritesSeen, WAITS_WHERE_IT_READS } from '../../http/own-writes';
import { actorOf } from '../../http/request-actor';
import { createCity } from './create-city';
import { type CityToUpdate, readCityToUpdate, updateCity } from './update-city';

const CITY_UPDATE_PATH = /^\/api\/cities\/(\d+)$/;
/** `ctx.state`'s key for a city update's first reads begun beside the session's check. */
const BEGUN_CITY_READ = 'cityReadBesideSessionCheck';

interface BegunCityRead {
  cityId: number;
  read: CityToUpdate;
}

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
        begun: begunCityRead(ctx, params.cityId),
      });
      answerCommand(ctx, result, cityBody(result));
    },
  );

  return router;
}

/**
 * Begins a city update's first reads beside the session's check (`whileChecking`), as the user's
 * rights are: the city's stream is then read in the same round trip as the session sequence, not
 * after it. They begin after the request arrived, so the place is as fresh as before; they are
 * used only once the route has checked the session, the user's rights and the input, and the
 * validated id is the one read.
 */
export function cityReadsBesideSessionCheck(deps: CommandDeps): (ctx: Context) => void {
  return (ctx) => {
    if (ctx.method !== 'PUT') return;
    const cityId = Number(CITY_UPDATE_PATH.exec(ctx.path)?.[1]);
    if (!Number.isSafeInteger(cityId)) return;
    const read = readCityToUpdate(deps, cityId);
    // Unused when the session or the input turns out refused: its failure must not go unhandled.
    read.catch(() => undefined);
    ctx.state[BEGUN_CITY_READ] = { cityId, read } satisfies BegunCityRead;
  };
}

function begunCityRead(ctx: Context, cityId: number): CityToUpdate | undefined {
  const begun = ctx.state[BEGUN_CITY_READ] as BegunCityRead | undefined;
  return begun?.cityId === cityId ? begun.read : undefined;
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
